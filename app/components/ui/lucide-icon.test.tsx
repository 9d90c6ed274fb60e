/**
 * The build renders lucide-react's icons with `lucide-icon.ts` (see
 * `vite.config.ts`); the tests run lucide's own factory. Both must give the
 * same markup for every icon the app imports, with the props the app passes.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { LucideIcon } from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import createLucideIcon, { type LucideIconData } from "./lucide-icon";

const appDirectory = path.resolve(import.meta.dirname, "../..");

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every icon module the app imports (`lucide-react/icons/<name>`). */
const usedIcons = [
  ...new Set(
    sourceFiles(appDirectory).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/from "lucide-react\/icons\/([a-z0-9-]+)"/g)].map(
        ([, name = ""]) => name,
      ),
    ),
  ),
].sort();

const isIcon = (value: unknown): value is LucideIcon =>
  typeof value === "object" && value !== null && "$$typeof" in value;

const isIconData = (value: unknown): value is LucideIconData =>
  typeof value === "object" && value !== null && "name" in value && "node" in value;

/** The prop combinations the app passes. */
const propSets: Record<string, unknown>[] = [
  { "aria-hidden": "true", className: "size-5" },
  { "aria-hidden": "true", focusable: "false", strokeWidth: 1.75, className: "size-6" },
  { "aria-hidden": "true", className: "size-4  shrink-0 size-4", fill: "currentColor" },
  {},
  { role: "img", "aria-label": "Pictogram" },
];

describe("lucide-icon", () => {
  it("finds the icons the app uses", () => {
    expect(usedIcons).toEqual(expect.arrayContaining(["arrow-right", "menu", "play", "zap"]));
  });

  for (const name of usedIcons) {
    it(`renders ${name} as lucide does`, async () => {
      const module: Record<string, unknown> = await import(`lucide-react/icons/${name}`);
      const { default: Original, __iconData: data } = module;
      if (!isIcon(Original) || !isIconData(data)) throw new Error(`no lucide icon ${name}`);
      const Ours = createLucideIcon(data);
      for (const props of propSets) {
        expect(renderToStaticMarkup(createElement(Ours, props))).toBe(
          renderToStaticMarkup(createElement(Original, props)),
        );
      }
    });
  }
});
