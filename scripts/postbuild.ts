/**
 * Runs after `react-router build`: places the not-found page where static
 * hosts expect it, validates the content against the built files, writes
 * the social images, sitemap, robots.txt, Netlify's files and the
 * pre-compressed copies of every text file, and compiles the self-hosted
 * server to JavaScript.
 */
import { existsSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import path from "node:path";
import { loadContent } from "../app/content/load.server";
import { sectors } from "../app/content/schema";
import { casesListed, casesPageNumbers } from "../app/content/queries";
import { casePath, casesPagePath, paths } from "../app/content/paths";
import { writeNetlifyFiles, writeNetlifyToml } from "./build/netlify-files";
import { compileServer, nodeServerDir } from "./build/node-server";
import { writeOgImages } from "./build/og-images";
import { flattenPages } from "./build/page-layout";
import { precompress } from "./build/precompress";
import {
  findMissingOgImages,
  pagesWithOwnOgImage,
  readPrerenderedPages,
} from "./build/prerendered-pages";
import { writeRobots } from "./build/robots";
import { writeSitemap } from "./build/sitemap";

const buildDir = path.resolve(process.env.BUILD_DIR?.trim() || "build");
const clientDir = path.join(buildDir, "client");
const { cases, legal, site } = loadContent();

async function placeNotFoundPage() {
  const from = path.join(clientDir, "404", "index.html");
  if (!existsSync(from)) throw new Error(`postbuild: ${from} is missing; was /404 pre-rendered?`);
  await rename(from, path.join(clientDir, "404.html"));
  await rm(path.join(clientDir, "404"), { recursive: true, force: true });
}

const latest = (dates: readonly string[]) => [...dates].sort().at(-1);

/** Content dates per page; pages without a dated source get no lastmod. */
function lastmodByPath(): Map<string, string | undefined> {
  const newestCase = latest(cases.map((item) => item.updated));
  return new Map([
    [paths.home, newestCase],
    [paths.terms, legal.terms.updated],
    [paths.privacy, legal.privacy.updated],
    // A listing changes with any of its cases: every page of it gets the newest date.
    ...[undefined, ...sectors].flatMap((sector) => {
      const newest = latest(casesListed(cases, sector).map((item) => item.updated));
      return casesPageNumbers(cases, sector).map((page): [string, string | undefined] => [
        casesPagePath(page, sector),
        newest,
      ]);
    }),
    ...cases.map((item): [string, string] => [casePath(item.id), item.updated]),
  ]);
}

await placeNotFoundPage();

const origin = site.url;
const pages = await readPrerenderedPages(clientDir, { origin });
const indexable = pages.flatMap((page) => (page.path && !page.noindex ? [page.path] : []));
const dates = lastmodByPath();
await writeOgImages(clientDir, pagesWithOwnOgImage(pages, { origin }), {
  siteName: site.name,
  origin,
});
await writeSitemap(
  clientDir,
  indexable.map((pagePath) => ({ path: pagePath, lastmod: dates.get(pagePath) })),
  { origin },
);
await writeRobots(clientDir, { origin });

const missing = await findMissingOgImages(clientDir, { origin });
if (missing.length > 0) throw new Error(`postbuild: missing social images:\n${missing.join("\n")}`);

console.log(
  `postbuild: ${indexable.length} indexable pages, sitemap, robots.txt and social images written`,
);

// Serving, after everything that reads or writes pages: the flat page layout
// both deployments share, Netlify's files from app/lib/http-rules.ts (the CSP
// hashes come from the final HTML), and last the pre-compressed copies.
const flattened = await flattenPages(clientDir);
await writeNetlifyFiles(clientDir);
if (await writeNetlifyToml(process.cwd())) {
  console.log("postbuild: netlify.toml was out of date and has been rewritten; commit it");
}
console.log(
  `postbuild: ${flattened} pages flattened to page.html; _redirects and _headers written`,
);
// Netlify compresses at its edge; sibling .br/.gz files would only be published as junk URLs.
if (process.env.NETLIFY !== "true") {
  const compressed = await precompress(clientDir);
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  console.log(
    `postbuild: ${compressed.files} files pre-compressed ` +
      `(${kb(compressed.bytesIn)} -> br ${kb(compressed.bytesBrotli)}, gzip ${kb(compressed.bytesGzip)})`,
  );
}

const server = await compileServer(nodeServerDir(buildDir));
console.log(
  `postbuild: server compiled to ${path.relative(process.cwd(), nodeServerDir(buildDir))}/ ` +
    `(${server.files.map((file) => path.basename(file)).join(", ")})`,
);
