import { useEffect, useId, useRef, useState } from "react";

/**
 * Open state of a navigation disclosure (dropdown, mobile menu). It remembers
 * the location it was opened at, so any navigation closes it; Escape closes it
 * and returns focus to its button.
 */
export function useNavDisclosure(location: string) {
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location;
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenAt(null);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const setOpen = (value: boolean) => setOpenAt(value ? location : null);
  return { open, setOpen, panelId, buttonRef };
}
