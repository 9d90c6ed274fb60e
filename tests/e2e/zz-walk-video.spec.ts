import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { findFfmpeg } from "../../scripts/media/ffmpeg";
import { repository } from "../support/site-copy";
import { contentFiles, field, openEditor, repositoryFiles, save, seedRepository } from "./support/editor";
import { fixtureURL } from "./support/servers";

test.setTimeout(3_600_000);
test("walk: a 60-second 1080p MOV from a phone", async ({ browser }) => {
  const clip = "/work/wt/walk/IMG_0612.MOV";
  const found = findFfmpeg();
  if (!found) throw new Error("no ffmpeg");
  execFileSync(found.path, ["-hide_banner", "-loglevel", "error", "-y",
    "-f", "lavfi", "-i", "testsrc2=size=1920x1080:rate=30",
    "-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000", "-t", "60",
    "-c:v", "libx264", "-preset", "veryfast", "-profile:v", "high", "-b:v", "12M",
    "-pix_fmt", "yuv420p", "-c:a", "aac", "-b:a", "128k", "-ac", "2", "-f", "mov", clip]);
  const page = await browser.newPage({ baseURL: fixtureURL, viewport: { width: 1440, height: 900 } });
  await page.goto("/admin/");
  await seedRepository(page, contentFiles(repository));
  await page.reload();
  await page.getByRole("button", { name: "Werken met een testrepository" }).click();
  const editor = await openEditor(page, "#/collections/cases/entries/jeugdzorg-vr");
  const media = field(editor, "Beeld onderaan de pagina");
  await media.scrollIntoViewIfNeeded();
  const video = field(media, "Video").last();
  await video.scrollIntoViewIfNeeded();
  const chooser = page.waitForEvent("filechooser");
  await video.getByRole("button", { name: /video kiezen$/i }).click();
  const started = Date.now();
  await (await chooser).setFiles(clip);
  await expect(video.getByRole("progressbar", { name: "Video omzetten" })).toBeVisible();
  await page.screenshot({ path: "/work/wt/walk/editor-converting-60s-1440.png" });
  await expect(video.getByRole("textbox", { name: "Video" })).toHaveValue(/img-0612\.mp4/, { timeout: 3_500_000 });
  const seconds = (Date.now() - started) / 1000;
  await page.screenshot({ path: "/work/wt/walk/editor-converted-60s-1440.png" });
  await save(page);
  const written = await repositoryFiles(page);
  const mp4 = written["media/videos/img-0612.mp4"];
  if (!mp4) throw new Error("no video written");
  writeFileSync("/work/wt/walk/img-0612.mp4", mp4);
  writeFileSync("/work/wt/walk/jeugdzorg-vr.yaml", written["content/cases/jeugdzorg-vr.yaml"] ?? "");
  writeFileSync("/work/wt/walk/figures.json", JSON.stringify({ seconds, bytes: mp4.length }));
});
