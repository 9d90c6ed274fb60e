/**
 * Whether an original fills the slot it is put in: the part the build cuts
 * out of it (the content's crop, then the slot's aspect ratio around the
 * focus point) must be at least as wide as the slot's largest image. The
 * media command derives by it (`scripts/media/images.ts`), and the editor
 * checks an image against it as it is chosen (`admin/image-field.ts`).
 * Safe for the browser.
 */
import { coverWidth, type ImageKindName, imageKinds } from "./media-kinds";
import type { Crop, Focus } from "./media-refs";

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The largest region of `aspect` inside `width` x `height`, centred on `focus` where it fits. */
export function coverRegion(
  width: number,
  height: number,
  aspect: readonly [number, number],
  focus: Focus = { x: 0.5, y: 0.5 },
): Crop {
  const ratio = aspect[0] / aspect[1];
  if (width / height > ratio) {
    const cropWidth = coverWidth(width, height, aspect);
    const left = clamp(Math.round(focus.x * width - cropWidth / 2), 0, width - cropWidth);
    return { left, top: 0, width: cropWidth, height };
  }
  const cropHeight = Math.round(width / ratio);
  const top = clamp(Math.round(focus.y * height - cropHeight / 2), 0, height - cropHeight);
  return { left: 0, top, width, height: cropHeight };
}

/**
 * The region of an original of `size` that a slot of `kind` shows, or what
 * is wrong: a crop outside the image, or too few pixels across. `label`
 * names the original in the build's message.
 */
export function slotRegion(
  label: string,
  size: { width: number; height: number },
  kind: ImageKindName,
  { focus, crop }: { focus?: Focus; crop?: Crop } = {},
): { region: Crop } | { problem: { message: string; nl: string } } {
  const slot = imageKinds[kind];
  if (crop && (crop.left + crop.width > size.width || crop.top + crop.height > size.height)) {
    const { left, top, width, height } = crop;
    return {
      problem: {
        message: `${label}: crop ${left},${top} ${width}x${height} lies outside the image (${size.width}x${size.height})`,
        nl: `De uitsnede valt buiten de afbeelding (${size.width} × ${size.height} pixels).`,
      },
    };
  }
  const within = crop ?? { left: 0, top: 0, width: size.width, height: size.height };
  const cover = coverRegion(within.width, within.height, slot.aspect, focus);
  const region = {
    left: within.left + cover.left,
    top: within.top + cover.top,
    width: cover.width,
    height: cover.height,
  };
  if (region.width >= slot.width) return { region };
  const [across, down] = slot.aspect;
  return {
    problem: {
      message: `${label}: ${region.width} px wide after cropping to ${slot.aspect.join(":")}; a ${kind} image needs at least ${slot.width} px`,
      nl: `Deze afbeelding is te klein voor deze plek: bijgesneden tot ${across}:${down} blijft er ${region.width} pixels breed over, en deze plek heeft er minstens ${slot.width} nodig. Kies een grotere.`,
    },
  };
}
