/**
 * The SEO entry point of a service page (VR, AR, 360° video): its title and
 * description, and as structured data its breadcrumb, the Service with its
 * price range, its FAQ and whatever else the page shows (`extra`).
 */
import type { Thing } from "schema-dts";
import { faq, services } from "~/content";
import { serviceById } from "~/content/queries";
import type { PageIntro, ServiceId } from "~/content/schema";
import { breadcrumbFor } from "~/lib/breadcrumbs";
import { breadcrumbList } from "./structured-data";
import { faqPage, service } from "./structured-data-service";
import { seo } from "./seo";

interface ServiceSeoInput {
  path: string;
  serviceId: ServiceId;
  intro: PageIntro;
  extra?: readonly Thing[];
}

export function serviceSeo({ path, serviceId, intro, extra = [] }: ServiceSeoInput) {
  const about = serviceById(services, serviceId);
  return seo({
    title: intro.seoTitle,
    description: intro.seoDescription,
    path,
    structuredData: [
      breadcrumbList(breadcrumbFor(path)),
      service({
        path,
        name: intro.heading,
        serviceType: about.title,
        description: about.fullDescription.join(" "),
        image: about.image,
        price: about.price,
      }),
      faqPage(faq[serviceId], path),
      ...extra,
    ],
  });
}
