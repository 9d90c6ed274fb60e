/**
 * Hashes of the inline code in HTML, for the Content-Security-Policy
 * (`contentSecurityPolicy` in `app/lib/http-rules.ts`).
 *
 * The HTML is read with `parse5` (`html-tree.ts`), so the text hashed is the
 * text the browser hashes: entities in attributes decoded, line ends
 * normalised, comments and text that looks like a tag ignored. The style
 * attributes inside `<noscript>` count too.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { editorFolder, type InlineSources } from "../../app/lib/http-rules";
import { attributeOf, htmlElements, textOf } from "./html-tree";
import { listFiles } from "../static";

/** `'sha256-…'`: the CSP source of exactly this text (UTF-8). */
export function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** `type` values that make a script run (anything else is a data block). */
const executableTypes = new Set([
  "",
  "module",
  "importmap",
  "speculationrules",
  "text/javascript",
  "application/javascript",
  "application/ecmascript",
  "application/x-javascript",
  "text/ecmascript",
]);

/** The hash sources of one HTML document's inline scripts, styles and style attributes. */
export function inlineSourcesOf(html: string): InlineSources {
  const scripts: string[] = [];
  const styles: string[] = [];
  const styleAttributes: string[] = [];

  for (const element of htmlElements(html)) {
    const style = attributeOf(element, "style");
    if (style !== undefined) styleAttributes.push(sha256Source(style));
    if (element.nodeName === "style") styles.push(sha256Source(textOf(element)));
    if (element.nodeName !== "script" || attributeOf(element, "src") !== undefined) continue;
    const type = (attributeOf(element, "type") ?? "").trim().toLowerCase();
    if (executableTypes.has(type)) scripts.push(sha256Source(textOf(element)));
  }
  return mergeInlineSources([{ scripts, styles, styleAttributes }]);
}

/** The union of several documents' sources, sorted, so the policy is stable between builds. */
export function mergeInlineSources(list: Iterable<InlineSources>): InlineSources {
  const all = [...list];
  const union = (key: keyof InlineSources) => [...new Set(all.flatMap((item) => item[key]))].sort();
  return {
    scripts: union("scripts"),
    styles: union("styles"),
    styleAttributes: union("styleAttributes"),
  };
}

/**
 * The inline sources of every HTML file of a client build: what the one
 * site-wide policy must allow. The server computes it at start-up and the
 * build for Netlify's `_headers`, from the same files with this function.
 */
export async function siteInlineSources(clientDir: string): Promise<InlineSources> {
  // The editor's document has a policy of its own (`editorContentSecurityPolicy`).
  const files = (await listFiles(clientDir)).filter(
    (file) => file.endsWith(".html") && !file.startsWith(`${editorFolder}/`),
  );
  const sources = await Promise.all(
    files.map(async (file) => inlineSourcesOf(await readFile(path.join(clientDir, file), "utf8"))),
  );
  return mergeInlineSources(sources);
}
