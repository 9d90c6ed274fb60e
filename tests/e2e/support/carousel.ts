/**
 * The carousel of three testimonials on the fixture site's home page
 * (`tests/support/fixture-site.ts`): the site's own testimonial and the two
 * the fixture adds, in their order.
 */
import { testimonials } from "./content";
import { addedTestimonials } from "../../support/fixture-site";
import { testimonialQuote } from "../../support/site-copy";
import { fixtureURL } from "./servers";

export const carouselItems = [
  ...testimonials.map(({ author, quote }) => ({ author, quote })),
  ...addedTestimonials.map((item) => ({ author: item.author, quote: testimonialQuote(item) })),
];

/** The site whose home page shows them: use it as `baseURL`. */
export const carouselSite = fixtureURL;
