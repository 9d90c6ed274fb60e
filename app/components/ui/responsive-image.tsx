import { preload } from "react-dom";
import type { ImageAsset } from "~/content/media";
import { imageUrl, imageWidths } from "~/content/media";
import { cx } from "~/lib/cx";

interface Props {
  image: ImageAsset;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /**
   * Above the fold, the page's largest paint: load eagerly with high priority,
   * preloaded from the head.
   */
  priority?: boolean;
  /** Offer no file wider than this (default: every generated width). */
  maxWidth?: number;
  /** Cover the parent box (cropping as needed) instead of keeping the image's own height. */
  fill?: boolean;
  /**
   * A media query: the image is shown (and downloaded, and preloaded) only
   * where it matches, e.g. a banner visual that a phone layout leaves out.
   */
  media?: string;
  /** Drawn behind something that names it already (a video): empty alt text. */
  decorative?: boolean;
  className?: string;
}

/**
 * A transparent pixel, inline: drawn where a file is not wanted (an image whose
 * `media` does not match, a video's poster) without a request.
 */
export const TRANSPARENT_PIXEL =
  "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";

const srcSet = (image: ImageAsset, widths: number[], format: "avif" | "webp" | "jpg") =>
  widths.map((width) => `${imageUrl(image.name, width, format)} ${width}w`).join(", ");

/** AVIF and WebP with a JPEG fallback, responsive widths and explicit dimensions. */
export function ResponsiveImage({
  image,
  sizes,
  priority = false,
  maxWidth = image.width,
  fill = false,
  media,
  decorative = false,
  className,
}: Props) {
  const widths = imageWidths(image.width).filter((width) => width <= maxWidth);
  const fallbackWidth = widths.find((width) => width >= 960) ?? widths.at(-1) ?? image.width;
  const avifSrcSet = srcSet(image, widths, "avif");
  if (priority && typeof document === "undefined") {
    // React writes this into the pre-rendered head, so the image starts before
    // the parser reaches the body (in a browser the image is already there).
    // Only AVIF: a browser without it skips the hint and takes its format from
    // the <picture> as usual.
    preload(imageUrl(image.name, fallbackWidth, "avif"), {
      as: "image",
      type: "image/avif",
      imageSrcSet: avifSrcSet,
      imageSizes: sizes,
      fetchPriority: "high",
      media,
    });
  }
  const jpgSrcSet = srcSet(image, widths, "jpg");
  return (
    <picture>
      <source type="image/avif" srcSet={avifSrcSet} sizes={sizes} media={media} />
      <source
        type="image/webp"
        srcSet={srcSet(image, widths, "webp")}
        sizes={sizes}
        media={media}
      />
      {media && <source srcSet={jpgSrcSet} sizes={sizes} media={media} />}
      <img
        src={media ? TRANSPARENT_PIXEL : imageUrl(image.name, fallbackWidth, "jpg")}
        srcSet={media ? undefined : jpgSrcSet}
        sizes={media ? undefined : sizes}
        width={image.width}
        height={image.height}
        alt={decorative ? "" : image.alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        className={cx(fill ? "size-full" : "h-auto w-full", "object-cover", className)}
      />
    </picture>
  );
}
