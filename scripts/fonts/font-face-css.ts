/** Reads and updates the self-hosted `@font-face` rules in app/app.css. */

export interface FontFaceRule {
  family: string;
  /** File name under /fonts/ from the `src` url. */
  file: string;
  fontWeight: string;
  unicodeRange: string;
}

const RULE = /@font-face\s*\{([^}]*)\}/g;

function declaration(body: string, property: string): string | undefined {
  const match = new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;]+);`).exec(body);
  return match?.[1]?.replace(/\s+/g, " ").trim();
}

/** The `@font-face` rules whose `src` is a file under /fonts/ (the local() fallbacks are skipped). */
export function selfHostedFontFaces(css: string): FontFaceRule[] {
  return [...css.matchAll(RULE)].flatMap(([, body = ""]) => {
    const file = /url\(\s*["']?\/fonts\/([^"')]+)["']?\s*\)/.exec(body)?.[1];
    if (!file) return [];
    return [
      {
        family: (declaration(body, "font-family") ?? "").replace(/["']/g, ""),
        file,
        fontWeight: declaration(body, "font-weight") ?? "",
        unicodeRange: declaration(body, "unicode-range") ?? "",
      },
    ];
  });
}

/**
 * Sets `font-weight` and `unicode-range` in the `@font-face` rule that loads
 * /fonts/<file>. Throws when there is no such rule or it lacks either declaration.
 */
export function updateFontFace(
  css: string,
  file: string,
  values: { fontWeight: string; unicodeRange: string },
): string {
  let found = false;
  const updated = css.replace(RULE, (rule: string, body: string) => {
    if (!body.includes(`/fonts/${file}`)) return rule;
    found = true;
    let next = body;
    const declarations = { "font-weight": values.fontWeight, "unicode-range": values.unicodeRange };
    for (const [property, value] of Object.entries(declarations)) {
      const pattern = new RegExp(`(^|;)(\\s*)${property}\\s*:[^;]+;`);
      if (!pattern.test(next))
        throw new Error(`The @font-face rule for ${file} has no ${property}.`);
      next = next.replace(pattern, `$1$2${property}: ${value};`);
    }
    return `@font-face {${next}}`;
  });
  if (!found) throw new Error(`No @font-face rule loads /fonts/${file}; add one to app/app.css.`);
  return updated;
}
