import { CtaBand } from "~/components/sections/cta-band";
import { PageBanner } from "~/components/sections/page-banner";
import { ServiceDetailSection } from "~/components/sections/service-detail-section";
import { Container } from "~/components/ui/container";
import { pages, services } from "~/content";
import { breadcrumbFor } from "~/lib/breadcrumbs";
import { paths } from "~/lib/paths";
import { breadcrumbList, servicesItemList } from "~/lib/seo/structured-data";
import { seo } from "~/lib/seo/seo";

const breadcrumb = breadcrumbFor(paths.services);
const servicesPage = pages.services;

export const meta = () =>
  seo({
    title: servicesPage.intro.seoTitle,
    description: servicesPage.intro.seoDescription,
    path: paths.services,
    structuredData: [breadcrumbList(breadcrumb), servicesItemList(services)],
  });

export default function ServicesPage() {
  const { intro } = servicesPage;
  return (
    <>
      <PageBanner heading={intro.heading} lead={intro.lead} breadcrumb={breadcrumb} />
      <Container className="space-y-24 py-20 sm:space-y-32 sm:py-24">
        {services.map((service, index) => (
          <ServiceDetailSection
            key={service.id}
            service={service}
            index={index}
            featuresHeading={servicesPage.featuresHeading}
            linkLabel={servicesPage.moreLabel}
            video={
              index === 0
                ? { asset: servicesPage.introVideo, playLabel: servicesPage.playLabel }
                : undefined
            }
          />
        ))}
      </Container>
      <CtaBand {...servicesPage.cta} />
    </>
  );
}
