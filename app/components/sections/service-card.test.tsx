// @vitest-environment jsdom
/** A service card links to its service page. */
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "../../../tests/support/match-media";
import { services } from "~/content";
import type { Service } from "~/content/schema";
import { ServiceCard } from "./service-card";

/** jsdom has no matchMedia or IntersectionObserver; the card's reveal needs the first. */
beforeEach(() => {
  stubMatchMedia();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCard(service: Service) {
  render(
    <MemoryRouter>
      <ServiceCard service={service} index={0} linkLabel="Meer informatie" />
    </MemoryRouter>,
  );
  return screen.getByRole("link", { name: new RegExp(`^Meer informatie over ${service.title}$`) });
}

describe("ServiceCard", () => {
  it("links each service to its page", () => {
    const expected = {
      "vr-experiences": "/diensten/virtual-reality-laten-maken",
      "ar-applications": "/diensten/augmented-reality-app-laten-maken",
      "360-video": "/diensten/360-video-laten-maken",
    };
    expect(services.map((service) => service.id).sort()).toEqual(Object.keys(expected).sort());
    for (const service of services) {
      expect(renderCard(service)).toHaveAttribute("href", expected[service.id]);
      cleanup();
    }
  });
});
