import { execFileSync } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ogImagePath } from "../../app/lib/seo/og-image";
import { defaultOgLabel, renderOgImage, writeOgImages } from "./og-images";

const origin = "https://www.example.nl";
const siteName = "Immersa XR";
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "og-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("writeOgImages()", () => {
  it("writes a 1200x630 PNG under 100 KB at ogImagePath() of every page", async () => {
    const pages = [
      { path: "/", title: "Meeslepende XR & VR ervaringen" },
      { path: "/diensten/360-video-laten-maken", title: "360°-video laten maken" },
      {
        path: "/cases/museum-ar",
        title:
          "Een bijzonder lange casetitel die over meerdere regels loopt en daarom kleiner wordt gezet en uiteindelijk wordt ingekort <b>&</b>",
      },
    ];
    const files = await writeOgImages(dir, pages, { origin, siteName });
    expect(files).toEqual(
      pages.map((page) => path.join(dir, ...ogImagePath(page.path).split("/").filter(Boolean))),
    );
    expect((await readdir(path.join(dir, "og"))).sort()).toEqual([
      "cases-museum-ar.png",
      "diensten-360-video-laten-maken.png",
      "home.png",
    ]);
    for (const file of files) {
      const meta = await sharp(await readFile(file)).metadata();
      expect(meta.format).toBe("png");
      expect([meta.width, meta.height]).toEqual([1200, 630]);
      expect((await stat(file)).size).toBeLessThanOrEqual(100 * 1024);
    }
  });

  it("renders the title: different titles give different images, on the brand canvas", async () => {
    const a = await renderOgImage({ path: "/a", title: "Cases" }, { origin, siteName });
    const b = await renderOgImage({ path: "/a", title: "Contact" }, { origin, siteName });
    expect(a.equals(b)).toBe(false);
    const { data } = await sharp(a)
      .extract({ left: 0, top: 0, width: 8, height: 8 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    // Top-left corner is the near-black navy canvas (#070b1a), allowing for glow and quantisation.
    expect(data[0]).toBeLessThan(24);
    expect(data[1]).toBeLessThan(30);
    expect(data[2]).toBeLessThan(48);
    // Title text is light: the title band holds near-white pixels.
    const stats = await sharp(a).extract({ left: 80, top: 236, width: 600, height: 250 }).stats();
    expect(stats.channels[0]?.max).toBeGreaterThan(200);
  });

  it("draws its text in the site's own fonts, also on a machine without any fonts", async () => {
    const page = { path: "/diensten/x", title: "Virtual reality laten maken" };
    const here = await renderOgImage(page, { origin, siteName });
    // The same image, rendered where fontconfig knows no font at all.
    const config = path.join(dir, "fonts.conf");
    await writeFile(
      config,
      `<?xml version="1.0"?><fontconfig><cachedir>${dir}</cachedir></fontconfig>`,
    );
    const script = path.join(dir, "render.mts");
    const module = fileURLToPath(new URL("./og-images.ts", import.meta.url));
    await writeFile(
      script,
      `import { writeFileSync } from "node:fs";
import { renderOgImage } from ${JSON.stringify(module)};
writeFileSync(process.argv[2]!, await renderOgImage(${JSON.stringify(page)}, { origin: ${JSON.stringify(origin)}, siteName: ${JSON.stringify(siteName)} }));`,
    );
    const output = path.join(dir, "no-fonts.png");
    execFileSync(process.execPath, ["--import", "tsx", script, output], {
      env: { ...process.env, FONTCONFIG_FILE: config },
    });
    // The label, title and host: only hinting may differ (system fonts would leave empty boxes).
    const band = (png: Buffer) =>
      sharp(png)
        .greyscale()
        .extract({ left: 80, top: 200, width: 700, height: 360 })
        .raw()
        .toBuffer();
    const [a, b] = await Promise.all([band(here), band(await readFile(output))]);
    const meanDifference =
      a.reduce((sum, value, index) => sum + Math.abs(value - (b[index] ?? 0)), 0) / a.length;
    expect(meanDifference).toBeLessThan(3);
  });

  it("refuses two paths that would share a file and an empty title", async () => {
    await expect(
      writeOgImages(
        dir,
        [
          { path: "/a-b", title: "A" },
          { path: "/a/b", title: "B" },
        ],
        { origin, siteName },
      ),
    ).rejects.toThrow(/same file/);
    await expect(renderOgImage({ path: "/", title: "  " }, { origin, siteName })).rejects.toThrow(
      /empty title/,
    );
  });
});

describe("defaultOgLabel()", () => {
  it("labels service and case pages", () => {
    expect(defaultOgLabel("/diensten/virtual-reality-laten-maken")).toBe("Dienst");
    expect(defaultOgLabel("/cases/museum-ar")).toBe("Case");
    expect(defaultOgLabel("/diensten")).toBeUndefined();
    expect(defaultOgLabel("/")).toBeUndefined();
  });
});
