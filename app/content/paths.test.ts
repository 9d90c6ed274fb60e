import { describe, expect, it } from "vitest";
import { casesPagePath, faqAnchor, faqAnchors, sectorPath } from "./paths";

describe("casesPagePath", () => {
  it("is the listing itself for page 1, and …/pagina/<n> after it", () => {
    expect(casesPagePath(1)).toBe("/cases");
    expect(casesPagePath(2)).toBe("/cases/pagina/2");
    expect(casesPagePath(1, "3D Development")).toBe(sectorPath("3D Development"));
    expect(casesPagePath(3, "3D Development")).toBe("/cases/sector/3d-development/pagina/3");
  });
});

describe("faqAnchor", () => {
  it("makes an address fragment of the question, without accents or punctuation", () => {
    expect(faqAnchor("Welke VR-headsets heeft u nodig?")).toBe(
      "vraag-welke-vr-headsets-heeft-u-nodig",
    );
    expect(faqAnchor("Hoe lang duurt één 360°-productie?")).toBe(
      "vraag-hoe-lang-duurt-een-360-productie",
    );
  });

  it("gives a question asked twice on one page an anchor of its own", () => {
    expect(faqAnchors(["Wat kost het?", "Hoe lang duurt het?", "Wat kost het?"])).toEqual([
      "vraag-wat-kost-het",
      "vraag-hoe-lang-duurt-het",
      "vraag-wat-kost-het-2",
    ]);
  });
});
