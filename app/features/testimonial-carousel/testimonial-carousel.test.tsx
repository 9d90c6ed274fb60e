// @vitest-environment jsdom
/**
 * The carousel rules and the product decisions, with three items (the site
 * has one): the server's HTML moved by the plain script of
 * `features/testimonial-carousel/testimonial-carousel.enhancement.ts`: 5000 ms auto-advance,
 * wraparound both ways, dots, pause while hovered or focused, a pause button,
 * no rotation under reduced motion; and `Testimonials`: a plain quote without
 * controls for a single item, the carousel for several.
 */
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "../../../tests/support/match-media";
import { ui } from "~/content";
import type { Testimonial } from "~/content/schema";
import {
  CAROUSEL_INTERVAL_MS,
  moveCarouselsOnPress,
  rotateCarousels,
} from "./testimonial-carousel.enhancement";
import { TestimonialCarousel } from "./testimonial-carousel";
import { Testimonials } from "./testimonials";

const portrait = { name: "testimonial-portrait", width: 240, height: 240, alt: "" };

const items: readonly Testimonial[] = [
  {
    id: "een",
    order: 1,
    quote: "Eerste ervaring.",
    author: "Anna",
    company: "Alfa",
    image: portrait,
  },
  {
    id: "twee",
    order: 2,
    quote: "Tweede ervaring.",
    author: "Bram",
    company: "Beta",
    image: portrait,
  },
  {
    id: "drie",
    order: 3,
    quote: "Derde ervaring.",
    author: "Carla",
    company: "Gamma",
    image: portrait,
  },
];

/** Answers the reduced-motion query as the test wants. */
function mockReducedMotion(reduced: boolean) {
  stubMatchMedia((query) => reduced && query.includes("prefers-reduced-motion: reduce"));
}

/** The slide that is shown: the only one not hidden. */
const shownQuote = () => screen.getByRole("group").textContent ?? "";

const advance = (ms: number) => vi.advanceTimersByTime(ms);

const button = (name: string | RegExp) => screen.getByRole("button", { name });

const carousel = () => screen.getByRole("region", { name: "Ervaringen van klanten" });

/** What the enhancement set up, undone after each test. */
const undo: (() => void)[] = [];

/** The carousel's HTML with its presses answered, before the page has loaded. */
function renderCarousel() {
  const rendered = render(<TestimonialCarousel items={items} labels={ui.carousel} />);
  undo.push(moveCarouselsOnPress());
  return rendered;
}

/** The same, once the page has loaded: it rotates. */
function renderRotating() {
  const rendered = renderCarousel();
  undo.push(rotateCarousels());
  return rendered;
}

beforeEach(() => {
  vi.useFakeTimers();
  mockReducedMotion(false);
});

afterEach(() => {
  undo.splice(0).forEach((done) => done());
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("TestimonialCarousel with three items", () => {
  it("shows one slide at a time, labelled by its position", () => {
    renderCarousel();
    expect(screen.getAllByRole("group")).toHaveLength(1);
    expect(screen.getByRole("group", { name: "1 van 3" })).toHaveTextContent("Eerste ervaring.");
    expect(screen.getAllByRole("group", { hidden: true })).toHaveLength(3);
    expect(carousel()).toHaveAttribute("aria-roledescription", "carousel");
  });

  it("moves on a press before the page has loaded, and does not rotate yet", () => {
    renderCarousel();
    fireEvent.click(button("Volgende ervaring"));
    expect(screen.getByRole("group", { name: "2 van 3" })).toHaveTextContent("Tweede");
    advance(60_000);
    expect(shownQuote()).toContain("Tweede");
  });

  it("advances every 5000 ms and wraps around from the last to the first", () => {
    renderRotating();
    expect(CAROUSEL_INTERVAL_MS).toBe(5000);

    advance(4999);
    expect(shownQuote()).toContain("Eerste");
    advance(1);
    expect(shownQuote()).toContain("Tweede");
    advance(5000);
    expect(shownQuote()).toContain("Derde");
    advance(5000);
    expect(shownQuote()).toContain("Eerste");
  });

  it("wraps around with the previous and next buttons", () => {
    renderRotating();
    fireEvent.click(button("Vorige ervaring"));
    expect(screen.getByRole("group", { name: "3 van 3" })).toHaveTextContent("Derde");
    fireEvent.click(button("Volgende ervaring"));
    expect(screen.getByRole("group", { name: "1 van 3" })).toHaveTextContent("Eerste");
    fireEvent.click(button("Volgende ervaring"));
    fireEvent.click(button("Volgende ervaring"));
    fireEvent.click(button("Volgende ervaring"));
    expect(shownQuote()).toContain("Eerste");
  });

  it("selects a slide with its dot and marks the dot as current", () => {
    renderRotating();
    expect(button("Toon ervaring 1")).toHaveAttribute("aria-current", "true");

    fireEvent.click(button("Toon ervaring 3"));
    expect(shownQuote()).toContain("Derde");
    expect(button("Toon ervaring 3")).toHaveAttribute("aria-current", "true");
    expect(button("Toon ervaring 1")).not.toHaveAttribute("aria-current");

    fireEvent.click(button("Toon ervaring 2"));
    expect(shownQuote()).toContain("Tweede");
  });

  it("pauses while the pointer is inside and resumes when it leaves", () => {
    renderRotating();
    fireEvent.pointerEnter(carousel());
    advance(15_000);
    expect(shownQuote()).toContain("Eerste");

    fireEvent.pointerLeave(carousel());
    advance(5000);
    expect(shownQuote()).toContain("Tweede");
  });

  it("pauses while focus is inside and resumes when focus leaves", () => {
    renderRotating();
    const outside = document.body.appendChild(document.createElement("button"));
    button("Volgende ervaring").focus();
    advance(15_000);
    expect(shownQuote()).toContain("Eerste");

    // Moving focus within the carousel keeps it paused.
    button("Toon ervaring 3").focus();
    advance(15_000);
    expect(shownQuote()).toContain("Eerste");

    outside.focus();
    advance(5000);
    expect(shownQuote()).toContain("Tweede");
    outside.remove();
  });

  it("announces slide changes politely only while it does not rotate by itself", () => {
    renderCarousel();
    const live = screen.getByRole("group").parentElement;
    expect(live).toHaveAttribute("aria-live", "polite");
    undo.push(rotateCarousels());
    expect(live).toHaveAttribute("aria-live", "off");
    fireEvent.click(button("Pauzeer automatisch afspelen"));
    expect(live).toHaveAttribute("aria-live", "polite");
  });

  it("has a pause button that stops and restarts the rotation", () => {
    renderRotating();
    // fireEvent.click neither hovers nor focuses: only the button's own state pauses.
    fireEvent.click(button("Pauzeer automatisch afspelen"));
    advance(20_000);
    expect(shownQuote()).toContain("Eerste");

    fireEvent.click(button("Automatisch afspelen"));
    expect(button("Pauzeer automatisch afspelen")).toBeInTheDocument();
    advance(5000);
    expect(shownQuote()).toContain("Tweede");
  });

  it("holds a pause pressed before the page has loaded", () => {
    renderCarousel();
    fireEvent.click(button("Pauzeer automatisch afspelen"));
    undo.push(rotateCarousels());
    advance(20_000);
    expect(shownQuote()).toContain("Eerste");
    expect(button("Automatisch afspelen")).toBeInTheDocument();
  });

  it("does not advance by itself under prefers-reduced-motion, but the controls work", () => {
    mockReducedMotion(true);
    renderRotating();
    advance(60_000);
    expect(shownQuote()).toContain("Eerste");

    fireEvent.click(button("Volgende ervaring"));
    expect(shownQuote()).toContain("Tweede");
    advance(60_000);
    expect(shownQuote()).toContain("Tweede");
  });

  it("stops its timer when stopped", () => {
    renderRotating();
    undo.splice(0).forEach((done) => done());
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("Testimonials", () => {
  it("renders a single item plainly, without controls or rotation", () => {
    const [only] = items;
    if (!only) throw new Error("fixture is empty");
    const { container } = render(<Testimonials items={[only]} />);
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    expect(container.querySelector("[aria-roledescription]")).toBeNull();

    const figure = screen.getByRole("figure");
    expect(within(figure).getByText(/Eerste ervaring/)).toBeInTheDocument();
    expect(figure).toHaveTextContent("Anna");
    expect(figure).toHaveTextContent("Alfa");
  });

  it("renders nothing without items", () => {
    const { container } = render(<Testimonials items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("makes several items the carousel", () => {
    render(<Testimonials items={items} />);
    expect(carousel()).toBeInTheDocument();
  });
});
