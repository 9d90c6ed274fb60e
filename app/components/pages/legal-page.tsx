import { LegalArticle } from "~/components/sections/legal-article";
import { PageBanner } from "~/components/sections/page-banner";
import { ui } from "~/content";
import type { LegalDocument } from "~/content/schema";
import { breadcrumbFor } from "~/lib/breadcrumbs";

/** The terms and the privacy statement: the banner, then the contents list and the numbered sections. */
export function LegalPageSections({ document, path }: { document: LegalDocument; path: string }) {
  return (
    <>
      <PageBanner
        heading={document.intro.heading}
        lead={document.intro.lead}
        breadcrumb={breadcrumbFor(path)}
      />
      <LegalArticle
        document={document}
        updatedLabel={document.updatedLabel}
        contentsLabel={ui.onThisPage}
      />
    </>
  );
}
