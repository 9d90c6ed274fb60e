/**
 * What the content asks of the media: every image, video, poster, logo and model
 * reference, found by parsing the content with a resolver that records each
 * request instead of looking it up.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { loadContent } from "../../app/content/load";
import type { ImageKindName } from "../../app/content/media-kinds";
import { imageKey, logoKey, modelKey, posterKey, videoKey } from "../../app/content/media-manifest";
import type { ImageRequest, MediaResolver, VideoRequest } from "../../app/content/media-refs";

export interface MediaRequests {
  images: Map<string, ImageRequest>;
  videos: Map<string, VideoRequest>;
  posters: Map<string, { video: VideoRequest; kind: ImageKindName }>;
  logos: Map<string, string>;
  models: Map<string, string>;
}

/** Parses the content under `root` and returns every media request, keyed as in the manifest. */
export function collectRequests(root: string): MediaRequests {
  const mediaDir = path.join(root, "media");
  const requests: MediaRequests = {
    images: new Map(),
    videos: new Map(),
    posters: new Map(),
    logos: new Map(),
    models: new Map(),
  };
  const pending = { name: "pending", width: 1, height: 1, seconds: 1 };
  const exists = (src: string) =>
    existsSync(path.join(mediaDir, src)) ? undefined : `media/${src} does not exist`;
  const recorder: MediaResolver = {
    image(request) {
      requests.images.set(imageKey(request), request);
      return exists(request.src) ?? pending;
    },
    video(request) {
      requests.videos.set(videoKey(request), request);
      return exists(request.src) ?? pending;
    },
    poster(video, kind) {
      requests.posters.set(posterKey(video, kind), { video, kind });
      return exists(video.src) ?? pending;
    },
    logo(src) {
      requests.logos.set(logoKey(src), src);
      return exists(src) ?? pending;
    },
    model(src) {
      requests.models.set(modelKey(src), src);
      return exists(src) ?? pending;
    },
  };
  loadContent({ root, resolver: recorder });
  return requests;
}
