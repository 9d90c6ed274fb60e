import { ChecklistSection } from "~/components/sections/checklist-section";
import { ClientLogosRow } from "~/components/sections/client-logos-row";
import { CtaBand } from "~/components/sections/cta-band";
import { FaqSection } from "~/components/sections/faq-section";
import { PageBanner } from "~/components/sections/page-banner";
import { ProjectCardsSection } from "~/components/sections/project-cards-section";
import { TileGridSection } from "~/components/sections/tile-grid-section";
import { VideoFeatureSection } from "~/components/sections/video-feature-section";
import { ButtonLink } from "~/components/ui/button";
import { clients, faq, pages } from "~/content";
import { serviceById } from "~/content/queries";
import { breadcrumbFor } from "~/lib/breadcrumbs";
import { paths } from "~/lib/paths";
import { breadcrumbList } from "~/lib/seo/structured-data";
import { faqPage, service } from "~/lib/seo/structured-data-service";
import { seo } from "~/lib/seo/seo";

const breadcrumb = breadcrumbFor(paths.vr);
const vr = serviceById("vr-experiences");
const vrPage = pages.vr;

export const meta = () =>
  seo({
    title: vrPage.intro.seoTitle,
    description: vrPage.intro.seoDescription,
    path: paths.vr,
    structuredData: [
      breadcrumbList(breadcrumb),
      service({
        path: paths.vr,
        name: vrPage.intro.heading,
        serviceType: vr.title,
        description: vr.fullDescription.join(" "),
        image: vr.image,
        price: vr.price,
      }),
      faqPage(faq["vr-experiences"], paths.vr),
    ],
  });

export default function VrServicePage() {
  const { intro } = vrPage;
  return (
    <>
      <PageBanner
        heading={intro.heading}
        lead={intro.lead}
        breadcrumb={breadcrumb}
        height={500}
        visual={vrPage.banner.visual}
      >
        <ButtonLink href={vrPage.banner.cta.to}>{vrPage.banner.cta.label}</ButtonLink>
      </PageBanner>
      <TileGridSection
        id="waarom-vr"
        heading={vrPage.why.heading}
        lead={vrPage.why.lead}
        tiles={vrPage.why.tiles}
      />
      <VideoFeatureSection
        heading={vrPage.exampleVideo.heading}
        text={vrPage.exampleVideo.text}
        video={vrPage.exampleVideo.video}
      />
      <ProjectCardsSection
        heading={vrPage.projects.heading}
        lead={vrPage.projects.lead}
        cards={vrPage.projects.cards}
      />
      <TileGridSection
        id="wat-is-vr"
        heading={vrPage.whatIs.heading}
        lead={vrPage.whatIs.text}
        tiles={vrPage.whatIs.useCases}
      />
      <ClientLogosRow heading={clients.heading} logos={clients.logos} />
      <CtaBand
        heading={vrPage.ctaBand.heading}
        text={vrPage.ctaBand.text}
        label={vrPage.ctaBand.label}
      />
      <TileGridSection
        id="resultaten"
        heading={vrPage.results.heading}
        lead={vrPage.results.lead}
        tiles={vrPage.results.items}
        tone="raised"
      />
      <ChecklistSection
        id="wat-u-bereikt"
        heading={vrPage.achieve.heading}
        text={vrPage.achieve.text}
        points={vrPage.achieve.points}
      />
      <FaqSection heading={vrPage.faqHeading} items={faq["vr-experiences"]} mode="single" />
      <CtaBand
        heading={vrPage.finalCta.heading}
        text={vrPage.finalCta.text}
        label={vrPage.finalCta.label}
      />
    </>
  );
}
