import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inlineSourcesOf, mergeInlineSources, sha256Source, siteInlineSources } from "./csp";

const hash = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineSourcesOf", () => {
  it("hashes inline scripts exactly as written, and skips external scripts and data blocks", () => {
    const html = [
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script>window.__ctx = {"a":"\\u003c/script>"};</script>',
      '<script type="module" async="">import "/assets/x.js";</script>',
      '<script src="/assets/app.js"></script>',
      '<script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>',
      '<script type="importmap">{"imports":{}}</script>',
      '<script data-src="x">dataSrc()</script>',
    ].join("");
    expect(inlineSourcesOf(html).scripts).toEqual(
      [
        hash('window.__ctx = {"a":"\\u003c/script>"};'),
        hash('import "/assets/x.js";'),
        hash("requestAnimationFrame(function(){$RT=performance.now()});"),
        hash('{"imports":{}}'),
        hash("dataSrc()"),
      ].sort(),
    );
  });

  it("hashes style attributes as the browser reads them (entities decoded), not text that looks like one", () => {
    const html =
      '<div style="min-height:420px"></div><span class="x" style="font-family:&quot;Inter&quot;">' +
      "style=&quot;color:red&quot;</span><script>x = '<b style=\"color:red\">'</script>" +
      "<!-- <i style=\"color:blue\"></i> --><p STYLE='transition-delay:0.1s'></p>" +
      "<b style=\"--mark:'&hearts;&#x1F600;&#128;'\"></b>";
    expect(inlineSourcesOf(html).styleAttributes).toEqual(
      [
        hash("min-height:420px"),
        hash('font-family:"Inter"'),
        hash("transition-delay:0.1s"),
        // Any named reference; a code point as HTML maps it (128 is the euro sign).
        hash("--mark:'♥😀€'"),
      ].sort(),
    );
  });

  it("hashes what the browser parses: line ends normalised, no tags inside comments or text", () => {
    const html =
      "<script>first();\r\nsecond();</script><!-- <script>commented()</script> -->" +
      '<textarea><b style="color:red"></b></textarea><noscript><p style="color:blue"></p></noscript>';
    expect(inlineSourcesOf(html)).toEqual({
      scripts: [hash("first();\nsecond();")],
      styles: [],
      styleAttributes: [hash("color:blue")],
    });
  });

  it("hashes inline style elements", () => {
    expect(inlineSourcesOf("<style>body{margin:0}</style>").styles).toEqual([
      hash("body{margin:0}"),
    ]);
  });

  it("merges without duplicates, sorted", () => {
    const a = { scripts: [sha256Source("b"), sha256Source("a")], styles: [], styleAttributes: [] };
    const b = { scripts: [sha256Source("a")], styles: [], styleAttributes: [sha256Source("c")] };
    expect(mergeInlineSources([a, b])).toEqual({
      scripts: [sha256Source("a"), sha256Source("b")].sort(),
      styles: [],
      styleAttributes: [sha256Source("c")],
    });
  });

  it("siteInlineSources covers every HTML file of a build, nested ones too", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "csp-"));
    try {
      await mkdir(path.join(dir, "cases"));
      await writeFile(path.join(dir, "index.html"), "<script>home()</script>");
      await writeFile(path.join(dir, "cases/museum-ar.html"), "<script>museum()</script>");
      await writeFile(path.join(dir, "app.js"), "<script>notHtml()</script>");
      expect((await siteInlineSources(dir)).scripts).toEqual(
        [hash("home()"), hash("museum()")].sort(),
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
