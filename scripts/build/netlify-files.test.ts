import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  documentSecurityHeaders,
  editorContentSecurityPolicy,
  editorDocumentSecurityHeaders,
  noInlineSources,
  responseSecurityHeaders,
} from "../../app/lib/http-rules";
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
  const options = {
    inlineSources: noInlineSources,
    noindex: false,
    pages: ["/", "/404", "/cases", "/cases/museum-ar", "/diensten", "/diensten/vr"],
  };

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

  it("_headers: cache blocks, document headers per top-level page path and the editor's apart, the rest for all", () => {
    const text = netlifyHeaders(options);
    const blocks = new Map(
      text
        .split("\n\n")
        .slice(1)
        .map((block) => {
          const [match = "", ...lines] = block.trim().split("\n");
          return [match, lines.map((line) => line.trim())];
        }),
    );
    const lines = (headers: Readonly<Record<string, string>>) =>
      Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
    expect([...blocks.keys()]).toEqual([
      "/assets/*",
      "/admin/assets/*",
      "/fonts/*",
      "/media/*",
      "/og/*",
      "/",
      "/404/*",
      "/cases/*",
      "/diensten/*",
      "/admin/*",
      "/*",
    ]);
    expect(blocks.get("/assets/*")).toEqual(["Cache-Control: public, max-age=31536000, immutable"]);
    for (const match of ["/", "/404/*", "/cases/*", "/diensten/*"]) {
      expect(blocks.get(match)).toEqual(lines(documentSecurityHeaders(noInlineSources)));
    }
    expect(blocks.get("/admin/*")).toEqual(lines(editorDocumentSecurityHeaders()));
    expect(blocks.get("/*")).toEqual(lines(responseSecurityHeaders));
    expect(text).not.toContain("X-Robots-Tag");
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
      await writeFile(path.join(dir, "contact.html"), "<p>x</p>");
      await writeNetlifyFiles(dir, {
        CONTEXT: "deploy-preview",
        CMS_API_ROOT: "https://github.example.com",
      });
      expect(await readFile(path.join(dir, "_redirects"), "utf8")).toBe(netlifyRedirects());
      const headers = await readFile(path.join(dir, "_headers"), "utf8");
      // sha256("go()")
      expect(headers).toContain("script-src 'self' 'sha256-");
      expect(headers).toContain("X-Robots-Tag: noindex");
      expect(headers).toContain("\n/contact/*\n  Content-Security-Policy: ");
      // The editor's policy allows the Git host it was built for.
      expect(headers).toContain(
        `\n/admin/*\n  Content-Security-Policy: ${editorContentSecurityPolicy("https://github.example.com")}\n`,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("netlify.toml: build command, publish folder, Node version, the media cache plugin; the committed file is current", async () => {
    const toml = netlifyToml();
    expect(toml).toContain('[[plugins]]\n  package = "./netlify/plugins/media-cache"\n');
    expect(existsSync(path.join(repoRoot, "netlify/plugins/media-cache/manifest.yml"))).toBe(true);
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
