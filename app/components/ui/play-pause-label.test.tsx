// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PlayPauseLabel } from "./play-pause-label";

const labels = { play: "Speel de video af", pause: "Pauzeer de video" };

afterEach(cleanup);

describe("PlayPauseLabel", () => {
  it("names the button after what a press does next", () => {
    const { rerender } = render(
      <button type="button">
        <PlayPauseLabel playing labels={labels} />
      </button>,
    );
    expect(screen.getByRole("button", { name: labels.pause })).toBeTruthy();
    rerender(
      <button type="button">
        <PlayPauseLabel playing={false} labels={labels} />
      </button>,
    );
    expect(screen.getByRole("button", { name: labels.play })).toBeTruthy();
  });

  it("keeps the words for screen readers only on an icon button, and hides the icon from them", () => {
    const { container } = render(
      <button type="button">
        <PlayPauseLabel playing labels={labels} textHidden />
      </button>,
    );
    expect(screen.getByRole("button", { name: labels.pause })).toBeTruthy();
    expect(screen.getByText(labels.pause).className).toBe("sr-only");
    expect(container.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });
});
