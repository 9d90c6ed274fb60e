/**
 * Writes the SVG favicon into each page as a data URL, so the browser needs
 * no request for it. Chrome fetches the favicon once the page has loaded.
 * Where the first paint comes later than that (a slow device), Lighthouse's
 * simulation of a slow connection counts the favicon among the requests the
 * paint waits for, at high priority next to the fonts and the hero image: a
 * whole round trip on the home page. `/favicon.ico` stays as the link for
 * browsers without SVG favicons, and `/icon.svg` stays for the Organization
 * logo.
 *
 * It is added to the rendered HTML rather than to the root route's `links`,
 * so the drawing stays out of the client scripts. React leaves a `<head>`
 * element it did not render in place when it hydrates.
 */
import iconSvg from "../../public/icon.svg?raw";

const icoLink = '<link rel="icon" href="/favicon.ico" sizes="32x32"/>';

/**
 * The SVG as a data URL for a double-quoted attribute: single quotes, and
 * `%#<>&` and white space percent-encoded (a valid URL, and still short).
 */
export function svgDataUrl(svg: string): string {
  const escaped = svg
    .trim()
    .replace(/"/g, "'")
    .replace(/[%#<>&\s]/g, (character) => encodeURIComponent(character));
  return `data:image/svg+xml,${escaped}`;
}

export const iconLink = `<link rel="icon" href="${svgDataUrl(iconSvg)}" type="image/svg+xml"/>`;

/** Adds the inline SVG favicon after the `/favicon.ico` link that `root.tsx` renders. */
export function inlineIcon(html: string): string {
  const at = html.indexOf(icoLink);
  if (at === -1)
    throw new Error(
      `inlineIcon: no ${icoLink} in the page head. Keep the root route's favicon link as it is.`,
    );
  const end = at + icoLink.length;
  return html.slice(0, end) + iconLink + html.slice(end);
}
