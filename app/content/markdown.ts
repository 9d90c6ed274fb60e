/**
 * The Markdown the content files use: YAML front matter between `---` lines,
 * then a body of `## Heading` sections holding paragraphs (separated by a
 * blank line) and lists (lines starting with `- `). Text is plain: no inline
 * markup, which keeps every sentence safe to place anywhere (meta tags,
 * structured data, search snippets).
 */

export interface MarkdownSection {
  paragraphs: string[];
  items: string[];
}

export interface MarkdownFile {
  /** The front matter, still YAML. */
  frontMatter: string;
  /** The text before the first heading, under the key `intro`, then each `## Heading`. */
  sections: Record<string, MarkdownSection>;
  /** Headings that occur twice (the second would overwrite the first). */
  duplicateHeadings: string[];
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Splits a Markdown file; `undefined` when it does not start with front matter. */
export function parseMarkdown(source: string): MarkdownFile | undefined {
  const match = FRONT_MATTER.exec(source.replace(/^\uFEFF/, ""));
  if (!match) return undefined;
  const body = source.replace(/^\uFEFF/, "").slice(match[0].length);
  const sections: Record<string, MarkdownSection> = {};
  const duplicateHeadings: string[] = [];
  let current: MarkdownSection = { paragraphs: [], items: [] };
  let paragraph: string[] = [];
  let lastWasItem = false;

  const flush = () => {
    if (paragraph.length > 0) current.paragraphs.push(paragraph.join(" "));
    paragraph = [];
  };
  const open = (heading: string) => {
    flush();
    if (Object.hasOwn(sections, heading)) duplicateHeadings.push(heading);
    current = { paragraphs: [], items: [] };
    sections[heading] = current;
    lastWasItem = false;
  };

  open("intro");
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^##\s+(.+)$/.exec(line);
    if (heading?.[1]) {
      open(heading[1].trim());
    } else if (line === "") {
      flush();
      lastWasItem = false;
    } else if (/^[-*]\s+/.test(line)) {
      flush();
      current.items.push(line.replace(/^[-*]\s+/, ""));
      lastWasItem = true;
    } else if (lastWasItem && /^\s+/.test(raw)) {
      // An indented line continues the list item above it.
      const last = current.items.length - 1;
      current.items[last] = `${current.items[last] ?? ""} ${line}`;
    } else {
      paragraph.push(line);
      lastWasItem = false;
    }
  }
  flush();
  const intro = sections.intro;
  if (intro && intro.paragraphs.length === 0 && intro.items.length === 0) delete sections.intro;
  return { frontMatter: match[1] ?? "", sections, duplicateHeadings };
}
