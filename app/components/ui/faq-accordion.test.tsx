// @vitest-environment jsdom
/**
 * FAQ accordion (the site's rules): native <details>, so the
 * answers stay in the HTML when closed. "single" mode (VR and AR pages) starts
 * closed and shares one `name`, which makes the browser keep at most one item
 * open; "all" mode (360° page) renders every item open and independent.
 */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { FaqItem } from "~/content/schema";
import { faqAnchor } from "~/content/paths";
import { FaqAccordion } from "./faq-accordion";

const items: readonly FaqItem[] = [
  { q: "Wat kost een project?", a: "Dat hangt af van de omvang; u krijgt vooraf een vaste prijs." },
  { q: "Hoe lang duurt het?", a: "Een eerste versie staat meestal binnen enkele weken." },
  { q: "Hoe beginnen wij?", a: "Met een gratis adviesgesprek van 15 minuten." },
];

afterEach(cleanup);

/** The <details> element of each question, in order. */
function detailsElements(): HTMLDetailsElement[] {
  return items.map((item) => {
    const details = screen.getByRole("heading", { name: item.q, level: 3 }).closest("details");
    if (!details) throw new Error(`no <details> around "${item.q}"`);
    return details;
  });
}

describe("FaqAccordion in single mode", () => {
  it("starts with every item closed, answers present in the HTML", () => {
    const { container } = render(<FaqAccordion items={items} mode="single" name="faq-vr" />);
    for (const details of detailsElements()) expect(details.open).toBe(false);
    for (const item of items) expect(container).toHaveTextContent(item.a);
  });

  it("gives every item the same name, so the browser opens one at a time", () => {
    render(<FaqAccordion items={items} mode="single" name="faq-vr" />);
    const names = detailsElements().map((details) => details.getAttribute("name"));
    expect(names).toEqual(["faq-vr", "faq-vr", "faq-vr"]);
  });

  it("gives each answer its question's anchor, for links from the site search", () => {
    render(<FaqAccordion items={items} mode="single" name="faq-vr" />);
    for (const item of items) {
      expect(screen.getByText(item.a)).toHaveAttribute("id", faqAnchor(item.q));
    }
  });

  it("puts the question in the summary, the part the visitor clicks", () => {
    render(<FaqAccordion items={items} mode="single" name="faq-vr" />);
    for (const details of detailsElements()) {
      const summary = details.querySelector(":scope > summary");
      expect(summary).not.toBeNull();
      expect(summary?.querySelector("h3")).not.toBeNull();
    }
  });

  it("opens an item when its summary is clicked and closes it on a second click", () => {
    render(<FaqAccordion items={items} mode="single" name="faq-vr" />);
    const [first] = detailsElements();
    const summary = first?.querySelector("summary");
    if (!first || !summary) throw new Error("missing first item");
    fireEvent.click(summary);
    expect(first.open).toBe(true);
    fireEvent.click(summary);
    expect(first.open).toBe(false);
  });
});

describe("FaqAccordion in all mode", () => {
  it("renders every item open and without a shared name", () => {
    const { container } = render(<FaqAccordion items={items} mode="all" name="faq-360" />);
    for (const details of detailsElements()) {
      expect(details.open).toBe(true);
      expect(details).not.toHaveAttribute("name");
    }
    for (const item of items) expect(container).toHaveTextContent(item.a);
  });
});
