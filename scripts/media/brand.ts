/** The brand mark (icon.svg, favicon, touch icon) and the default Open Graph image. */
import { BASE, CYAN, INK, SURFACE, VIOLET } from "./color";
import { strokeText } from "./font";

/**
 * The mark on a 64-unit grid: a sphere outline with an orbit passing in front,
 * in the accent gradient. `tile` adds the dark rounded square behind it.
 */
export function markSvg(
  size: number,
  opts: { tile?: "rounded" | "full"; id?: string } = {},
): string {
  const id = opts.id ?? "m";
  const tile =
    opts.tile === "full"
      ? `<rect width="64" height="64" fill="${SURFACE}"/>`
      : opts.tile === "rounded"
        ? `<rect width="64" height="64" rx="14" fill="${SURFACE}"/>`
        : "";
  const glow =
    opts.tile !== undefined
      ? `<circle cx="32" cy="32" r="24" fill="url(#${id}g)" opacity=".55"/>`
      : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">` +
    `<defs><linearGradient id="${id}a" x1="12" y1="12" x2="52" y2="52" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${VIOLET}"/><stop offset="1" stop-color="${CYAN}"/></linearGradient>` +
    `<radialGradient id="${id}g"><stop offset="0" stop-color="${VIOLET}" stop-opacity=".6"/><stop offset="1" stop-color="${VIOLET}" stop-opacity="0"/></radialGradient></defs>` +
    tile +
    glow +
    `<circle cx="32" cy="32" r="15" fill="none" stroke="url(#${id}a)" stroke-width="5.5"/>` +
    `<ellipse cx="32" cy="32" rx="25" ry="8.5" transform="rotate(-28 32 32)" fill="none" stroke="url(#${id}a)" stroke-width="4"/>` +
    `<circle cx="32" cy="32" r="3.6" fill="${INK}"/>` +
    `</svg>`
  );
}

/** Writes a .ico file holding PNG images (supported by every current browser). */
export function icoFromPngs(images: Array<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const e = 6 + i * 16;
    header.writeUInt8(size >= 256 ? 0 : size, e);
    header.writeUInt8(size >= 256 ? 0 : size, e + 1);
    header.writeUInt8(0, e + 2);
    header.writeUInt8(0, e + 3);
    header.writeUInt16LE(1, e + 4);
    header.writeUInt16LE(32, e + 6);
    header.writeUInt32LE(png.length, e + 8);
    header.writeUInt32LE(offset, e + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.png)]);
}

/**
 * Text and mark for the Open Graph image, laid over a brand scene. The title is
 * stroke-font paths; the subtitle uses DejaVu Sans (installed with Debian's fonts).
 */
export function ogOverlay(w: number, h: number): string {
  const x = 84;
  const title = strokeText("IMMERSA XR", x, 240, 62, 30);
  const mark = markSvg(88, { id: "o" }).replace("<svg ", `<svg x="${x - 6}" y="104" `);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="ul" x1="${x}" y1="0" x2="${x + 220}" y2="0" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${VIOLET}"/><stop offset="1" stop-color="${CYAN}"/></linearGradient>` +
    `<linearGradient id="shade" x1="0" y1="0" x2="${w}" y2="0" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${BASE}" stop-opacity=".85"/><stop offset=".55" stop-color="${BASE}" stop-opacity=".35"/><stop offset="1" stop-color="${BASE}" stop-opacity="0"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#shade)"/>` +
    mark +
    `<path d="${title.d}" fill="none" stroke="#f4f6ff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<text x="${x}" y="374" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="38" fill="#c9d0f0">Meeslepende XR &amp; VR ervaringen</text>` +
    `<rect x="${x}" y="410" width="220" height="5" rx="2.5" fill="url(#ul)"/>` +
    `</svg>`
  );
}
