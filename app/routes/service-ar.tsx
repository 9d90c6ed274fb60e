import { CaseExamplesSection } from "~/components/sections/case-examples-section";
import { ClientLogosRow } from "~/components/sections/client-logos-row";
import { FaqSection } from "~/components/sections/faq-section";
import { PageBanner } from "~/components/sections/page-banner";
import { ProductModelSection } from "~/components/sections/product-model-section";
import { TileGridSection } from "~/components/sections/tile-grid-section";
import { arPage } from "~/content/ar-page";
import { findCases } from "~/content/cases";
import { clients } from "~/content/clients";
import { caseLabels } from "~/content/case-page";
import { servicePricing } from "~/content/pricing";
import { serviceById } from "~/content/service-details";
import { productModelDemo } from "~/content/xr-demos";
import { breadcrumbFor } from "~/lib/breadcrumbs";
import { paths } from "~/lib/paths";
import { breadcrumbList } from "~/lib/seo/structured-data";
import { faqPage, service } from "~/lib/seo/structured-data-service";
import { seo } from "~/lib/seo/seo";

const breadcrumb = breadcrumbFor(paths.ar);
const ar = serviceById("ar-applications");
const exampleCases = findCases(arPage.examples.caseIds);

export const meta = () =>
  seo({
    title: arPage.intro.seoTitle,
    description: arPage.intro.seoDescription,
    path: paths.ar,
    structuredData: [
      breadcrumbList(breadcrumb),
      service({
        path: paths.ar,
        name: arPage.intro.heading,
        serviceType: ar.title,
        description: ar.fullDescription,
        image: ar.image,
        price: servicePricing["ar-applications"],
      }),
      faqPage(arPage.faq, paths.ar),
    ],
  });

export default function ArServicePage() {
  const { intro } = arPage;
  return (
    <>
      <PageBanner heading={intro.heading} lead={intro.lead} breadcrumb={breadcrumb} />
      <TileGridSection
        id="waarom-ar"
        heading={arPage.why.heading}
        lead={arPage.why.lead}
        tiles={arPage.why.tiles}
      />
      <ProductModelSection
        id="probeer-het-zelf"
        heading={productModelDemo.heading}
        lead={productModelDemo.lead}
        instructions={productModelDemo.instructions}
        still={productModelDemo.still}
        model={productModelDemo.model}
        labels={productModelDemo.labels}
        messages={productModelDemo.messages}
        a11y={productModelDemo.a11y}
      />
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
        linkLabel={caseLabels.viewCase}
      />
      <ClientLogosRow heading={arPage.clientsHeading} logos={clients.logos} />
      <FaqSection
        heading={arPage.faqHeading}
        items={arPage.faq}
        mode="single"
        sideBox={arPage.sideBox}
      />
    </>
  );
}
