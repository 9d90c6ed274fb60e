import { describe, expect, it } from "vitest";
import { editorBackend, publishingOf } from "./backend";

const origin = "git@github.com:immersa-xr/website.git";

describe("the editor's backend, from the build's environment", () => {
  it("commits to the repository of the clone, on main, through GitHub's API", () => {
    expect(editorBackend({}, origin)).toEqual({
      name: "github",
      repo: "immersa-xr/website",
      branch: "main",
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
    const { backend, publish_mode } = publishingOf(editorBackend({}, origin));
    expect(publish_mode).toBe("editorial_workflow");
    expect(backend).toEqual({
      name: "github",
      repo: "immersa-xr/website",
      branch: "main",
      base_url: "https://api.netlify.com",
      auth_endpoint: "auth",
      preview_context: "deploy-preview",
      squash_merges: true,
    });
  });

  it("on the test backend, which has no pull requests, publishes on saving", () => {
    expect(publishingOf(editorBackend({ CMS_BACKEND: "test-repo" }, origin))).toEqual({
      backend: { name: "test-repo" },
      publish_mode: "simple",
    });
  });
});
