/**
 * The header and footer draw the brand mark inline: it must stay the same
 * drawing as public/icon.svg (the favicon and the Organization logo), and two
 * marks on one page must not share the ids their gradients are referenced by.
 */
import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, it } from "vitest";
import { BrandLink } from "./brand-link";

function render(element: React.ReactNode): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

/**
 * The inner drawing of an <svg>: empty elements self-closed (React writes
 * `<stop …></stop>`), gradient ids renamed in order of appearance.
 */
function drawing(svg: string): string {
  const inner = svg
    .replace(/^<svg[^>]*>|<\/svg>$/g, "")
    .replace(/<(\w+)([^>]*)><\/\1>/g, "<$1$2/>");
  const ids = [...inner.matchAll(/ id="([^"]+)"/g)].map((match) => match[1] ?? "");
  return ids.reduce(
    (text, id, index) =>
      text.replaceAll(`"${id}"`, `"id${index}"`).replaceAll(`#${id})`, `#id${index})`),
    inner,
  );
}

it("draws public/icon.svg", () => {
  const icon = readFileSync(new URL("../../../public/icon.svg", import.meta.url), "utf8");
  const svg = /<svg[\s\S]*<\/svg>/.exec(render(<BrandLink />))?.[0] ?? "";
  expect(svg).toContain('aria-hidden="true"');
  expect(drawing(svg)).toBe(drawing(icon));
});

it("gives each mark on a page its own gradient ids", () => {
  const html = render(
    <>
      <BrandLink />
      <BrandLink />
    </>,
  );
  const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
  expect(ids).toHaveLength(4);
  expect(new Set(ids).size).toBe(4);
});
