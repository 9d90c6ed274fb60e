/**
 * The small self-contained Dutch page the server writes itself for the
 * editor's sign-in window: no site styles, never indexed. `title` is text;
 * `head` and `main` are markup already escaped.
 */
import { escapeUTF8 } from "entities/escape";

export function serverPage({
  title,
  head = "",
  main,
}: {
  title: string;
  head?: string;
  main: string;
}): string {
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeUTF8(title)}</title>
${head}</head>
<body>
<main>
${main}
</main>
</body>
</html>
`;
}
