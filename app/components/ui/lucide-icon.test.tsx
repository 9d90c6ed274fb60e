/**
 * The build renders lucide-react's icons with `lucide-icon.ts` (see
 * `vite.config.ts`); the tests run lucide's own factory. Both must give the
 * same markup for every icon the app imports, with the props the app passes.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import * as lucide from "lucide-react";
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

/** Every icon the app imports from "lucide-react". */
const usedIcons = [
  ...new Set(
    sourceFiles(appDirectory).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/import \{([^}]*)\} from "lucide-react"/g)].flatMap(
        ([, names = ""]) =>
          names
            .split(",")
            .map((name) => name.trim())
            .filter((name) => name !== "" && !name.startsWith("type ")),
      ),
    ),
  ),
].sort();

const lucideExports: Record<string, unknown> = { ...lucide };

const isIcon = (value: unknown): value is lucide.LucideIcon =>
  typeof value === "object" && value !== null && "$$typeof" in value;

const isIconData = (value: unknown): value is LucideIconData =>
  typeof value === "object" && value !== null && "name" in value && "node" in value;

/** lucide's data for an icon, from its module (named after the icon's class). */
async function iconData(markup: string): Promise<LucideIconData> {
  const name = /class="lucide lucide-([a-z0-9-]+)/.exec(markup)?.[1];
  const module: Record<string, unknown> = await import(`lucide-react/icons/${name}`);
  const data = module.__iconData;
  if (!isIconData(data)) throw new Error(`no icon data for ${name}`);
  return data;
}

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
    expect(usedIcons).toEqual(expect.arrayContaining(["ArrowRight", "Menu", "Play", "Zap"]));
  });

  for (const name of usedIcons) {
    it(`renders ${name} as lucide does`, async () => {
      const Original = lucideExports[name];
      if (!isIcon(Original)) throw new Error(`lucide-react exports no icon ${name}`);
      for (const props of propSets) {
        const expected = renderToStaticMarkup(createElement(Original, props));
        const Ours = createLucideIcon(await iconData(expected));
        expect(renderToStaticMarkup(createElement(Ours, props))).toBe(expected);
      }
    });
  }
});
