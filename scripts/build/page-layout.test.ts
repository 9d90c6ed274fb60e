import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { flattenPages } from "./page-layout";

describe("flattenPages", () => {
  it("moves folder pages to flat files, removes emptied folders and leaves the editor as built", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "flat-"));
    try {
      for (const file of [
        "index.html",
        "diensten/index.html",
        "diensten/vr/index.html",
        "cases/index.html",
        "cases/museum-ar/index.html",
        "assets/app.js",
        "admin/index.html",
      ]) {
        await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
        await writeFile(path.join(dir, file), file);
      }
      expect(await flattenPages(dir)).toBe(4);
      expect(await readFile(path.join(dir, "diensten.html"), "utf8")).toBe("diensten/index.html");
      expect(await readFile(path.join(dir, "diensten/vr.html"), "utf8")).toBe(
        "diensten/vr/index.html",
      );
      expect((await readdir(dir)).sort()).toEqual([
        "admin",
        "assets",
        "cases",
        "cases.html",
        "diensten",
        "diensten.html",
        "index.html",
      ]);
      expect(await readdir(path.join(dir, "cases"))).toEqual(["museum-ar.html"]);
      expect(await readdir(path.join(dir, "admin"))).toEqual(["index.html"]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
