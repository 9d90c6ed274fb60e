import { CaseExamplesSection } from "~/components/sections/case-examples-section";
import { ClientLogosRow } from "~/components/sections/client-logos-row";
import { FaqSection } from "~/components/sections/faq-section";
import { ProductModelSection } from "~/components/sections/product-model-section";
import { ServiceBanner } from "~/components/sections/service-banner";
import { TileGridSection } from "~/components/sections/tile-grid-section";
import { cases, clients, faq, pages } from "~/content";
import { casesById } from "~/content/queries";
import type { ArPageContent } from "~/content/schema";
import { paths } from "~/content/paths";

/** The augmented reality service's page, with the 3D product to place in the room. */
export function ArPageSections({ page }: { page: ArPageContent }) {
  return (
    <>
      <ServiceBanner path={paths.ar} intro={page.intro} banner={page.banner} />
      <TileGridSection
        id="waarom-ar"
        heading={page.why.heading}
        lead={page.why.lead}
        tiles={page.why.tiles}
      />
      <ProductModelSection id="probeer-het-zelf" demo={page.tryIt} />
      <TileGridSection
        id="ar-proces"
        heading={page.process.heading}
        lead={page.process.lead}
        tiles={page.process.steps}
        numbered
        tone="raised"
      />
      <CaseExamplesSection
        heading={page.examples.heading}
        lead={page.examples.lead}
        cases={casesById(cases, page.examples.caseIds)}
        linkLabel={pages.caseLabels.viewCase}
      />
      <ClientLogosRow heading={clients.heading} logos={clients.logos} />
      <FaqSection
        heading={page.faqHeading}
        items={faq["ar-applications"]}
        mode="single"
        sideBox={page.sideBox}
      />
    </>
  );
}
