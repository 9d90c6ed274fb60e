/**
 * Which sign-in the editor is built with: Netlify's OAuth provider on Netlify
 * or for `CMS_SITE_DOMAIN`, else the self-hosted server's own, whose address
 * the page adds (`main.ts`).
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { editorBackend, editorSignIn } from "./backend";
import { editorConfig } from "./config";

const root = path.resolve(import.meta.dirname, "..");

describe("the editor's sign-in", () => {
  it.each<[string, NodeJS.ProcessEnv, ReturnType<typeof editorSignIn>]>([
    ["a self-hosted build", {}, { via: "server" }],
    [
      "a self-hosted build with the server's OAuth app in its environment",
      { CMS_GITHUB_CLIENT_ID: "Ov23li", CMS_GITHUB_CLIENT_SECRET: "s3cret" },
      { via: "server" },
    ],
    ["a build on Netlify", { NETLIFY: "true" }, { via: "netlify" }],
    [
      "a build that names a Netlify site",
      { CMS_SITE_DOMAIN: " immersa-xr.netlify.app " },
      { via: "netlify", siteDomain: "immersa-xr.netlify.app" },
    ],
  ])("%s", (_case, env, signIn) => {
    expect(editorSignIn(env)).toEqual(signIn);
  });

  it("goes to the server's own handshake below the editor, with no address of its own", () => {
    const backend = editorBackend({ CMS_REPO: "immersa-xr/website" }, undefined);
    expect(editorConfig({ backend, root, siteName: "Immersa XR" }).backend).toEqual({
      name: "github",
      repo: "immersa-xr/website",
      branch: "main",
      auth_endpoint: "admin/auth",
    });
  });

  it("goes to Netlify's provider for the site that holds it", () => {
    const backend = editorBackend(
      { CMS_REPO: "immersa-xr/website", CMS_SITE_DOMAIN: "immersa-xr.netlify.app" },
      undefined,
    );
    expect(editorConfig({ backend, root, siteName: "Immersa XR" }).backend).toEqual({
      name: "github",
      repo: "immersa-xr/website",
      branch: "main",
      base_url: "https://api.netlify.com",
      auth_endpoint: "auth",
      site_domain: "immersa-xr.netlify.app",
    });
  });
});
