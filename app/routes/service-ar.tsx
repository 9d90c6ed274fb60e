import { ArPageSections } from "~/components/pages/ar-page";
import { pages } from "~/content";
import { paths } from "~/content/paths";
import { serviceSeo } from "~/lib/seo/service-seo";

const arPage = pages.ar;

export const meta = () =>
  serviceSeo({ path: paths.ar, serviceId: "ar-applications", intro: arPage.intro });

export default function ArServicePage() {
  return <ArPageSections page={arPage} />;
}
