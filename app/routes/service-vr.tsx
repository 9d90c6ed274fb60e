import { VrPageSections } from "~/components/pages/vr-page";
import { pages } from "~/content";
import { paths } from "~/content/paths";
import { serviceSeo } from "~/lib/seo/service-seo";

const vrPage = pages.vr;

export const meta = () =>
  serviceSeo({ path: paths.vr, serviceId: "vr-experiences", intro: vrPage.intro });

export default function VrServicePage() {
  return <VrPageSections page={vrPage} />;
}
