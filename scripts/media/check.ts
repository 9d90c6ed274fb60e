/**
 * `--check`: imports every content module, finds every image, video and logo it
 * references (walking the exported values) and reports the ones without files.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { imageFormats, imageUrl, imageWidths, logoUrl, videoUrl } from "../../app/content/media";
import type { ImageAsset, LogoAsset, VideoAsset } from "../../app/content/types";

type Found =
  | { kind: "image"; asset: ImageAsset }
  | { kind: "video"; asset: VideoAsset }
  | { kind: "logo"; asset: LogoAsset };

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

function classify(v: Record<string, unknown>): Found | null {
  const { name, width, height } = v;
  if (typeof name !== "string") return null;
  if (typeof width === "number" && typeof height === "number") {
    if (isObj(v.poster)) return { kind: "video", asset: v as unknown as VideoAsset };
    if (typeof v.alt === "string") return { kind: "image", asset: v as unknown as ImageAsset };
  }
  if (typeof v.label === "string" && width === undefined)
    return { kind: "logo", asset: v as unknown as LogoAsset };
  return null;
}

function walk(value: unknown, out: Map<string, Found>, seen: Set<object>): void {
  if (!isObj(value) || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) {
    for (const item of value) walk(item, out, seen);
    return;
  }
  const found = classify(value);
  if (found) out.set(`${found.kind}:${found.asset.name}`, found);
  for (const child of Object.values(value)) walk(child, out, seen);
}

/** The files an asset needs, as paths relative to `public/`. */
export function filesFor(found: Found): string[] {
  const rel = (url: string) => url.replace(/^\//, "");
  if (found.kind === "image") {
    return imageWidths(found.asset.width).flatMap((w) =>
      imageFormats.map((f) => rel(imageUrl(found.asset.name, w, f))),
    );
  }
  if (found.kind === "video")
    return (["mp4", "webm"] as const).map((f) => rel(videoUrl(found.asset.name, f)));
  return [rel(logoUrl(found.asset.name))];
}

/** Returns the number of problems found (0 = every referenced asset has its files). */
export async function checkContent(root: string): Promise<number> {
  const contentDir = path.join(root, "app/content");
  const modules = readdirSync(contentDir)
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !f.endsWith(".d.ts"))
    .sort();
  const found = new Map<string, Found>();
  let problems = 0;
  for (const file of modules) {
    try {
      const mod: unknown = await import(pathToFileURL(path.join(contentDir, file)).href);
      walk(mod, found, new Set());
    } catch (error) {
      problems++;
      console.error(`  ! could not import app/content/${file}: ${(error as Error).message}`);
    }
  }
  const missing: string[] = [];
  for (const f of found.values()) {
    for (const file of filesFor(f))
      if (!existsSync(path.join(root, "public", file)))
        missing.push(`${f.kind} ${f.asset.name}: ${file}`);
  }
  const counts = { image: 0, video: 0, logo: 0 };
  for (const f of found.values()) counts[f.kind]++;
  console.log(
    `Checked ${modules.length} content modules (${modules.join(", ")}): ${counts.image} images, ${counts.video} videos, ${counts.logo} logos referenced.`,
  );
  // Informational: generated images that no content module references (yet).
  const referenced = new Set([...found.values()].map((f) => f.asset.name));
  const imgDir = path.join(root, "public/media/img");
  const generated = existsSync(imgDir)
    ? new Set(readdirSync(imgDir).map((f) => f.replace(/-\d+\.(avif|webp|jpg)$/, "")))
    : new Set<string>();
  const unused = [...generated].filter((name) => !referenced.has(name)).sort();
  if (unused.length) console.log(`Generated but not referenced by content: ${unused.join(", ")}`);
  if (missing.length) {
    console.error(`Missing ${missing.length} file(s):`);
    for (const m of missing) console.error(`  - ${m}`);
  } else {
    console.log("Every referenced media file exists.");
  }
  return problems + missing.length;
}
