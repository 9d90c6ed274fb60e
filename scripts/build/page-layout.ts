/**
 * Build step: turns React Router's `page/index.html` files into flat
 * `page.html` files (the root `index.html` stays), the layout `app/lib/http-rules.ts`
 * defines (`pageFile`) and both deployments serve without a trailing-slash
 * redirect. Run it after every step that reads or writes pages.
 */
import { existsSync } from "node:fs";
import { readdir, rename, rmdir } from "node:fs/promises";
import path from "node:path";
import { pageFile, pagePathOf } from "../../app/lib/http-rules";

/** Moves every page's `dir/index.html` to `dir.html`; returns the number of pages moved. */
export async function flattenPages(clientDir: string): Promise<number> {
  const pages = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)))
    .flatMap((file) => {
      const page = file === "index.html" ? undefined : pagePathOf(file);
      return page === undefined ? [] : [{ file, page }];
    })
    // Deepest first, so a folder is empty by the time its own page moves out.
    .sort((a, b) => b.file.length - a.file.length);
  for (const { file, page } of pages) {
    const target = path.join(clientDir, pageFile(page));
    if (existsSync(target)) {
      throw new Error(`flattenPages: both ${file} and ${pageFile(page)} exist.`);
    }
    await rename(path.join(clientDir, file), target);
    const folder = path.join(clientDir, path.dirname(file));
    if ((await readdir(folder)).length === 0) await rmdir(folder);
  }
  return pages.length;
}
