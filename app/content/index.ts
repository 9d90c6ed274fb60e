/**
 * The site's content as the app uses it: `~/content`. The content plugin
 * (`scripts/build/content-plugin.ts`) provides this module as the plain data
 * `loadContent()` returns, in every Vite build, the dev server and Vitest, so
 * pages and islands carry no loader. Code that runs outside Vite (the server,
 * scripts, the browser tests) calls `loadContent()` from `./load.server` instead.
 */
import type { SiteContent } from "./load.server";

throw new Error(
  "app/content/index.ts is provided by the content plugin under Vite and Vitest; outside them, call loadContent() from app/content/load.server.ts",
);

export declare const content: SiteContent;
export declare const site: SiteContent["site"];
export declare const navigation: SiteContent["navigation"];
export declare const ui: SiteContent["ui"];
export declare const services: SiteContent["services"];
export declare const cases: SiteContent["cases"];
export declare const testimonials: SiteContent["testimonials"];
export declare const processSteps: SiteContent["processSteps"];
export declare const clients: SiteContent["clients"];
export declare const faq: SiteContent["faq"];
export declare const pages: SiteContent["pages"];
export declare const legal: SiteContent["legal"];

export type { SiteContent };
