import { useEffect } from "react";
import { useLocation } from "react-router";

/** Scrolls to the top on every navigation without a hash (spec section 2). */
export function ScrollToTop() {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname, hash, key]);
  return null;
}
