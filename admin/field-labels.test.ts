import { describe, expect, it } from "vitest";
import { noFacts } from "../app/content/field-check";
import { contentRoot } from "../app/content/load.server";
import { editorConfig } from "./config";
import { editorPlace, fieldSteps, withEditorPlace } from "./field-labels";

const config = editorConfig({
  backend: { name: "test-repo" },
  root: contentRoot(),
  facts: noFacts,
});

describe("a content problem's field, in the editor's labels", () => {
  it("reads a field path as the build writes it, list positions from 1", () => {
    expect(fieldSteps("why.tiles[2].icon")).toEqual(["why", "tiles", 2, "icon"]);
    expect(fieldSteps("[3].a")).toEqual([3, "a"]);
  });

  it("names a settings file's nested field, a list item of a file that is one list, and a case", () => {
    expect(editorPlace(config, "content/site.yaml", "openingHours.closes")).toBe(
      "Instellingen › Bedrijfsgegevens › Bereikbaar › Tot",
    );
    expect(editorPlace(config, "content/faq/vr-experiences.yaml", "[2].a")).toBe(
      "Veelgestelde vragen › Vragen over virtual reality › Vraag en antwoord 2 › Antwoord",
    );
    expect(editorPlace(config, "content/process.yaml", "[4].description")).toBe(
      "Proces en logo's › Ons proces › Stappen 4 › Omschrijving",
    );
    expect(editorPlace(config, "content/cases/tu-delft.yaml", "title")).toBe(
      "Cases › tu-delft › Titel",
    );
    expect(editorPlace(config, "content/onbekend.yaml", "title")).toBeUndefined();
  });

  it("adds the editor's place to a content problem, and leaves any other problem as it is", () => {
    expect(withEditorPlace(config, "content/site.yaml: tagline: contains placeholder text")).toBe(
      "content/site.yaml: tagline: contains placeholder text (in the editor: Instellingen › Bedrijfsgegevens › Slogan)",
    );
    const media = "media/images/logo.png: the derived files are missing; run npm run media";
    expect(withEditorPlace(config, media)).toBe(media);
  });
});
