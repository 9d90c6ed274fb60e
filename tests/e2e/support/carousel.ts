/**
 * The home page with three testimonials: the site has one, so it shows no
 * carousel. The served page's single quote is replaced by the carousel island
 * as the server renders it for three items (the real component, labels and
 * stylesheet); the page's own script and island loader then hydrate it from
 * the built files, as on a site with three testimonials.
 */
import type { Page } from "@playwright/test";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { TestimonialCarouselIsland } from "../../../app/components/ui/testimonial-carousel.island";
import { testimonials, ui } from "../../../app/content";

const [first] = testimonials;
if (!first) throw new Error("The site has no testimonial to copy.");

export const carouselItems = ["Eerste", "Tweede", "Derde"].map((word, i) => ({
  ...first,
  id: `proef-${i + 1}`,
  quote: `${word} proefervaring voor de carrousel.`,
  author: `Proefpersoon ${i + 1}`,
}));

const carouselHtml = renderToString(
  createElement(TestimonialCarouselIsland, { items: carouselItems, labels: ui.carousel }),
);

/** Serves `/` with the carousel of three in the testimonials section. */
export async function serveHomeWithCarousel(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === "/",
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const quote = /(<section[^>]*id="testimonials"[\s\S]*?)<figure[\s\S]*?<\/figure>/;
      if (!quote.test(html)) throw new Error("The home page has no single testimonial to replace.");
      // The body is served decoded: without the answer's encoding and length.
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(
          ([name]) => name !== "content-encoding" && name !== "content-length",
        ),
      );
      await route.fulfill({
        status: response.status(),
        headers,
        body: html.replace(quote, `$1${carouselHtml}`),
      });
    },
  );
}
