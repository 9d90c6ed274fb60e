import { ContactDetails } from "~/components/sections/contact-details";
import { ContactFormIsland } from "~/components/sections/contact-form.island";
import { PageBanner } from "~/components/sections/page-banner";
import { Container } from "~/components/ui/container";
import { pages, site, ui } from "~/content";
import { breadcrumbFor } from "~/lib/breadcrumbs";
import { paths } from "~/lib/paths";
import { breadcrumbList } from "~/lib/seo/structured-data";
import { seo } from "~/lib/seo/seo";

const breadcrumb = breadcrumbFor(paths.contact);
const contactPage = pages.contact;

export const meta = () =>
  seo({
    title: contactPage.intro.seoTitle,
    description: contactPage.intro.seoDescription,
    path: paths.contact,
    structuredData: [breadcrumbList(breadcrumb)],
  });

export default function ContactPage() {
  const { intro } = contactPage;
  return (
    <>
      <PageBanner heading={intro.heading} lead={intro.lead} breadcrumb={breadcrumb} />
      <Container className="grid gap-10 py-16 sm:py-20 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <section
          aria-label={contactPage.details.heading}
          className="rounded-3xl border border-line bg-surface/60 p-8"
        >
          <ContactDetails copy={contactPage.details} site={site} />
        </section>
        <section
          aria-label={contactPage.form.heading}
          className="glow-card rounded-3xl border border-line bg-surface/80 p-8 sm:p-10"
        >
          <ContactFormIsland
            copy={contactPage.form}
            site={{ phone: site.phone, phoneHref: site.phoneHref, email: site.email }}
            honeypotLabel={ui.honeypot}
          />
        </section>
      </Container>
    </>
  );
}
