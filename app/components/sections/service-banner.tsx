import { ButtonLink } from "~/components/ui/button";
import type { PageIntro, ServiceBanner as ServiceBannerContent } from "~/content/schema";
import { breadcrumbFor } from "~/lib/breadcrumbs";
import { PageBanner } from "./page-banner";

interface Props {
  path: string;
  intro: PageIntro;
  banner: ServiceBannerContent;
  /** Minimum height in px: 500 on the VR page, 420 on the 360° video page. */
  height?: number;
}

/** A service page's top: breadcrumb, heading and lead, its visual and a button to /contact. */
export function ServiceBanner({ path, intro, banner, height }: Props) {
  return (
    <PageBanner
      heading={intro.heading}
      lead={intro.lead}
      breadcrumb={breadcrumbFor(path)}
      height={height}
      visual={banner.visual}
    >
      <ButtonLink href={banner.cta.to}>{banner.cta.label}</ButtonLink>
    </PageBanner>
  );
}
