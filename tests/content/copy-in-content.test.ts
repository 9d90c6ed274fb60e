/**
 * Every sentence a visitor can see lives in `content/`: the code that renders
 * pages and the server that answers visitors hold no Dutch text of their own.
 * Strings and JSX text of those modules are checked for common Dutch words;
 * labels, headings and messages must come from the content instead. The
 * operator's command line (`server/cli/`) speaks to the agency's staff, not
 * to visitors, and is left out.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sourceStrings } from "../../scripts/fonts/site-text";
import { repository } from "../support/site-copy";

/** Words that mark a Dutch phrase; none is a class name, identifier or English word in this code. */
const DUTCH =
  /(^|[\s"'“(])(de|het|een|van|voor|met|uw|naar|niet|wij|op|zijn|deze|uit|bij|om|aan|ook|nog|wordt|laten|pauzeer|pauzeren|afspelen|speel|bekijk|sluit|volgende|vorige|toon|veld|leeg|pagina|vernieuw|opnieuw|automatisch|inhoud|menu|zoeken|stap)(?=$|[\s"'”).,:;!?])/i;

const sources = [
  "app/components",
  "app/features",
  "app/routes",
  "app/root.tsx",
  "app/lib",
  "server",
];

function files(entry: string): string[] {
  const full = path.join(repository, entry);
  if (/\.tsx?$/.test(entry)) return [full];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile() && /\.tsx?$/.test(dirent.name))
    .filter((dirent) => !/\.(test|spec|d)\.tsx?$/.test(dirent.name))
    .filter((dirent) => !/[/\\]cli$/.test(dirent.parentPath))
    .map((dirent) => path.join(dirent.parentPath, dirent.name));
}

describe("no visitor text outside content/", () => {
  it.each(sources)("%s", (entry) => {
    const found = files(entry).flatMap((file) =>
      sourceStrings(file)
        // Ids and anchors ("inhoud", "proces") are names, not text.
        .filter((text) => !/^[a-z0-9-]+$/.test(text) && DUTCH.test(text))
        .map((text) => `${path.relative(repository, file)}: ${JSON.stringify(text)}`),
    );
    expect(found).toEqual([]);
  });

  it("the check recognises a Dutch label", () => {
    expect(DUTCH.test("Pauzeer de achtergrondvideo")).toBe(true);
    expect(DUTCH.test("flex items-center gap-2")).toBe(false);
  });
});
