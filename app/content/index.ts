/**
 * The site's content, loaded from `content/` and `media/derived.json`.
 *
 * Under Node (the server, scripts, tests) this module reads and checks the
 * files when first imported. In a Vite build it is replaced by its result as
 * plain data (`scripts/build/content-plugin.ts`), so pages carry no loader and
 * a broken file fails the build. Islands never import it: they receive what
 * they show as props.
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
