/**
 * Turns a video from a phone or camera into the web-sized original the
 * editor commits (`video-upload.ts` sets its bounds), in the browser with
 * WebCodecs through mediabunny: the first video track, turned upright, fitted
 * into 1080p, H.264 in an MP4 with its index first, without sound. Loaded
 * only when a marketer picks a video (`video-field.ts` imports it on demand).
 */
import {
  BlobSource,
  BufferTarget,
  canEncodeVideo,
  Conversion,
  ConversionCanceledError,
  Input,
  MP4,
  Mp4OutputFormat,
  Output,
  QTFF,
  Quality,
} from "mediabunny";
import type { VideoKind } from "../app/content/media-kinds";
import { conversionPlan, originalName, refusals, videoUpload, VideoRefusal } from "./video-upload";

/** How the codecs a browser may fail to decode are named to the marketer. */
const codecNames: Record<string, string> = {
  hevc: "HEVC (H.265)",
  av1: "AV1",
  vp9: "VP9",
  vp8: "VP8",
  avc: "H.264",
};

export interface ConvertOptions {
  kind: VideoKind;
  /** The share done, 0 to 1. */
  onProgress?: (done: number) => void;
  signal?: AbortSignal;
}

/** The original for `file`; rejects with a `VideoRefusal` whose message is for the marketer. */
export async function convertVideo(file: Blob & { name: string }, options: ConvertOptions) {
  const input = new Input({ source: new BlobSource(file), formats: [MP4, QTFF] });
  try {
    const track = await input.getPrimaryVideoTrack().catch(() => {
      throw new VideoRefusal(refusals.notAVideo);
    });
    // A file with no track at all (an unfinished or damaged one) is no video; sound alone has no picture.
    if (!track)
      throw new VideoRefusal(
        (await input.getTracks()).length === 0 ? refusals.notAVideo : refusals.noPicture,
      );
    if (!(await track.canDecode())) {
      const codec = track.codec ?? "";
      throw new VideoRefusal(refusals.cannotDecode(codecNames[codec] ?? (codec || "onbekend")));
    }
    const [seconds, stats] = await Promise.all([
      input.computeDuration(),
      track.computePacketStats(120),
    ]);
    const plan = conversionPlan(
      {
        width: track.displayWidth,
        height: track.displayHeight,
        seconds,
        frameRate: stats.averagePacketRate,
      },
      options.kind,
    );
    const encodable = await canEncodeVideo("avc", {
      width: plan.width,
      height: plan.height,
      bitrate: plan.bitrate,
    });
    if (!encodable) throw new VideoRefusal(refusals.noEncoder);
    if (options.signal?.aborted) throw new VideoRefusal(refusals.canceled);

    const output = new Output({
      format: new Mp4OutputFormat({ fastStart: "in-memory" }),
      target: new BufferTarget(),
    });
    const conversion = await Conversion.init({
      input,
      output,
      tracks: "primary",
      video: {
        codec: "avc",
        width: plan.width,
        height: plan.height,
        fit: "fill",
        ...(plan.frameRate ? { frameRate: plan.frameRate } : {}),
        quality: new Quality({ bitrate: plan.bitrate, bitrateMode: "variable" }),
        forceTranscode: true,
        // Turned upright in the pixels: the build's crop reads the frame as stored.
        allowTransformationMetadata: false,
      },
      audio: { discard: true },
    });
    if (!conversion.isValid) {
      const reasons = conversion.discardedTracks.map(({ reason }) => reason).join(", ");
      throw new VideoRefusal(refusals.failed(reasons || "geen bruikbaar beeld"));
    }
    const cancel = () => void conversion.cancel();
    options.signal?.addEventListener("abort", cancel, { once: true });
    conversion.onProgress = (done) => options.onProgress?.(done);
    try {
      await conversion.execute();
    } catch (error) {
      if (error instanceof ConversionCanceledError) throw new VideoRefusal(refusals.canceled);
      throw new VideoRefusal(
        refusals.failed(error instanceof Error ? error.message : String(error)),
      );
    } finally {
      options.signal?.removeEventListener("abort", cancel);
    }
    const bytes = output.target.buffer;
    if (!bytes) throw new VideoRefusal(refusals.failed("geen uitvoer"));
    if (bytes.byteLength > videoUpload.maxBytes)
      throw new VideoRefusal(refusals.tooLarge(bytes.byteLength));
    return {
      file: new File([bytes], originalName(file.name), { type: "video/mp4" }),
      plan,
      seconds,
    };
  } finally {
    input.dispose();
  }
}
