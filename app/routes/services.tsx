import { ServicesPageSections } from "~/components/pages/services-page";
import { pages, services } from "~/content";
import { breadcrumbFor } from "~/lib/breadcrumbs";
import { paths } from "~/content/paths";
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
  return <ServicesPageSections page={servicesPage} />;
}
