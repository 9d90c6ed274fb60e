/**
 * Hashes of the inline code in HTML, for the Content-Security-Policy
 * (`contentSecurityPolicy` in `app/lib/http-rules.ts`).
 *
 * The HTML comes from React's serializer, which escapes `<`, `>`, `&`, `"`
 * and `'` in text and attribute values and `</script` inside scripts. That
 * makes the simple scanning here exact for our pages; it is not a general
 * HTML parser.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { decodeHTMLAttribute } from "entities/decode";
import { editorFolder, type InlineSources } from "../app/lib/http-rules";
import { listFiles } from "./static";

/** `'sha256-…'`: the CSP source of exactly this text (UTF-8). */
export function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const stylePattern = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const commentPattern = /<!--[\s\S]*?-->/g;
const tagPattern = /<[a-zA-Z][^\s/>]*(\s[^>]*)?>/g;
const styleAttributePattern = /(?:^|\s)style\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;
const attributePattern = (name: string) =>
  new RegExp(
    `(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+)))?(?=\\s|/|$)`,
    "i",
  );

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

function attribute(attributes: string, name: string): string | undefined {
  const match = attributePattern(name).exec(attributes);
  if (!match) return undefined;
  return decodeHTMLAttribute(match[1] ?? match[2] ?? match[3] ?? "");
}

/** The hash sources of one HTML document's inline scripts, styles and style attributes. */
export function inlineSourcesOf(html: string): InlineSources {
  const scripts: string[] = [];
  const styles: string[] = [];
  const styleAttributes: string[] = [];

  for (const match of html.matchAll(scriptPattern)) {
    const attributes = match[1] ?? "";
    if (attribute(attributes, "src") !== undefined) continue;
    const type = (attribute(attributes, "type") ?? "").trim().toLowerCase();
    if (!executableTypes.has(type)) continue;
    scripts.push(sha256Source(match[2] ?? ""));
  }
  for (const match of html.matchAll(stylePattern)) styles.push(sha256Source(match[1] ?? ""));

  const markup = html
    .replace(scriptPattern, "")
    .replace(stylePattern, "")
    .replace(commentPattern, "");
  for (const match of markup.matchAll(tagPattern)) {
    const style = styleAttributePattern.exec(match[1] ?? "");
    if (style)
      styleAttributes.push(
        sha256Source(decodeHTMLAttribute(style[1] ?? style[2] ?? style[3] ?? "")),
      );
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
