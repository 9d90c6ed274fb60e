import { CaseExamplesSection } from "~/components/sections/case-examples-section";
import { ClientLogosRow } from "~/components/sections/client-logos-row";
import { FaqSection } from "~/components/sections/faq-section";
import { PageBanner } from "~/components/sections/page-banner";
import { ProductModelSection } from "~/components/sections/product-model-section";
import { ButtonLink } from "~/components/ui/button";
import { TileGridSection } from "~/components/sections/tile-grid-section";
import { clients, faq, pages } from "~/content";
import { casesById, serviceById } from "~/content/queries";
import { breadcrumbFor } from "~/lib/breadcrumbs";
import { paths } from "~/lib/paths";
import { breadcrumbList } from "~/lib/seo/structured-data";
import { faqPage, service } from "~/lib/seo/structured-data-service";
import { seo } from "~/lib/seo/seo";

const breadcrumb = breadcrumbFor(paths.ar);
const ar = serviceById("ar-applications");
const arPage = pages.ar;
const exampleCases = casesById(arPage.examples.caseIds);

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
        description: ar.fullDescription.join(" "),
        image: ar.image,
        price: ar.price,
      }),
      faqPage(faq["ar-applications"], paths.ar),
    ],
  });

export default function ArServicePage() {
  const { intro } = arPage;
  return (
    <>
      <PageBanner
        heading={intro.heading}
        lead={intro.lead}
        breadcrumb={breadcrumb}
        visual={arPage.banner.visual}
      >
        <ButtonLink href={arPage.banner.cta.to}>{arPage.banner.cta.label}</ButtonLink>
      </PageBanner>
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
