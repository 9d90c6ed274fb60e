/**
 * Where the editor signs in, commits and publishes, from the build's
 * environment: Netlify's OAuth provider on Netlify or for `CMS_SITE_DOMAIN`,
 * else the self-hosted server's own, whose address the page adds (`main.ts`);
 * on GitHub through the editorial workflow.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { noFacts } from "../app/content/field-check";
import { editorBackend, editorSignIn, publishingOf } from "./backend";
import { editorConfig } from "./config";

const root = path.resolve(import.meta.dirname, "..");
const origin = "git@github.com:immersa-xr/website.git";
/** What every GitHub backend has besides its sign-in. */
const workflow = { preview_context: "deploy-preview", squash_merges: true };

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
    expect(editorConfig({ backend, root, facts: noFacts }).backend).toEqual({
      name: "github",
      repo: "immersa-xr/website",
      branch: "main",
      auth_endpoint: "admin/auth",
      ...workflow,
    });
  });

  it("goes to Netlify's provider for the site that holds it", () => {
    const backend = editorBackend(
      { CMS_REPO: "immersa-xr/website", CMS_SITE_DOMAIN: "immersa-xr.netlify.app" },
      undefined,
    );
    expect(editorConfig({ backend, root, facts: noFacts }).backend).toEqual({
      name: "github",
      repo: "immersa-xr/website",
      branch: "main",
      base_url: "https://api.netlify.com",
      auth_endpoint: "auth",
      site_domain: "immersa-xr.netlify.app",
      ...workflow,
    });
  });
});

describe("the editor's backend, from the build's environment", () => {
  it("commits to the repository of the clone, on main, through GitHub's API", () => {
    expect(editorBackend({}, origin)).toEqual({
      name: "github",
      repo: "immersa-xr/website",
      branch: "main",
      signIn: { via: "server" },
    });
  });

  it("follows the branch Netlify builds, but a Deploy Preview's editor keeps to the published branch", () => {
    const netlify = { REPOSITORY_URL: "https://github.com/immersa-xr/website", BRANCH: "live" };
    expect(editorBackend({ ...netlify, CONTEXT: "production" }, undefined)).toMatchObject({
      branch: "live",
    });
    // Netlify's BRANCH in a Deploy Preview is the draft's own branch.
    const preview = { ...netlify, CONTEXT: "deploy-preview", BRANCH: "cms/cases/nieuw" };
    expect(editorBackend(preview, undefined)).toMatchObject({ branch: "main" });
    expect(editorBackend({ ...preview, CMS_BRANCH: "live" }, undefined)).toMatchObject({
      branch: "live",
    });
  });

  it("talks to the Git host CMS_API_ROOT names, with GitHub Enterprise Server's layout", () => {
    const backend = editorBackend({ CMS_API_ROOT: "https://github.example.com/api/v3" }, origin);
    expect(backend).toMatchObject({ apiRoot: "https://github.example.com" });
    expect(publishingOf(backend).backend).toMatchObject({
      api_root: "https://github.example.com/api/v3",
      graphql_api_root: "https://github.example.com/api/graphql",
    });
    expect(() => editorBackend({ CMS_API_ROOT: "http://github.example.com" }, origin)).toThrow(
      "CMS_API_ROOT must start with https://",
    );
  });
});

describe("publishing from the editor", () => {
  it("on GitHub, saves a draft for review, with the preview Netlify builds of it, and squashes it on publishing", () => {
    const { backend, publish_mode } = publishingOf(editorBackend({ NETLIFY: "true" }, origin));
    expect(publish_mode).toBe("editorial_workflow");
    expect(backend).toEqual({
      name: "github",
      repo: "immersa-xr/website",
      branch: "main",
      base_url: "https://api.netlify.com",
      auth_endpoint: "auth",
      ...workflow,
    });
  });

  it("on the test backend, which has no pull requests, publishes on saving", () => {
    expect(publishingOf(editorBackend({ CMS_BACKEND: "test-repo" }, origin))).toEqual({
      backend: { name: "test-repo" },
      publish_mode: "simple",
    });
  });
});
