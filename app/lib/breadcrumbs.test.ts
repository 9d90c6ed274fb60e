import { describe, expect, it } from "vitest";
import { breadcrumbFor } from "./breadcrumbs";
import { paths } from "../content/paths";

describe("breadcrumbFor", () => {
  it("builds the trail of a nested service page", () => {
    expect(breadcrumbFor(paths.vr)).toEqual([
      { name: "Home", path: "/" },
      { name: "Diensten", path: "/diensten" },
      { name: "Virtual reality", path: paths.vr },
    ]);
  });

  it("names the last crumb of a case page after the case", () => {
    expect(breadcrumbFor("/cases/museum-ar", "Kunst in uw eigen ruimte").at(-1)).toEqual({
      name: "Kunst in uw eigen ruimte",
      path: "/cases/museum-ar",
    });
  });

  it("refuses a path it has no name for", () => {
    expect(() => breadcrumbFor("/onbekend")).toThrow(/onbekend/);
  });
});
