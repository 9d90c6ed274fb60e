import { serializeJsonLd } from "./seo/structured-data";

/**
 * Speculation rules: Chromium fetches the document behind a link of the site
 * once the visitor rests the pointer on it (about 200 ms) or starts to tap
 * it, so the next page, a document of its own (there is no client-side
 * router), is often there before the click ends. Only the HTML is fetched,
 * and other browsers ignore the script. Links to media files are left out:
 * the AR page's still links the 3D model's USDZ for iOS Quick Look (555 KB),
 * and the pointer rests on that still once its start button is pressed.
 */
const speculationRules = {
  prefetch: [
    {
      where: { and: [{ href_matches: "/*" }, { not: { href_matches: "/media/*" } }] },
      eagerness: "moderate",
    },
  ],
} as const;

/** The rules as the body of a `<script type="speculationrules">`. */
export const speculationRulesScript = serializeJsonLd(speculationRules);
