import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentLogger } from "../log";
import { RenderError, RenderThread } from "./render-thread";
import { createFixtureBuild, removeDir } from "../../tests/support/server/fixture";

let buildDir: string;

beforeAll(async () => {
  buildDir = await createFixtureBuild();
});

afterAll(async () => {
  await removeDir(buildDir);
});

describe("RenderThread", () => {
  it("renders requests with the server build in its worker thread", async () => {
    const thread = await RenderThread.open(path.join(buildDir, "server", "index.js"), silentLogger);
    try {
      const [museum, vr] = await Promise.all(
        ["museum", "vr"].map((q) => thread.render(new Request(`http://localhost/zoeken?q=${q}`))),
      );
      expect(museum?.status).toBe(200);
      expect(museum?.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await museum?.text()).toContain("Resultaten voor museum");
      expect(await vr?.text()).toContain("Resultaten voor vr");
    } finally {
      await thread.close();
    }
  });

  it("refuses a file that is not a React Router server build", async () => {
    const file = path.join(buildDir, "server", "other.js");
    await writeFile(file, "export const notABuild = true;\n");
    const opened = RenderThread.open(file, silentLogger);
    await expect(opened).rejects.toBeInstanceOf(RenderError);
    await expect(opened).rejects.toThrow("is not a React Router server build");
  });
});
