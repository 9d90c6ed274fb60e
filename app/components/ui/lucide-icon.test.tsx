/**
 * The icon modules in `icons/` (written by `npm run icons`) are exactly the
 * icons the app imports, and each draws what lucide-react's own component
 * for that icon draws, with every prop combination the app passes. After an
 * update of lucide-react, a failure here means: run `npm run icons`.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { iconsDir, lucideComponent, usedIcons } from "../../../scripts/icons/lucide-icons";
import type { LucideIcon } from "./lucide-icon";

const root = path.resolve(import.meta.dirname, "../../..");

const used = await usedIcons(path.join(root, "app"));
const written = (await readdir(path.join(root, iconsDir)))
  .filter((file) => file.endsWith(".ts"))
  .map((file) => path.basename(file, ".ts"))
  .sort();

const isIcon = (value: unknown): value is LucideIcon =>
  typeof value === "object" && value !== null && "$$typeof" in value;

/** The prop combinations the app passes. */
const propSets: Record<string, unknown>[] = [
  { "aria-hidden": "true", className: "size-5" },
  { "aria-hidden": "true", focusable: "false", strokeWidth: 1.75, className: "size-6" },
  { "aria-hidden": "true", className: "size-4  shrink-0 size-4", fill: "currentColor" },
  {},
  { role: "img", "aria-label": "Pictogram" },
];

describe("the line icons", () => {
  it("finds the icons the app uses", () => {
    expect(used).toEqual(expect.arrayContaining(["arrow-right", "menu", "play", "zap"]));
  });

  it("has a module for each icon the app imports, and none it does not (npm run icons)", () => {
    expect(written).toEqual(used);
  });

  for (const name of written) {
    it(`draws ${name} as lucide-react does`, async () => {
      const module: { default?: unknown } = await import(`./icons/${name}.ts`);
      if (!isIcon(module.default)) throw new Error(`icons/${name}.ts exports no icon`);
      const ours = module.default;
      const lucide = await lucideComponent(name);
      for (const props of propSets) {
        expect(renderToStaticMarkup(createElement(ours, props))).toBe(
          renderToStaticMarkup(createElement(lucide, props)),
        );
      }
    });
  }
});
