/**
 * A parsed HTML document's elements, read with `parse5` (an HTML parser that
 * follows the standard): what a browser makes of the text, entities decoded.
 */
import { type DefaultTreeAdapterTypes, defaultTreeAdapter as tree, parse } from "parse5";

export type HtmlElement = DefaultTreeAdapterTypes.Element;

const isTemplate = (element: HtmlElement): element is DefaultTreeAdapterTypes.Template =>
  element.nodeName === "template";

function* descendants(node: DefaultTreeAdapterTypes.ParentNode): Generator<HtmlElement> {
  for (const child of tree.getChildNodes(node)) {
    if (!tree.isElementNode(child)) continue;
    yield child;
    yield* descendants(isTemplate(child) ? tree.getTemplateContent(child) : child);
  }
}

/**
 * Every element of the document in source order, those inside `<template>`
 * too. Parsed as by a browser without scripts: the contents of `<noscript>`
 * are elements. With `locations`, each element knows where its tags stand in
 * `html` (`sourceCodeLocation`).
 */
export const htmlElements = (html: string, { locations = false } = {}): Generator<HtmlElement> =>
  descendants(parse(html, { scriptingEnabled: false, sourceCodeLocationInfo: locations }));

/** An attribute's value (decoded), undefined when the element has none. */
export const attributeOf = (element: HtmlElement, name: string): string | undefined =>
  tree.getAttrList(element).find((item) => item.name === name)?.value;

/** The text directly inside an element (a script's or style's source). */
export const textOf = (element: HtmlElement): string =>
  tree
    .getChildNodes(element)
    .map((child) => (tree.isTextNode(child) ? tree.getTextNodeContent(child) : ""))
    .join("");
