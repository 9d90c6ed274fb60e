/**
 * What the content asks of the media: every image, video, poster, logo and model
 * reference, found by parsing the content with a resolver that records each
 * request instead of looking it up.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { loadContent } from "../../app/content/load.server";
import type { ImageKindName } from "../../app/content/media-kinds";
import {
  imageKey,
  logoKey,
  modelKey,
  posterKey,
  videoKey,
} from "../../app/content/media-manifest.server";
import type { ImageRequest, MediaResolver, VideoRequest } from "../../app/content/media-refs";

/** Parses the content under `root` and returns every media request, keyed as in the manifest. */
export function collectRequests(root: string) {
  const mediaDir = path.join(root, "media");
  const requests = {
    images: new Map<string, ImageRequest>(),
    videos: new Map<string, VideoRequest>(),
    posters: new Map<string, { video: VideoRequest; kind: ImageKindName }>(),
    logos: new Map<string, string>(),
    models: new Map<string, string>(),
  };
  const pending = { name: "pending", width: 1, height: 1, seconds: 1 };
  /** Records a request; the content gets a placeholder, or a problem when the original is missing. */
  const record = <T>(requested: Map<string, T>, key: string, request: T, src: string) => {
    requested.set(key, request);
    return existsSync(path.join(mediaDir, src)) ? pending : `media/${src} does not exist`;
  };
  const recorder: MediaResolver = {
    image: (request) => record(requests.images, imageKey(request), request, request.src),
    video: (request) => record(requests.videos, videoKey(request), request, request.src),
    poster: (video, kind) =>
      record(requests.posters, posterKey(video, kind), { video, kind }, video.src),
    logo: (src) => record(requests.logos, logoKey(src), src, src),
    model: (src) => record(requests.models, modelKey(src), src, src),
  };
  loadContent({ root, resolver: recorder });
  return requests;
}
