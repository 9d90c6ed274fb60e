/**
 * Every piece of text the site can show, for checking that the subset fonts
 * cover it: every string of the loaded content, plus the string literals and
 * JSX text of the modules that render (components, features, routes, root). A superset by design: class names and attribute
 * values come along, which costs nothing as they are ASCII.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadContent } from "../../app/content/load.server";
import ts from "typescript";
import { decodeHTMLStrict } from "entities/decode";

const appDir = fileURLToPath(new URL("../../app", import.meta.url));

/** Folders and files under app/ whose modules hold rendered text. */
const RENDERING_SOURCES = ["root.tsx", "components", "features", "routes"];

function sourceFiles(entry: string): string[] {
  const full = path.join(appDir, entry);
  if (/\.tsx?$/.test(entry)) return [full];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((dirent) => dirent.isFile() && /\.tsx?$/.test(dirent.name))
    .filter((dirent) => !/\.(test|spec|d)\.tsx?$/.test(dirent.name))
    .map((dirent) => path.join(dirent.parentPath, dirent.name));
}

/** String literals, template literal parts and JSX text of one module. */
export function sourceStrings(file: string, code = readFileSync(file, "utf8")): string[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, kind);
  const strings: string[] = [];
  const visit = (node: ts.Node) => {
    // JSX text keeps character references as written; React renders them decoded
    // (only complete ones, ending in `;`).
    if (ts.isJsxText(node)) strings.push(decodeHTMLStrict(node.text));
    else if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node))
      strings.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return strings;
}

function collectStrings(value: unknown, into: string[], seen: Set<object>): void {
  if (typeof value === "string") into.push(value);
  else if (value !== null && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    for (const item of Object.values(value)) collectStrings(item, into, seen);
  }
}

/** Every string of the loaded content (`content/`), run-time placeholders such as `{sector}` left out. */
export function contentStrings(): string[] {
  const strings: string[] = [];
  collectStrings(loadContent(), strings, new Set());
  return strings.map((text) => text.replace(/\{\w+\}/g, ""));
}

export function siteStrings(): string[] {
  const literals = RENDERING_SOURCES.flatMap(sourceFiles).flatMap((file) => sourceStrings(file));
  return [...contentStrings(), ...literals];
}
