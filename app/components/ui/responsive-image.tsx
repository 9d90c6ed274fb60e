import type { ImageAsset } from "~/content/types";
import { imageUrl, imageWidths } from "~/content/media";
import { cx } from "~/lib/cx";

interface Props {
  image: ImageAsset;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Above the fold: load eagerly with high priority (the page's largest paint). */
  priority?: boolean;
  className?: string;
}

const srcSet = (image: ImageAsset, format: "avif" | "webp" | "jpg") =>
  imageWidths(image.width)
    .map((width) => `${imageUrl(image.name, width, format)} ${width}w`)
    .join(", ");

/** AVIF and WebP with a JPEG fallback, responsive widths and explicit dimensions. */
export function ResponsiveImage({ image, sizes, priority = false, className }: Props) {
  const fallbackWidth = imageWidths(image.width).find((width) => width >= 960) ?? image.width;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image, "webp")} sizes={sizes} />
      <img
        src={imageUrl(image.name, fallbackWidth, "jpg")}
        srcSet={srcSet(image, "jpg")}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        className={cx("h-auto w-full object-cover", className)}
      />
    </picture>
  );
}
