/**
 * Media references in content files, and how they are resolved.
 *
 * A content file names an original under `media/` and says what it shows:
 *
 *     banner:
 *       src: images/cases/museum-ar-banner.jpg
 *       alt: Gestileerde woonkamer met een ingelijst schilderij …
 *       focus: 60% 40%        # optional: the point the crop keeps in view
 *
 * The schema knows the slot's kind (a case banner is a `banner`). While the
 * loader parses, a `MediaResolver` turns each reference into the files the
 * media command derived for it; a reference it cannot resolve becomes a
 * problem on that field ("run `npm run media`"). The media command itself
 * parses with a resolver that only records what is asked for.
 *
 * A 360° video (`sphereVideoRef`) and a 3D model (`modelRef`) name only their
 * original; the model's description is the alt text of its still.
 */
import { z } from "zod";
import type { ImageAsset, LogoAsset, ModelAsset, SphereVideoAsset, VideoAsset } from "./media";
import type { ImageKindName, VideoKindName } from "./media-kinds";

/** A region of the original in pixels, cropped before the slot's own crop. */
export type Crop = z.output<typeof cropSchema>;

/** A point of the original as fractions of its width and height (0..1). */
export type Focus = z.output<typeof focusSchema>;

export interface ImageRequest {
  kind: ImageKindName;
  /** Path below `media/`. */
  src: string;
  focus?: Focus;
  crop?: Crop;
}

export interface VideoRequest {
  kind: VideoKindName;
  src: string;
  focus?: Focus;
}

/** What the media command derived for one request. */
export interface Derived {
  name: string;
  width: number;
  height: number;
  /** A video's length in seconds, as read from the derived file. */
  seconds?: number;
  /** A video with a phone crop (`VideoKind.phone`) at `videoUrl(name, format, "phone")`. */
  phone?: boolean;
}

/** Resolves requests to derived files; a string is the problem to report. */
export interface MediaResolver {
  image(request: ImageRequest): Derived | string;
  video(request: VideoRequest): Derived | string;
  /** The first frame of a video as an image of `kind`. */
  poster(request: VideoRequest, kind: ImageKindName): Derived | string;
  logo(src: string): Pick<Derived, "name"> | string;
  /** A 3D model under `media/models/`: its GLB and USDZ. */
  model(src: string): Pick<Derived, "name"> | string;
}

let current: MediaResolver | undefined;

/** Runs `parse` with `resolver` answering every media reference it meets. */
export function withMediaResolver<T>(resolver: MediaResolver, parse: () => T): T {
  const previous = current;
  current = resolver;
  try {
    return parse();
  } finally {
    current = previous;
  }
}

function resolver(): MediaResolver {
  if (!current) throw new Error("media references can only be parsed inside withMediaResolver()");
  return current;
}

const mediaPath = (folder: string, extensions: readonly string[]) =>
  z
    .string()
    .trim()
    .refine(
      (value) =>
        value.startsWith(`${folder}/`) &&
        !value.split("/").includes("..") &&
        extensions.some((ext) => value.toLowerCase().endsWith(`.${ext}`)),
      {
        error: `must be a file in media/${folder}/ ending in ${extensions.map((ext) => `.${ext}`).join(", ")}`,
      },
    );

const percent = (value: string) => Number(value.slice(0, -1)) / 100;

/** "50% 30%": horizontal then vertical, like CSS `object-position`. */
const focusSchema = z
  .string()
  .regex(/^\d{1,3}% \d{1,3}%$/, 'write the focus point as two percentages, e.g. "50% 30%"')
  .transform((value) => {
    const [x = "50%", y = "50%"] = value.split(" ");
    return { x: percent(x), y: percent(y) };
  })
  .refine((focus) => focus.x <= 1 && focus.y <= 1, "percentages must be at most 100%");

const pixels = z.number().int().nonnegative();
const cropSchema = z.strictObject({
  left: pixels,
  top: pixels,
  width: pixels.positive(),
  height: pixels.positive(),
});

const imageExtensions = ["jpg", "jpeg", "png", "webp"] as const;
const videoExtensions = ["mp4", "mov"] as const;

const altText = (decorative: boolean) =>
  decorative
    ? z.string().trim().default("")
    : z.string().trim().min(1, "required: describe the image in Dutch");

const imageFields = (decorative: boolean) => ({
  src: mediaPath("images", imageExtensions),
  alt: altText(decorative),
  focus: focusSchema.optional(),
  crop: cropSchema.optional(),
});

type Ctx = z.core.$RefinementCtx;

function report(ctx: Ctx, message: string, input: unknown, path: PropertyKey[]): never {
  ctx.issues.push({ code: "custom", message, input, path });
  return z.NEVER;
}

/** A still image shown in a slot of `kind`; alt text is required unless `decorative`. */
export function imageRef(kind: ImageKindName, options: { decorative?: boolean } = {}) {
  return z
    .strictObject(imageFields(options.decorative ?? false))
    .transform((ref, ctx): ImageAsset => {
      const derived = resolver().image({ kind, src: ref.src, focus: ref.focus, crop: ref.crop });
      if (typeof derived === "string") return report(ctx, derived, ref.src, ["src"]);
      return { ...derived, alt: ref.alt };
    });
}

/**
 * A muted video of `kind` with its poster: an image of `posterKind`, or, when
 * the poster names no `src`, the video's first frame.
 */
export function videoRef(kind: VideoKindName, posterKind: ImageKindName) {
  const decorative = posterKind === "hero";
  return z
    .strictObject({
      src: mediaPath("videos", videoExtensions),
      focus: focusSchema.optional(),
      poster: z.strictObject({
        ...imageFields(decorative),
        src: imageFields(decorative).src.optional(),
      }),
    })
    .transform((ref, ctx): VideoAsset => {
      const request: VideoRequest = { kind, src: ref.src, focus: ref.focus };
      const derived = resolver().video(request);
      if (typeof derived === "string") return report(ctx, derived, ref.src, ["src"]);
      const { poster } = ref;
      const still = poster.src
        ? resolver().image({
            kind: posterKind,
            src: poster.src,
            focus: poster.focus,
            crop: poster.crop,
          })
        : resolver().poster(request, posterKind);
      if (typeof still === "string") return report(ctx, still, poster.src ?? ref.src, ["poster"]);
      return { ...derived, poster: { ...still, alt: poster.alt } };
    });
}

/**
 * An equirectangular 360° video, never cropped: its poster is its first frame,
 * unrolled (`panorama`), shown where it plays flat.
 */
export function sphereVideoRef() {
  return z
    .strictObject({
      src: mediaPath("videos", videoExtensions),
      poster: z.strictObject({ alt: altText(false) }),
    })
    .transform((ref, ctx): SphereVideoAsset => {
      const request: VideoRequest = { kind: "sphere", src: ref.src };
      const derived = resolver().video(request);
      const still = resolver().poster(request, "panorama");
      if (typeof derived === "string") return report(ctx, derived, ref.src, ["src"]);
      if (typeof still === "string") return report(ctx, still, ref.src, ["poster"]);
      const { name, width, height, seconds } = derived;
      if (seconds === undefined) {
        const problem = `media/${ref.src} has no recorded length; run \`npm run media\``;
        return report(ctx, problem, ref.src, ["src"]);
      }
      return { name, width, height, seconds, poster: { ...still, alt: ref.poster.alt } };
    });
}

/** A 3D product under `media/models/` (a GLB with untextured materials). */
export function modelRef() {
  return z.strictObject({ src: mediaPath("models", ["glb"]) }).transform((ref, ctx): ModelAsset => {
    const derived = resolver().model(ref.src);
    if (typeof derived === "string") return report(ctx, derived, ref.src, ["src"]);
    return { name: derived.name };
  });
}

/** A muted video whose poster is another image of the entry (a case video shows the banner). */
export function clipRef(kind: VideoKindName) {
  return z
    .strictObject({ src: mediaPath("videos", videoExtensions), focus: focusSchema.optional() })
    .transform((ref, ctx): Omit<VideoAsset, "poster"> => {
      const derived = resolver().video({ kind, src: ref.src, focus: ref.focus });
      if (typeof derived === "string") return report(ctx, derived, ref.src, ["src"]);
      return derived;
    });
}

/** An SVG logo under `media/logos/`; the entry's name is its alt text. */
export function logoRef() {
  return mediaPath("logos", ["svg"]).transform((src, ctx): LogoAsset["name"] => {
    const derived = resolver().logo(src);
    if (typeof derived === "string") return report(ctx, derived, src, []);
    return derived.name;
  });
}
