import { ui } from "~/content";

export function SkipLink() {
  return (
    <a
      href="#inhoud"
      className="fixed top-3 left-3 z-[60] -translate-y-24 rounded-lg bg-ink px-4 py-3 font-semibold text-canvas transition-transform focus:translate-y-0 motion-reduce:transition-none"
    >
      {ui.skipLink}
    </a>
  );
}
