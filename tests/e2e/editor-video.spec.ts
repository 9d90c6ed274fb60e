/**
 * A case video from the editor, as a marketer adds one: on the fixture
 * site's editor (test repository in the browser), a file that is no video
 * and a portrait clip get a Dutch answer and leave the field as it was; a
 * conversion can be stopped; a 1080p MOV from a phone (H.264 with AAC sound,
 * made here with ffmpeg) becomes a web-sized H.264 MP4 without sound, which
 * is what the editor commits. The build's side of that file is tested in
 * `scripts/media/videos.test.ts`.
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { ALL_FORMATS, BufferSource, Input } from "mediabunny";
import { refusals, videoUpload } from "../../admin/video-upload";
import { findFfmpeg } from "../../scripts/media/ffmpeg";
import { repository } from "../support/site-copy";
import {
  contentFiles,
  field,
  openEditor,
  repositoryFiles,
  save,
  seedRepository,
  watchEditor,
} from "./support/editor";
import { fixtureURL } from "./support/servers";

test.use({ baseURL: fixtureURL, actionTimeout: 20_000 });
test.describe.configure({ mode: "serial" });
test.setTimeout(240_000);

const seed = contentFiles(repository);
const caseFile = "content/cases/jeugdzorg-vr.yaml";
const savedVideo = "videos/cases/jeugdzorg-vr.mp4";

/** Runs the ffmpeg the media command would, to make a clip as a phone saves it. */
function ffmpeg(args: string[]) {
  const found = findFfmpeg();
  if (!found) throw new Error("no ffmpeg to make the test clips with (npm install brings one)");
  execFileSync(found.path, ["-hide_banner", "-loglevel", "error", "-y", ...args]);
}

/** `seconds` of 1080p30 H.264 (High) with AAC stereo in a QuickTime file, as a phone records. */
function phoneClip(file: string, seconds: number, rotate?: number) {
  const recorded = rotate === undefined ? file : `${file}.landscape.mov`;
  ffmpeg([
    ...["-f", "lavfi", "-i", "testsrc2=size=1920x1080:rate=30"],
    ...["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000", "-t", String(seconds)],
    ...["-c:v", "libx264", "-preset", "veryfast", "-profile:v", "high", "-b:v", "8M"],
    ...["-pix_fmt", "yuv420p", "-c:a", "aac", "-b:a", "128k", "-ac", "2"],
    ...["-f", "mov", recorded],
  ]);
  if (rotate === undefined) return;
  // A portrait clip is stored as a phone stores it: landscape frames with a
  // display matrix that turns them on playback (ffmpeg writes the matrix from
  // the rotate tag when it copies the stream, not when it encodes).
  ffmpeg(["-i", recorded, "-c", "copy", "-metadata:s:v:0", `rotate=${rotate}`, "-f", "mov", file]);
}

let page: Page;
let reported: ReturnType<typeof watchEditor>;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ baseURL: fixtureURL, viewport: { width: 1440, height: 900 } });
  reported = watchEditor(page, fixtureURL);
  await page.goto("/admin/");
  await seedRepository(page, seed);
  await page.reload();
  await page.getByRole("button", { name: "Werken met een testrepository" }).click();
  await expect(page.getByRole("radio", { name: "Inhoud" })).toBeChecked();
});

test.afterAll(async () => {
  await page.close();
});

/** The case's video field: its path, its button and its messages. */
async function caseVideo(): Promise<Locator> {
  const editor = await openEditor(page, "#/collections/cases/entries/jeugdzorg-vr");
  // The editor draws a field's inner fields once the field is in view.
  const media = field(editor, "Beeld onderaan de pagina");
  await media.scrollIntoViewIfNeeded();
  // The file's group "Video", inside the choice of that name.
  const video = field(media, "Video").last();
  await video.scrollIntoViewIfNeeded();
  return video;
}

async function pick(video: Locator, file: string) {
  const chooser = page.waitForEvent("filechooser");
  await video.getByRole("button", { name: /video kiezen$/i }).click();
  await (await chooser).setFiles(file);
}

test("a file that is no video, and a portrait clip for a landscape slot, are refused in Dutch; the field keeps its video", async () => {
  const notAVideo = test.info().outputPath("notulen.mov");
  writeFileSync(notAVideo, "Notulen van het overleg, per ongeluk als .mov bewaard.\n");
  const portrait = test.info().outputPath("staand.mov");
  phoneClip(portrait, 2, 90);

  const video = await caseVideo();
  const path = video.getByRole("textbox", { name: "Video" });
  await expect(path).toHaveValue(savedVideo);
  await pick(video, notAVideo);
  await expect(video.getByRole("alert")).toHaveText(refusals.notAVideo);
  await pick(video, portrait);
  await expect(video.getByRole("alert")).toHaveText(refusals.tooNarrow(1080, [16, 9], 1280));
  await expect(path).toHaveValue(savedVideo);
});

test("a 1080p MOV from a phone: converting shows its progress and can be stopped; then it becomes the case's web-sized MP4", async () => {
  const clip = test.info().outputPath("IMG_0423.MOV");
  phoneClip(clip, 6);

  const video = await caseVideo();
  const path = video.getByRole("textbox", { name: "Video" });
  await pick(video, clip);
  await expect(video.getByRole("progressbar", { name: "Video omzetten" })).toBeVisible();
  await video.getByRole("button", { name: "Stoppen" }).click();
  await expect(video.getByRole("alert")).toHaveText(refusals.canceled);
  await expect(path).toHaveValue(savedVideo);

  await pick(video, clip);
  await expect(path).toHaveValue("img-0423.mp4 (wordt toegevoegd bij Opslaan)", {
    timeout: 180_000,
  });
  await expect(video.getByRole("alert")).toBeHidden();
  await save(page);

  const written = await repositoryFiles(page);
  const changed = Object.keys(written)
    .filter((file) => seed[file] !== written[file]?.toString("utf8"))
    .sort();
  expect(changed).toEqual([caseFile, "media/videos/img-0423.mp4"]);
  expect(written[caseFile]?.toString("utf8")).toContain(
    "\n  type: video\n  src: videos/img-0423.mp4\n",
  );

  const original = written["media/videos/img-0423.mp4"];
  if (!original) throw new Error("no video written");
  expect(original.length).toBeLessThanOrEqual(videoUpload.maxBytes);
  const input = new Input({ source: new BufferSource(original), formats: ALL_FORMATS });
  const track = await input.getPrimaryVideoTrack();
  expect({
    codec: track?.codec,
    width: track?.displayWidth,
    height: track?.displayHeight,
    sound: (await input.getAudioTracks()).length,
    seconds: Math.round(await input.computeDuration()),
  }).toEqual({ codec: "avc", width: 1280, height: 720, sound: 0, seconds: 6 });
  // Its index comes first, so the build (and a browser) reads it without the whole file.
  expect(original.subarray(4, 8).toString("latin1")).toBe("ftyp");
  expect(original.indexOf("moov")).toBeLessThan(original.indexOf("mdat"));
  // What the page reported as an error or asked of another host: nothing.
  expect(reported).toEqual({ otherHosts: [], errors: [] });
});
