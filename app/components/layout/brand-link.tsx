import { useId } from "react";
import { site } from "~/content";

/**
 * The brand mark of public/icon.svg, drawn inline. As a CSS background image
 * it cost every page a separate SVG document, built in the middle of the
 * first style calculation.
 */
function BrandMark() {
  const id = useId();
  const ring = `${id}a`;
  const glow = `${id}g`;
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className="size-8 shrink-0">
      <defs>
        <linearGradient id={ring} x1="12" y1="12" x2="52" y2="52" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#8b7bff" />
          <stop offset="1" stopColor="#3fd5f5" />
        </linearGradient>
        <radialGradient id={glow}>
          <stop offset="0" stopColor="#8b7bff" stopOpacity=".6" />
          <stop offset="1" stopColor="#8b7bff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill="#0d1330" />
      <circle cx="32" cy="32" r="24" fill={`url(#${glow})`} opacity=".55" />
      <circle cx="32" cy="32" r="15" fill="none" stroke={`url(#${ring})`} strokeWidth="5.5" />
      <ellipse
        cx="32"
        cy="32"
        rx="25"
        ry="8.5"
        transform="rotate(-28 32 32)"
        fill="none"
        stroke={`url(#${ring})`}
        strokeWidth="4"
      />
      <circle cx="32" cy="32" r="3.6" fill="#e8ecff" />
    </svg>
  );
}

/** The logo mark and company name, linking home. */
export function BrandLink() {
  return (
    <a
      href="/"
      className="flex min-h-11 shrink-0 items-center gap-3 font-display text-xl font-semibold whitespace-nowrap"
    >
      <BrandMark />
      <span>{site.name}</span>
    </a>
  );
}
