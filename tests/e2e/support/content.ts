/**
 * The real site's content, for the browser tests: loaded once per worker with
 * the same loader as the build (`app/content/load.server.ts`).
 */
import { loadContent } from "../../../app/content/load.server";

export const content = loadContent();
export const { cases, faq, legal, pages, site, testimonials } = content;
