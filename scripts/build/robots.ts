import { writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * robots.txt: every crawler may fetch everything (noindex pages must stay
 * crawlable, or the noindex is never seen) and the sitemap is named absolutely.
 */
export function renderRobots(origin: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}

/** Writes `robots.txt` into the client build folder and returns its path. */
export async function writeRobots(clientDir: string, options: { origin: string }): Promise<string> {
  const file = path.join(clientDir, "robots.txt");
  await writeFile(file, renderRobots(options.origin), "utf8");
  return file;
}
