/**
 * Every page a visitor can reach (`support/routes.ts`, read from the builds),
 * visited once per width, with every check that holds for any page run on
 * that visit (`support/page-audit.ts`): status; the largest paint loaded
 * eagerly from its preload; scripts only after the load event, and only the
 * page's own islands; the Content-Security-Policy without a violation;
 * indexing that agrees with the sitemap; what the spec fixes for the page;
 * no text transition in a deferred block; font weights and files; no
 * element reaching past the window; no glow a deferred block cuts off; axe (WCAG 2.2 A/AA) with every card
 * revealed; every Tab stop in view, with a visible focus that neither the
 * header nor the window's edge covers; one hairline, not two, where two
 * sections meet; no emoji drawn as text; on a phone
 * and at 768 px, every control at least 44 × 44 px (a link inside a sentence
 * aside); every field's example text whole in its field; no heading word split over two lines but after a hyphen, and no
 * price; from 768 px up, no line of running text over 80 characters and no
 * column of it under 12 em. The problem guard (`support/fixtures.ts`) fails a
 * visit on any console error or failed request while the page is scrolled
 * through.
 *
 * The first page of each template is visited at both widths, further pages of
 * the same template at one.
 */
import { expect, test } from "./support/fixtures";
import { auditPage } from "./support/page-audit";
import { routes, viewports } from "./support/routes";
import { siteURL } from "./support/servers";

test.describe.configure({ timeout: 120_000 });

for (const route of routes) {
  for (const width of route.widths) {
    test.describe(() => {
      test.use({ viewport: viewports[width], baseURL: siteURL[route.site] });

      test(`${route.path} at ${viewports[width].width} px${route.site === "fixture" ? " (fixture site)" : ""}`, async ({
        page,
        problems,
      }) => {
        if (route.status !== 200) problems.allowHttpError(route.path, route.status);
        const found = await auditPage(page, route, width, (name, body) => test.step(name, body));
        expect(found, `${route.path} at ${viewports[width].width} px`).toEqual([]);
      });
    });
  }
}
