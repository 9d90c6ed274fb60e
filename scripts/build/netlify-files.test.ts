import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { noInlineSources, securityHeadersFor } from "../../app/lib/http-rules";
import { repoRoot } from "../../tests/support/server/process";
import {
  netlifyHeaders,
  netlifyRedirects,
  netlifyToml,
  publishedModels,
  writeNetlifyFiles,
  writeNetlifyToml,
} from "./netlify-files";

describe("Netlify files from the same rules", () => {
  const options = { inlineSources: noInlineSources, noindex: false };

  it("_redirects: forced 301s, forced 404 for the not-found pages, shadowable 404s for unknown cases and sectors", () => {
    const lines = netlifyRedirects()
      .split("\n")
      .filter((line) => line && !line.startsWith("#"));
    expect(lines).toEqual([
      "/services  /diensten  301!",
      "/cases/pagina/1  /cases  301!",
      "/cases/sector/training/pagina/1  /cases/sector/training  301!",
      "/cases/sector/marketing/pagina/1  /cases/sector/marketing  301!",
      "/cases/sector/onderwijs/pagina/1  /cases/sector/onderwijs  301!",
      "/cases/sector/3d-development/pagina/1  /cases/sector/3d-development  301!",
      "/cases/sector/amusement/pagina/1  /cases/sector/amusement  301!",
      "/404  /404.html  404!",
      "/cases/niet-gevonden  /cases/niet-gevonden.html  404!",
      "/cases/sector/*  /404.html  404",
      "/cases/pagina/*  /404.html  404",
      "/cases/*  /cases/niet-gevonden.html  404",
    ]);
  });

  it("_headers: cache blocks that do not overlap, all security headers (document ones too) for all", () => {
    const text = netlifyHeaders(options);
    const everything = `\n${text.split("\n/*\n")[1] ?? ""}`;
    for (const [name, value] of Object.entries(securityHeadersFor(noInlineSources))) {
      expect(everything).toContain(`\n  ${name}: ${value}\n`);
    }
    expect(text).toContain("/assets/*\n  Cache-Control: public, max-age=31536000, immutable");
    expect(text).toContain("/*\n  Content-Security-Policy: default-src 'self'; ");
    expect(text).toContain("  X-Content-Type-Options: nosniff\n");
    expect(text).not.toContain("X-Robots-Tag");
    // Netlify joins a header that two matching blocks set; Cache-Control is never under /*.
    expect(text.split("\n/*\n")[1] ?? "Cache-Control").not.toContain("Cache-Control");
  });

  it("_headers types each published 3D model, which a path pattern cannot select by extension", async () => {
    const text = netlifyHeaders({
      ...options,
      models: ["/media/models/headset.glb", "/media/models/headset.usdz"],
    });
    expect(text).toContain("\n/media/models/headset.glb\n  Content-Type: model/gltf-binary\n");
    expect(text).toContain("\n/media/models/headset.usdz\n  Content-Type: model/vnd.usdz+zip\n");
    const dir = await mkdtemp(path.join(os.tmpdir(), "netlify-models-"));
    try {
      await mkdir(path.join(dir, "media", "models"), { recursive: true });
      for (const file of ["headset.usdz", "headset.glb", "notes.txt"]) {
        await writeFile(path.join(dir, "media", "models", file), "");
      }
      expect(await publishedModels(dir)).toEqual([
        "/media/models/headset.glb",
        "/media/models/headset.usdz",
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("_headers of a deploy preview or branch deploy forbid indexing", () => {
    expect(netlifyHeaders({ ...options, noindex: true })).toContain("  X-Robots-Tag: noindex\n");
  });

  it("writeNetlifyFiles writes both into the client directory, with the pages' hashes", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "netlify-"));
    try {
      await writeFile(path.join(dir, "index.html"), "<p>x</p><script>go()</script>");
      await writeNetlifyFiles(dir, { CONTEXT: "deploy-preview" });
      expect(await readFile(path.join(dir, "_redirects"), "utf8")).toBe(netlifyRedirects());
      const headers = await readFile(path.join(dir, "_headers"), "utf8");
      // sha256("go()")
      expect(headers).toContain("script-src 'self' 'sha256-");
      expect(headers).toContain("X-Robots-Tag: noindex");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("netlify.toml: build command, publish folder, Node version; the committed file is current", async () => {
    const toml = netlifyToml();
    expect(toml).toContain('command = "npm run build"');
    expect(toml).toContain('publish = "build/client"');
    expect(toml).toMatch(/NODE_VERSION = "\d+"/);
    expect(toml).toContain("pretty_urls = true");
    const committed = await readFile(path.join(repoRoot, "netlify.toml"), "utf8").catch(() => "");
    expect(committed, "netlify.toml is stale: run `npm run build` and commit it").toBe(toml);
  });

  it("writeNetlifyToml writes only when the file differs", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "toml-"));
    try {
      expect(await writeNetlifyToml(dir)).toBe(true);
      expect(await writeNetlifyToml(dir)).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
