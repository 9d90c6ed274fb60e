import { describe, expect, it } from "vitest";
import { casesPagePath, sectorPath } from "./paths";

describe("casesPagePath", () => {
  it("is the listing itself for page 1, and …/pagina/<n> after it", () => {
    expect(casesPagePath(1)).toBe("/cases");
    expect(casesPagePath(2)).toBe("/cases/pagina/2");
    expect(casesPagePath(1, "3D Development")).toBe(sectorPath("3D Development"));
    expect(casesPagePath(3, "3D Development")).toBe("/cases/sector/3d-development/pagina/3");
  });
});
