import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Scrolls to the top on every navigation without a hash (spec section 2).
 * Not on the page the browser loaded: the scripts start after load, and a
 * visitor who has scrolled by then stays where they are.
 */
export function ScrollToTop() {
  const { pathname, hash, key } = useLocation();
  const loadedKey = useRef<string | null>(key);
  useEffect(() => {
    if (key === loadedKey.current) return;
    loadedKey.current = null;
    if (!hash) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname, hash, key]);
  return null;
}
