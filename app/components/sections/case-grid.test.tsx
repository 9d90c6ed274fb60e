// @vitest-environment jsdom
/**
 * The image sizes each card asks for follow its cell in the grid (the rules
 * of `grid-cards` in app.css): a card alone takes the row at every width, an
 * odd last card the row of two columns, and two or four cards keep to two
 * columns at every width.
 */
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { cases } from "~/content";
import { CaseGrid } from "./case-grid";

afterEach(cleanup);

/** The `sizes` of each card's image, in the order of the cards. */
function imageSizes(count: number): (string | null)[] {
  render(<CaseGrid cases={cases.slice(0, count)} linkLabel="Bekijk case" />);
  return screen
    .getAllByRole("article")
    .map((card) => card.querySelector("img")?.getAttribute("sizes") ?? null);
}

const cell = "(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw";

describe("CaseGrid", () => {
  it("a card alone: half the row's width from 736 px, the row being at most 1136 px", () => {
    expect(imageSizes(1)).toEqual(["(min-width: 1200px) 568px, (min-width: 736px) 50vw, 100vw"]);
  });

  it("two and four cards: each half of the row from 640 px, the row being at most 1136 px", () => {
    const half = "(min-width: 1200px) 556px, (min-width: 640px) 50vw, 100vw";
    expect(imageSizes(2)).toEqual([half, half]);
    cleanup();
    expect(imageSizes(4)).toEqual([half, half, half, half]);
  });

  it("three cards: the last takes the row of two columns, not of three", () => {
    expect(imageSizes(3)).toEqual([
      cell,
      cell,
      "(min-width: 1024px) 380px, (min-width: 736px) 50vw, 100vw",
    ]);
  });
});
