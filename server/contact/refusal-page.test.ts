import { describe, expect, it } from "vitest";
import { refusalReasonsId } from "../../app/lib/contact-fields";
import { refusalPageFrom } from "./refusal-page";

const list = `<ul id="${refusalReasonsId}" class="empty:hidden"></ul>`;
const pageWith = ({
  title = "Niet verstuurd | Immersa XR",
  body = `<h1 class="x">Niet verstuurd</h1>${list}`,
}) =>
  `<!doctype html><html lang="nl"><head><title>${title}</title>` +
  `<script>window.__page = 1;</script></head><body><main>${body}<p>Bel ons.</p></main></body></html>`;

describe("refusalPageFrom", () => {
  it("puts the heading in the title and the <h1>, and each reason in the list, as text", () => {
    const fill = refusalPageFrom(pageWith({}));
    expect(fill("Even geduld, alstublieft", ["Vul uw naam in.", "<b>&"])).toBe(
      pageWith({
        title: "Even geduld, alstublieft | Immersa XR",
        body:
          `<h1 class="x">Even geduld, alstublieft</h1>` +
          `<ul id="${refusalReasonsId}" class="empty:hidden"><li>Vul uw naam in.</li><li>&lt;b&gt;&amp;</li></ul>`,
      }),
    );
  });

  it("leaves the page as it is for its own heading and no reasons", () => {
    expect(refusalPageFrom(pageWith({}))("Niet verstuurd", [])).toBe(pageWith({}));
  });

  it.each([
    ["no <h1>", pageWith({ body: list }), "it has 0 <h1> elements, not 1"],
    [
      "two",
      pageWith({ body: `<h1>Niet verstuurd</h1><h1>Twee</h1>${list}` }),
      "it has 2 <h1> elements, not 1",
    ],
    [
      "a title without the heading",
      pageWith({ title: "Contact" }),
      "its <title> does not name its <h1>",
    ],
    [
      "no list",
      pageWith({ body: "<h1>Niet verstuurd</h1><ul></ul>" }),
      `it has no <ul id="${refusalReasonsId}">`,
    ],
    [
      "a list with items",
      pageWith({ body: `<h1>Niet verstuurd</h1><ul id="${refusalReasonsId}"><li>x</li></ul>` }),
      `its <ul id="${refusalReasonsId}"> is not empty`,
    ],
  ])("refuses a page with %s", (_case, html, message) => {
    expect(() => refusalPageFrom(html)).toThrow(message);
  });
});
