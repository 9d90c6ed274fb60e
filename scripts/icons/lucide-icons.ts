/**
 * What `npm run icons` (`scripts/icons.ts`) and the icons' test share: which
 * icons the app imports, and each one's drawing as lucide-react's own
 * component renders it (its public `lucide-react/icons/<name>` module).
 */
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { JSDOM } from "jsdom";
import { type ComponentType, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { LucideIconData, LucideIconNode } from "../../app/components/ui/lucide-icon";

/** The icon modules, relative to the repository. */
export const iconsDir = "app/components/ui/icons";

const importPattern = /from "~\/components\/ui\/icons\/([a-z0-9-]+)"/g;

async function sourceFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const files = await Promise.all(
    entries.map(async (entry) => {
      const file = path.join(directory, entry.name);
      if (entry.isDirectory()) return sourceFiles(file);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
    }),
  );
  return files.flat();
}

/** The icons the app's modules (tests left out) import, by lucide's name, sorted. */
export async function usedIcons(appDir: string): Promise<string[]> {
  const names = new Set<string>();
  for (const file of await sourceFiles(appDir)) {
    const text = await readFile(file, "utf8");
    for (const [, name = ""] of text.matchAll(importPattern)) names.add(name);
  }
  return [...names].sort();
}

/** `stroke-linecap` -> `strokeLinecap`: the React prop of an SVG attribute. */
const propName = (attribute: string) =>
  attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

const isComponent = (value: unknown): value is ComponentType =>
  typeof value === "object" && value !== null && "$$typeof" in value;

/** lucide-react's own component for the icon `name` (`lucide-react/icons/<name>`). */
export async function lucideComponent(name: string): Promise<ComponentType> {
  const module: { default?: unknown } = await import(`lucide-react/icons/${name}`);
  if (!isComponent(module.default)) throw new Error(`lucide-react has no icon "${name}"`);
  return module.default;
}

/** The icon's drawing, read from the SVG lucide-react's component renders. */
export async function lucideIconData(name: string): Promise<LucideIconData> {
  const markup = renderToStaticMarkup(createElement(await lucideComponent(name)));
  const svg = JSDOM.fragment(markup).firstElementChild;
  const [lucide, own, ...aliases] = (svg?.getAttribute("class") ?? "").split(" ");
  const size = Number(/^0 0 (\d+) \1$/.exec(svg?.getAttribute("viewBox") ?? "")?.[1]);
  if (!svg || lucide !== "lucide" || own !== `lucide-${name}` || !size) {
    throw new Error(`lucide-react's "${name}" is not drawn as expected: ${markup}`);
  }
  const node = [...svg.children].map((element): LucideIconNode => [
    element.localName,
    Object.fromEntries(
      [...element.attributes].map((attribute) => [propName(attribute.name), attribute.value]),
    ),
  ]);
  return { name, aliases: aliases.map((alias) => alias.slice("lucide-".length)), size, node };
}

/** lucide-react's version, named in each icon module. */
export const lucideVersion = (): string =>
  String(createRequire(import.meta.url)("lucide-react/package.json").version);

/** The source of the icon module `icons/<name>.ts`. */
export const iconModuleSource = (name: string, data: LucideIconData) =>
  `/** lucide's "${name}" icon (lucide-react ${lucideVersion()}), written by \`npm run icons\`. */
import { lucideIcon } from "../lucide-icon";

export default lucideIcon(${JSON.stringify(data)});
`;
