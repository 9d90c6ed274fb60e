import { describe, expect, it } from "vitest";
import { legal, pages, processSteps, services } from "~/content";
import { siteIndex } from "./site-index";

/** The headings and list points that the index strings together with the text after them. */
const headingsAndPoints = [
  ...[pages.vr.why.tiles, pages.vr.whatIs.useCases, pages.vr.results.items].flat(),
  ...pages.ar.why.tiles,
  ...pages.ar.process.steps,
  ...pages.video360.deliverables.tiles,
  ...pages.video360.approach.steps,
].map((tile) => tile.title);
const more = [
  ...processSteps.map((step) => step.title),
  ...services.flatMap((service) => service.features),
  ...[legal.terms, legal.privacy].flatMap((document) => document.sections.map((s) => s.heading)),
];

describe("the site search's index", () => {
  it("ends each heading and point with its sentence, so a snippet never runs it into the next", () => {
    const texts = siteIndex.map((entry) => entry.text);
    // A part followed by a space and a capital: the next sentence, with nothing to end this one.
    const runOn = [...headingsAndPoints, ...more].flatMap((part) => {
      const next = new RegExp(`${part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s+\\p{Lu}`, "u");
      return texts
        .map((text) => next.exec(text))
        .filter((found) => found !== null)
        .map((found) => `"${part}" in: …${found.input.slice(found.index, found.index + 80)}…`);
    });
    expect(headingsAndPoints.length).toBeGreaterThan(10);
    expect(runOn).toEqual([]);
  });
});
