import { describe, expect, it } from "vitest";
import { speculationRulesScript } from "./speculation-rules";

describe("speculation rules", () => {
  it("prefetch the site's pages on a resting pointer, but no links to media files", () => {
    // The AR page's still links the 3D model's USDZ (555 KB) for iOS Quick Look: Chromium
    // prefetched it while the pointer rested on the still during the viewer's load. Such
    // prefetches come from the browser, not the page, so no browser test sees them.
    expect(JSON.parse(speculationRulesScript)).toEqual({
      prefetch: [
        {
          where: { and: [{ href_matches: "/*" }, { not: { href_matches: "/media/*" } }] },
          eagerness: "moderate",
        },
      ],
    });
  });
});
