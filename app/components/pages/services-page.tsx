import { CtaBand } from "~/components/sections/cta-band";
import { PageBanner } from "~/components/sections/page-banner";
import { ServiceDetailSection } from "~/components/sections/service-detail-section";
import { Container } from "~/components/ui/container";
import { services } from "~/content";
import type { ServicesPageContent } from "~/content/schema";
import { breadcrumbFor } from "~/lib/breadcrumbs";
import { paths } from "~/content/paths";

/** /diensten: every service in full, the first with the intro video. */
export function ServicesPageSections({ page }: { page: ServicesPageContent }) {
  return (
    <>
      <PageBanner
        heading={page.intro.heading}
        lead={page.intro.lead}
        breadcrumb={breadcrumbFor(paths.services)}
      />
      <Container className="space-y-24 py-20 sm:space-y-32 sm:py-24">
        {services.map((service, index) => (
          <ServiceDetailSection
            key={service.id}
            service={service}
            index={index}
            featuresHeading={page.featuresHeading}
            linkLabel={page.moreLabel}
            video={index === 0 ? { asset: page.introVideo, playLabel: page.playLabel } : undefined}
          />
        ))}
      </Container>
      <CtaBand {...page.cta} />
    </>
  );
}
