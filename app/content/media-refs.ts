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
 * The schema knows the slot's kind (a case banner is a `banner`). The
 * schemas are made for one `MediaResolver` (`mediaRefs(resolver)`), which
 * turns each reference into the files the media command derived for it while
 * the content is parsed; a reference it cannot resolve becomes a problem on
 * that field. The media command parses with a resolver that only records what
 * is asked for; the editor's configuration is read from the schemas' input
 * side, where each reference carries its kind (`meta.media`, `meta.kind`).
 *
 * A 360° video (`sphereVideo`) and a 3D model (`model`) name only their
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

/** The folders of `media/` and the file types each takes. */
export const mediaFolders = {
  images: ["jpg", "jpeg", "png", "webp"],
  videos: ["mp4", "mov"],
  logos: ["svg"],
  models: ["glb"],
} as const satisfies Record<string, readonly string[]>;

export type MediaFolder = keyof typeof mediaFolders;

/** How an editor labels a field: what the editor shows above and below it. */
export interface FieldText {
  label: string;
  hint?: string;
}

/** "a, b of c": a list of choices as Dutch writes it. */
const either = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} of ${items.at(-1)}` : (items[0] ?? "");

/**
 * What is wrong with `value` as a file of `media/<folder>`, for the build
 * (`message`) and in Dutch for the editor (`nl`, which also checks an upload
 * by it: its picker takes files of any type).
 */
export function mediaPathProblem(
  folder: MediaFolder,
  value: string,
): { message: string; nl: string } | undefined {
  const extensions = mediaFolders[folder];
  const endings = extensions.map((ext) => `.${ext}`);
  const inFolder = `Kies een bestand uit media/${folder} (${endings.join(", ")}).`;
  if (value.startsWith("media/"))
    return {
      message: `write the path below media/, without "media/": "${value.slice("media/".length)}"`,
      nl: inFolder,
    };
  if (!value.startsWith(`${folder}/`) || value.split("/").includes(".."))
    return {
      message: `must be a file in the folder media/${folder}/, written as "${folder}/…", got "${value}"`,
      nl: inFolder,
    };
  if (!extensions.some((ext) => value.toLowerCase().endsWith(`.${ext}`)))
    return {
      message: `must be a file ending in ${endings.join(", ")}, got "${value}"`,
      nl: `Hier past alleen een bestand dat eindigt op ${either(endings)}; „${value.split("/").at(-1)}” doet dat niet.`,
    };
  return undefined;
}

const mediaPath = (folder: MediaFolder, text: FieldText) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const problem = mediaPathProblem(folder, value);
      if (problem)
        ctx.addIssue({ code: "custom", message: problem.message, params: { nl: problem.nl } });
    })
    .meta({ ...text, folder });

const percent = (value: string) => Number(value.slice(0, -1)) / 100;

/** "50% 30%": horizontal then vertical, like CSS `object-position`. */
const focusSchema = z
  .string()
  .refine((value) => /^\d{1,3}% \d{1,3}%$/.test(value), {
    message: 'write the focus point as two percentages, e.g. "50% 30%"',
    params: { nl: "Schrijf twee percentages met een spatie ertussen, bijvoorbeeld 70% 40%." },
  })
  .meta({
    label: "Focuspunt",
    hint: "Het punt dat in beeld blijft als de afbeelding wordt bijgesneden: twee percentages, van links en van boven, bijvoorbeeld 70% 40%. Leeg laten voor het midden.",
  })
  .transform((value) => {
    const [x = "50%", y = "50%"] = value.split(" ");
    return { x: percent(x), y: percent(y) };
  })
  .refine((focus) => focus.x <= 1 && focus.y <= 1, {
    message: "percentages must be at most 100%",
    params: { nl: "Een percentage is hooguit 100%." },
  });

/**
 * A video's focus point: a new one means deriving the video again with
 * ffmpeg, which Netlify's build lacks, so the editor does not offer it.
 */
const videoFocus = focusSchema.meta({ hidden: true }).optional();

const pixels = (label: string) => z.number().int().nonnegative().meta({ label });
const cropSchema = z
  .strictObject({
    left: pixels("Vanaf links (px)"),
    top: pixels("Vanaf boven (px)"),
    width: pixels("Breedte (px)").positive(),
    height: pixels("Hoogte (px)").positive(),
  })
  .meta({
    label: "Uitsnede",
    hint: "Alleen nodig om eerst een deel van het origineel te gebruiken, in pixels van het origineel.",
    // A developer's tool: the editor cannot check it against the image, so it does not offer it.
    hidden: true,
  });

const altText = (decorative: boolean) =>
  decorative
    ? z.string().trim().default("").meta({
        label: "Beschrijving",
        hint: "Mag leeg blijven: de afbeelding is decoratief.",
        multiline: true,
      })
    : z.string().trim().min(1, "required: describe the image in Dutch").meta({
        label: "Beschrijving (alt-tekst)",
        hint: "Wat staat er op de afbeelding? Voor wie de afbeelding niet kan zien en voor zoekmachines.",
        multiline: true,
      });

/** A video's description: the text of its still, and the video's name for screen readers and on its play button. */
const videoDescription = (decorative: boolean) =>
  decorative
    ? altText(true)
    : altText(false).meta({
        label: "Beschrijving van de video",
        hint: "Wat laat de video zien? Zo heet de video voor wie hem niet kan zien, ook op de afspeelknop.",
        multiline: true,
      });

const imageFields = (decorative: boolean) => ({
  src: mediaPath("images", { label: "Afbeelding" }),
  alt: altText(decorative),
  focus: focusSchema.optional(),
  crop: cropSchema.optional(),
});

/** An image reference as a file holds it. */
type ImageRef = z.output<z.ZodObject<ReturnType<typeof imageFields>>>;

type Ctx = z.core.$RefinementCtx;

function report(ctx: Ctx, message: string, input: unknown, path: PropertyKey[]): never {
  ctx.issues.push({ code: "custom", message, input, path });
  return z.NEVER;
}

/** The schemas of media references, resolved by `resolver` as they are parsed. */
export function mediaRefs(resolver: MediaResolver) {
  const resolveImage = (kind: ImageKindName, ref: ImageRef, ctx: Ctx): ImageAsset => {
    const derived = resolver.image({ kind, src: ref.src, focus: ref.focus, crop: ref.crop });
    if (typeof derived === "string") return report(ctx, derived, ref.src, ["src"]);
    return { ...derived, alt: ref.alt };
  };

  return {
    /** A still image shown in a slot of `kind`; alt text is required unless `decorative`. */
    image(kind: ImageKindName, text: FieldText, options: { decorative?: boolean } = {}) {
      return z
        .strictObject(imageFields(options.decorative ?? false))
        .meta({ ...text, media: "image", kind })
        .transform((ref, ctx) => resolveImage(kind, ref, ctx));
    },

    /**
     * An image as one of a field's types (`z.discriminatedUnion("type", …)`),
     * its fields beside the type rather than in a group of their own, so the
     * editor shows the file right under the choice: `{ type, src, alt }` in
     * the file, `{ type, image }` parsed. `text` names the choice and the file.
     */
    imageVariant<Type extends string>(type: Type, kind: ImageKindName, text: FieldText) {
      return z
        .strictObject({
          type: z.literal(type),
          ...imageFields(false),
          src: mediaPath("images", text),
        })
        .meta({ label: text.label, media: "image", kind })
        .transform((ref, ctx) => ({ type: ref.type, image: resolveImage(kind, ref, ctx) }));
    },

    /**
     * A muted video of `kind` with its poster, an image of `posterKind`: an
     * image of its own rather than a frame of the video, which only ffmpeg
     * derives (Netlify's build has none), so a poster chosen in the editor
     * always builds.
     */
    video(kind: VideoKindName, posterKind: ImageKindName, text: FieldText) {
      const decorative = posterKind === "hero";
      return z
        .strictObject({
          src: mediaPath("videos", { label: "Video" }),
          focus: videoFocus,
          poster: z
            .strictObject({
              ...imageFields(decorative),
              alt: videoDescription(decorative),
            })
            .meta({
              label: "Stilstaand beeld",
              hint: "Getoond tot de video speelt.",
              media: "image",
              kind: posterKind,
            }),
        })
        .meta({ ...text, media: "video", kind })
        .transform((ref, ctx): VideoAsset => {
          const request: VideoRequest = { kind, src: ref.src, focus: ref.focus };
          const derived = resolver.video(request);
          if (typeof derived === "string") return report(ctx, derived, ref.src, ["src"]);
          const { poster } = ref;
          const still = resolver.image({
            kind: posterKind,
            src: poster.src,
            focus: poster.focus,
            crop: poster.crop,
          });
          if (typeof still === "string") return report(ctx, still, poster.src, ["poster"]);
          return { ...derived, poster: { ...still, alt: poster.alt } };
        });
    },

    /**
     * An equirectangular 360° video, never cropped: its poster is its first
     * frame, unrolled (`panorama`), shown where it plays flat.
     */
    sphereVideo(text: FieldText) {
      return z
        .strictObject({
          src: mediaPath("videos", { label: "360°-video" }),
          poster: z
            .strictObject({ alt: videoDescription(false) })
            .meta({ label: "Uitgevouwen beeld (eerste beeldfase)" }),
        })
        .meta({ ...text, media: "video", kind: "sphere" })
        .transform((ref, ctx): SphereVideoAsset => {
          const request: VideoRequest = { kind: "sphere", src: ref.src };
          const derived = resolver.video(request);
          const still = resolver.poster(request, "panorama");
          if (typeof derived === "string") return report(ctx, derived, ref.src, ["src"]);
          if (typeof still === "string") return report(ctx, still, ref.src, ["poster"]);
          const { name, width, height, seconds } = derived;
          if (seconds === undefined) {
            const problem = `media/${ref.src} has no recorded length; run \`npm run media\``;
            return report(ctx, problem, ref.src, ["src"]);
          }
          return { name, width, height, seconds, poster: { ...still, alt: ref.poster.alt } };
        });
    },

    /** A 3D product under `media/models/` (a GLB with untextured materials). */
    model(text: FieldText) {
      return z
        .strictObject({ src: mediaPath("models", { label: "3D-model (GLB)" }) })
        .meta({ ...text, media: "model" })
        .transform((ref, ctx): ModelAsset => {
          const derived = resolver.model(ref.src);
          if (typeof derived === "string") return report(ctx, derived, ref.src, ["src"]);
          return { name: derived.name };
        });
    },

    /**
     * A muted video whose poster is another image of the entry (a case video
     * shows the banner), as one of a field's types: `{ type, src }` in the
     * file, `{ type, video }` parsed, without its poster. `text` names the
     * choice and the file.
     */
    clipVariant<Type extends string>(type: Type, kind: VideoKindName, text: FieldText) {
      return z
        .strictObject({
          type: z.literal(type),
          src: mediaPath("videos", text),
          focus: videoFocus,
        })
        .meta({ label: text.label, media: "video", kind })
        .transform((ref, ctx) => {
          const derived = resolver.video({ kind, src: ref.src, focus: ref.focus });
          if (typeof derived === "string") return report(ctx, derived, ref.src, ["src"]);
          const video: Omit<VideoAsset, "poster"> = derived;
          return { type: ref.type, video };
        });
    },

    /** An SVG logo under `media/logos/`; the entry's name is its alt text. */
    logo(text: FieldText) {
      return mediaPath("logos", text)
        .meta({ ...text, folder: "logos", media: "logo" })
        .transform((src, ctx): LogoAsset["name"] => {
          const derived = resolver.logo(src);
          if (typeof derived === "string") return report(ctx, derived, src, []);
          return derived.name;
        });
    },
  };
}

export type MediaRefs = ReturnType<typeof mediaRefs>;
