import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderRobots, writeRobots } from "./robots";
import { renderSitemap, writeSitemap } from "./sitemap";

const origin = "https://www.example.nl";
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "sitemap-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe("renderSitemap()", () => {
  it("lists absolute canonical URLs with content lastmod, without noindex pages", () => {
    const xml = renderSitemap(
      [
        { path: "/", lastmod: "2025-04-01" },
        { path: "/diensten/" },
        { path: "/cases/museum-ar", lastmod: "2025-03-01" },
        { path: "/cases/tu-delft", lastmod: new Date("2024-11-05T10:00:00Z") },
        { path: "/zoeken", noindex: true },
        { path: "/404", noindex: true },
      ],
      origin,
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(locs(xml)).toEqual([
      `${origin}/`,
      `${origin}/diensten`,
      `${origin}/cases/museum-ar`,
      `${origin}/cases/tu-delft`,
    ]);
    expect(xml).toContain(
      `<loc>${origin}/cases/museum-ar</loc>\n    <lastmod>2025-03-01</lastmod>`,
    );
    expect(xml).toContain("<lastmod>2024-11-05</lastmod>");
    expect(xml).toContain(`<loc>${origin}/diensten</loc>\n  </url>`);
    expect(xml).not.toContain("zoeken");
    expect(xml).not.toContain("404");
  });

  it("lists a URL once, with its latest lastmod", () => {
    const xml = renderSitemap(
      [
        { path: "/cases", lastmod: "2025-01-01" },
        { path: "/cases/", lastmod: "2025-02-01" },
        { path: "/cases", lastmod: "2024-12-01" },
      ],
      origin,
    );
    expect(locs(xml)).toEqual([`${origin}/cases`]);
    expect(xml).toContain("<lastmod>2025-02-01</lastmod>");
  });

  it("escapes XML and rejects a lastmod that is not a date", () => {
    expect(renderSitemap([{ path: "/a&b" }], origin)).toContain(`<loc>${origin}/a&amp;b</loc>`);
    expect(() => renderSitemap([{ path: "/x", lastmod: "maart 2025" }], origin)).toThrow(/\/x/);
    expect(() => renderSitemap([{ path: "/x", noindex: true }], origin)).toThrow(/no indexable/);
  });
});

describe("writeSitemap() and writeRobots()", () => {
  it("write sitemap.xml and robots.txt into the client folder", async () => {
    const sitemapFile = await writeSitemap(dir, [{ path: "/", lastmod: "2025-04-01" }], { origin });
    const robotsFile = await writeRobots(dir, { origin });
    expect(sitemapFile).toBe(path.join(dir, "sitemap.xml"));
    expect(locs(await readFile(sitemapFile, "utf8"))).toEqual([`${origin}/`]);
    expect(await readFile(robotsFile, "utf8")).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
    );
  });

  it("robots.txt names the sitemap absolutely and disallows nothing", () => {
    const robots = renderRobots(origin);
    expect(robots).toMatch(/^Sitemap: https:\/\/www\.example\.nl\/sitemap\.xml$/m);
    expect(robots).not.toMatch(/^Disallow:\s*\S/m);
  });
});
