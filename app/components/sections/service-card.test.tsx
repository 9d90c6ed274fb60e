// @vitest-environment jsdom
/**
 * A service card links to its service page; a service id without a page logs
 * a console warning and falls back to the overview /diensten.
 */
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "../../../tests/support/match-media";
import { services } from "~/content";
import type { ServiceCardItem } from "./service-card";
import { servicePath } from "~/lib/paths";
import { ServiceCard } from "./service-card";

/** jsdom has no matchMedia or IntersectionObserver; the card's reveal needs the first. */
beforeEach(() => {
  stubMatchMedia();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const [vr] = services;
if (!vr) throw new Error("the services content is empty");

function renderCard(service: ServiceCardItem) {
  render(
    <MemoryRouter>
      <ServiceCard service={service} index={0} linkLabel="Meer informatie" />
    </MemoryRouter>,
  );
  return screen.getByRole("link", { name: new RegExp(`^Meer informatie over ${service.title}$`) });
}

describe("ServiceCard", () => {
  it("links each known service to its page without a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const expected = {
      "vr-experiences": "/diensten/virtual-reality-laten-maken",
      "ar-applications": "/diensten/augmented-reality-app-laten-maken",
      "360-video": "/diensten/360-video-laten-maken",
    };
    for (const service of services) {
      expect(renderCard(service)).toHaveAttribute("href", expected[service.id]);
      cleanup();
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it("warns and links to /diensten for a service id without a route", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const unknown: ServiceCardItem = { ...vr, id: "mixed-reality", title: "Mixed reality" };
    expect(renderCard(unknown)).toHaveAttribute("href", "/diensten");
    expect(warn).toHaveBeenCalled();
    expect(warn.mock.calls.flat().join(" ")).toContain("mixed-reality");
  });
});

describe("servicePath", () => {
  it("maps the three service ids to their pages", () => {
    expect(servicePath("vr-experiences")).toBe("/diensten/virtual-reality-laten-maken");
    expect(servicePath("ar-applications")).toBe("/diensten/augmented-reality-app-laten-maken");
    expect(servicePath("360-video")).toBe("/diensten/360-video-laten-maken");
  });

  it("warns once per call and falls back to /diensten for an unknown id", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(servicePath("hologrammen")).toBe("/diensten");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain("hologrammen");
    // Inherited object keys are not service ids either.
    expect(servicePath("toString")).toBe("/diensten");
  });
});
