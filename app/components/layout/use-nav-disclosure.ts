import { useEffect, useRef, useState } from "react";

/**
 * Open state of a navigation disclosure (dropdown, mobile menu): Escape
 * closes it and returns focus to its button.
 */
export function useNavDisclosure() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return { open, setOpen, buttonRef };
}
