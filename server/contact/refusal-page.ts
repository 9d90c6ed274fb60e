/**
 * The page a contact request posted without JavaScript gets when it is
 * refused: the pre-rendered `/contact/niet-verstuurd` (`app/routes/contact-refused.tsx`),
 * in the site's layout and under the site's CSP, with the refusal's heading in
 * its title and `<h1>` and the reasons in its list. The page is taken apart
 * once, at start-up; a request only joins the parts.
 */
import { escapeUTF8 } from "entities/escape";
import { refusalReasonsId } from "../../app/lib/contact-fields";
import { attributeOf, htmlElements, type HtmlElement } from "../headers/html-tree";

export type RefusalPage = (heading: string, reasons: readonly string[]) => string;

/** Where an element's content starts and ends in the page's source. */
function contentRange(element: HtmlElement | undefined, what: string): [number, number] {
  const location = element?.sourceCodeLocation;
  if (!location?.startTag || !location.endTag) throw new Error(`it has no ${what}`);
  return [location.startTag.endOffset, location.endTag.startOffset];
}

/**
 * The page as a function of the heading and the reasons, both plain text.
 * Throws when `html` lacks a part (one `<h1>` whose text the `<title>`
 * repeats, an empty list with the reasons' id).
 */
export function refusalPageFrom(html: string): RefusalPage {
  const elements = [...htmlElements(html, { locations: true })];
  const headings = elements.filter((element) => element.tagName === "h1");
  if (headings.length !== 1) throw new Error(`it has ${headings.length} <h1> elements, not 1`);
  const [headingStart, headingEnd] = contentRange(headings[0], "<h1>");
  const [titleStart, titleEnd] = contentRange(
    elements.find((element) => element.tagName === "title"),
    "<title>",
  );
  const pageHeading = html.slice(headingStart, headingEnd);
  const inTitle = html.slice(titleStart, titleEnd).indexOf(pageHeading);
  if (pageHeading === "" || inTitle === -1) throw new Error("its <title> does not name its <h1>");
  const [listStart, listEnd] = contentRange(
    elements.find(
      (element) => element.tagName === "ul" && attributeOf(element, "id") === refusalReasonsId,
    ),
    `<ul id="${refusalReasonsId}">`,
  );
  if (listStart !== listEnd) throw new Error(`its <ul id="${refusalReasonsId}"> is not empty`);

  const headingInTitle = titleStart + inTitle;
  const starts = [
    0,
    headingInTitle,
    headingInTitle + pageHeading.length,
    headingStart,
    headingEnd,
    listStart,
  ];
  const parts = starts.map((start, index, starts) =>
    html.slice(start, starts[index + 1] ?? html.length),
  );
  return (heading, reasons) => {
    const text = escapeUTF8(heading);
    const items = reasons.map((reason) => `<li>${escapeUTF8(reason)}</li>`).join("");
    const [beforeTitle, , betweenHeadings, , beforeList, afterList] = parts;
    return `${beforeTitle}${text}${betweenHeadings}${text}${beforeList}${items}${afterList}`;
  };
}
