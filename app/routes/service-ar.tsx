import { CaseExamplesSection } from "~/components/sections/case-examples-section";
import { ClientLogosRow } from "~/components/sections/client-logos-row";
import { FaqSection } from "~/components/sections/faq-section";
import { ProductModelSection } from "~/components/sections/product-model-section";
import { ServiceBanner } from "~/components/sections/service-banner";
import { TileGridSection } from "~/components/sections/tile-grid-section";
import { cases, clients, faq, pages } from "~/content";
import { casesById } from "~/content/queries";
import { paths } from "~/lib/paths";
import { serviceSeo } from "~/lib/seo/service-seo";

const arPage = pages.ar;
const exampleCases = casesById(cases, arPage.examples.caseIds);

export const meta = () =>
  serviceSeo({ path: paths.ar, serviceId: "ar-applications", intro: arPage.intro });

export default function ArServicePage() {
  return (
    <>
      <ServiceBanner path={paths.ar} intro={arPage.intro} banner={arPage.banner} />
      <TileGridSection
        id="waarom-ar"
        heading={arPage.why.heading}
        lead={arPage.why.lead}
        tiles={arPage.why.tiles}
      />
      <ProductModelSection id="probeer-het-zelf" demo={arPage.tryIt} />
      <TileGridSection
        id="ar-proces"
        heading={arPage.process.heading}
        lead={arPage.process.lead}
        tiles={arPage.process.steps}
        numbered
        tone="raised"
      />
      <CaseExamplesSection
        heading={arPage.examples.heading}
        lead={arPage.examples.lead}
        cases={exampleCases}
        linkLabel={pages.caseLabels.viewCase}
      />
      <ClientLogosRow heading={clients.heading} logos={clients.logos} />
      <FaqSection
        heading={arPage.faqHeading}
        items={faq["ar-applications"]}
        mode="single"
        sideBox={arPage.sideBox}
      />
    </>
  );
}
