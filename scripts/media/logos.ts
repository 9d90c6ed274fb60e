/**
 * Fictional client logos: a simple mark and a stroke-font wordmark, light on
 * transparent, 192 x 96. Clearly placeholders; replace the SVG files to use real ones.
 */
import { strokeText, textUnits } from "./font";

const INKLIGHT = "#c9d0f0";

/** Marks are drawn in a 44 x 44 box at the origin. */
const MARKS: Record<string, string> = {
  // Northern light: a four-point star over a horizon arc.
  noordlicht: `<path d="M22 2C23.6 13 27 16.4 38 18C27 19.6 23.6 23 22 34C20.4 23 17 19.6 6 18C17 16.4 20.4 13 22 2Z"/><path d="M4 42A26 26 0 0 1 40 42" fill="none" stroke="${INKLIGHT}" stroke-width="3.5" stroke-linecap="round"/>`,
  // Steel: an I-beam profile.
  kempenstaal: `<path d="M4 5H40V13H27V31H40V39H4V31H17V13H4Z"/>`,
  // Museum of light: an arch with a light inside.
  lumen: `<path d="M7 42V20A15 15 0 0 1 37 20V42" fill="none" stroke="${INKLIGHT}" stroke-width="4" stroke-linejoin="round"/><circle cx="22" cy="24" r="7"/><path d="M3 42H41" stroke="${INKLIGHT}" stroke-width="4" stroke-linecap="round"/>`,
  // Field work: three furrows.
  veldwerk: `<path d="M4 34L16 10H24L12 34Z"/><path d="M17 34L29 10H37L25 34Z" opacity=".7"/><path d="M30 34L36 22H44L38 34Z" opacity=".45"/><path d="M2 40H42" stroke="${INKLIGHT}" stroke-width="3" stroke-linecap="round"/>`,
  // Harbour logistics: stacked containers.
  havenkwartier: `<rect x="2" y="25" width="19" height="14" rx="1.5"/><rect x="23" y="25" width="19" height="14" rx="1.5" opacity=".7"/><rect x="12" y="9" width="19" height="14" rx="1.5" opacity=".85"/>`,
  // Games: a planet with an orbit and a moon.
  orbit: `<circle cx="22" cy="22" r="9"/><ellipse cx="22" cy="22" rx="20" ry="8" transform="rotate(-24 22 22)" fill="none" stroke="${INKLIGHT}" stroke-width="3"/><circle cx="40" cy="4.5" r="3.5"/>`,
};

/** Wordmark lines per logo: the name, and an optional smaller descriptor. */
const WORDS: Record<string, [string, string?]> = {
  noordlicht: ["NOORDLICHT", "ZORGGROEP"],
  kempenstaal: ["KEMPEN", "STAAL"],
  lumen: ["LUMEN", "MUSEUM"],
  veldwerk: ["VELDWERK", "ACADEMIE"],
  havenkwartier: ["HAVENKWARTIER", "LOGISTIEK"],
  orbit: ["ORBIT", "GAMES"],
};

/** Builds the SVG for logo `name` ("client-{key}") with accessible label `label`. */
export function logoSvg(name: string, label: string): string {
  const key = name.replace(/^client-/, "");
  const mark = MARKS[key];
  const words = WORDS[key];
  if (!mark || !words) throw new Error(`No logo design for "${name}"`);
  const [main, sub] = words;
  const left = 66;
  const room = 192 - left - 6;
  const mainCap = Math.min(17, (room * 100) / textUnits(main, 30));
  const subCap = sub ? Math.min(mainCap * 0.62, (room * 100) / textUnits(sub, 70)) : 0;
  const gap = sub ? mainCap * 0.55 : 0;
  const block = mainCap + gap + subCap;
  const top = 48 - block / 2;
  const a = strokeText(main, left, top, mainCap, 30);
  const b = sub ? strokeText(sub, left, top + mainCap + gap, subCap, 70) : null;
  const esc = label.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="192" height="96" viewBox="0 0 192 96" role="img" aria-label="${esc}">` +
    `<title>${esc}</title>` +
    `<g fill="${INKLIGHT}" transform="translate(10 26)">${mark}</g>` +
    `<g fill="none" stroke="${INKLIGHT}" stroke-linecap="round" stroke-linejoin="round">` +
    `<path d="${a.d}" stroke-width="${Math.round(mainCap * 0.13 * 100) / 100}"/>` +
    (b
      ? `<path d="${b.d}" stroke-width="${Math.round(subCap * 0.14 * 100) / 100}" opacity=".75"/>`
      : "") +
    `</g></svg>`
  );
}
