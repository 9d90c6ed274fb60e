/**
 * The site's content, loaded from `content/` and `media/derived.json`.
 *
 * Under Node (the server, scripts, tests) this module reads and checks the
 * files when first imported. In a Vite build it is replaced by its result as
 * plain data (`scripts/build/content-plugin.ts`), so pages carry no loader and
 * a broken file fails the build. Islands mostly receive what they show as
 * props, but an island's code may import it too (the live search's lazily
 * loaded index, `app/lib/search/site-index.ts`, does): its chunk then carries
 * that plain data, only the keys it uses, and never the loader.
 */
import { loadContent } from "./load";

export const content = loadContent();

export const {
  site,
  navigation,
  ui,
  services,
  cases,
  testimonials,
  processSteps,
  clients,
  faq,
  pages,
  legal,
} = content;

export type { SiteContent } from "./load";
