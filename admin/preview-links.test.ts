import { describe, expect, it } from "vitest";
import { noFacts } from "../app/content/field-check";
import { contentRoot } from "../app/content/load.server";
import routes from "../app/routes";
import { editorConfig } from "./config";
import { previewPaths } from "./preview-links";

const config = editorConfig({
  backend: { name: "test-repo" },
  root: contentRoot(),
  facts: noFacts,
  siteUrl: "https://www.immersa-xr.nl",
});

/** The route table's addresses, parameters and all (`/cases/:id`); the not-found route left out. */
const routePatterns = routes.flatMap(({ path }) =>
  path === undefined || path === "*"
    ? []
    : [new RegExp(`^/${path === "/" ? "" : path.replace(/:\w+/g, "[^/]+")}$`)],
);

describe("the editor's links to an entry's page", () => {
  it("lead to pages the site has, the case's own for a case", () => {
    const links = Object.values(previewPaths).flatMap((value) =>
      typeof value === "string" ? [value] : Object.values(value),
    );
    for (const link of links) {
      const page = (link.split("#")[0] ?? "").replace("{{slug}}", "museum-ar");
      expect(
        routePatterns.some((pattern) => pattern.test(page)),
        link,
      ).toBe(true);
    }
  });

  it("are set on every collection and file but the not-found pages, below the live site's address", () => {
    expect(config.site_url).toBe("https://www.immersa-xr.nl");
    const unlinked = config.collections.flatMap((collection) =>
      "files" in collection
        ? collection.files.flatMap((file) =>
            "preview_path" in file ? [] : [`${collection.name}/${file.name}`],
          )
        : collection.preview_path
          ? []
          : [collection.name],
    );
    expect(unlinked).toEqual(["pages/notFound", "pages/caseNotFound"]);
  });
});
