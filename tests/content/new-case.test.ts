/**
 * Adding a case takes one Markdown file and one original, then the documented
 * commands (`npm run media`, `npm run build`): in a copy of the content, the
 * new case gets its page (head tags, structured data, breadcrumb, social
 * image), its card on /cases and its sector page, a place on the home page by
 * its order, an entry in the sitemap, and search results; and the build
 * prints no warning.
 */
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMain, type ServerProcess } from "../support/server/process";
import {
  buildSiteWithLog,
  copySite,
  deriveMediaOf,
  readBuilt,
  writeCase,
  writeOriginal,
} from "../support/site-copy";

const item = {
  id: "fixture-xr-lab",
  title: "Proeflab voor mixed reality",
  sector: "Onderwijs",
  order: 5,
  banner: "images/cases/fixture-xr-lab.jpg",
} as const;

let root = "";
let buildDir = "";
let mediaLog = "";
let buildLog = { stdout: "", stderr: "" };
let server: ServerProcess | undefined;

beforeAll(async () => {
  root = copySite("new-case-");
  await writeOriginal(path.join(root, "media", item.banner), { hue: 320 });
  writeCase(root, item);
  mediaLog = await deriveMediaOf(root);
  ({ buildDir, ...buildLog } = await buildSiteWithLog(root));
  server = await startMain({
    CONTENT_ROOT: root,
    BUILD_DIR: buildDir,
    DATABASE_PATH: path.join(root, "contact.sqlite"),
  });
}, 600_000);

afterAll(() => {
  server?.child.kill("SIGKILL");
  if (root) rmSync(root, { recursive: true, force: true });
});

describe("a seventh case added as one file", () => {
  it("the media command derives only the new original's slots", () => {
    expect(mediaLog).toMatch(/Media: 2 derived .*, \d+ unchanged/);
    expect(mediaLog).toContain(`banner ${item.banner}`);
  });

  it("has its own page with head tags, structured data and a social image", () => {
    const html = readBuilt(buildDir, `cases/${item.id}.html`);
    expect(html).toContain(`<title>${item.title} | Immersa XR</title>`);
    expect(html).toContain(
      `<link rel="canonical" href="https://www.immersa-xr.nl/cases/${item.id}"/>`,
    );
    expect(html).toMatch(
      /<meta property="og:image" content="https:\/\/www\.immersa-xr\.nl\/media\/img\/fixture-xr-lab-[0-9a-f]{8}-1600\.jpg"\/>/,
    );
    expect(html).toContain(`"@type":"BreadcrumbList"`);
    expect(html).toContain(`"name":"${item.title}"`);
    expect(html).toMatch(/<img[^>]+alt="Abstracte lichtring/);
  });

  it("shares its banner as social image: the build renders no image of its own for it", () => {
    expect(existsSync(path.join(buildDir, "client", "og", `cases-${item.id}.png`))).toBe(false);
    expect(existsSync(path.join(buildDir, "client", "og", "cases.png"))).toBe(true);
  });

  it("has a card on /cases and on its sector's page, and the home page shows it by its order", () => {
    const link = `href="/cases/${item.id}"`;
    expect(readBuilt(buildDir, "cases.html")).toContain(link);
    expect(readBuilt(buildDir, "cases/sector/onderwijs.html")).toContain(link);
    expect(readBuilt(buildDir, "cases/sector/training.html")).not.toContain(link);
    const home = readBuilt(buildDir, "index.html");
    expect(home.indexOf(link)).toBeGreaterThan(-1);
    expect(home.indexOf(link)).toBeLessThan(home.indexOf('href="/cases/jeugdzorg-vr"'));
  });

  it("is in the sitemap", () => {
    expect(readBuilt(buildDir, "sitemap.xml")).toContain(
      `<loc>https://www.immersa-xr.nl/cases/${item.id}</loc>`,
    );
  });

  it("is found by the site search", async () => {
    const response = await fetch(`${server?.url ?? ""}/zoeken?q=proeflab`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toContain(`href="/cases/${item.id}"`);
  });
});

describe("the build", () => {
  it("prints no warning", () => {
    const warnings = `${buildLog.stdout}\n${buildLog.stderr}`
      .split("\n")
      .filter((line) => /warn|\(!\)|never used|cannot interpret/i.test(line));
    expect(warnings).toEqual([]);
    expect(buildLog.stderr).toBe("");
  });
});
