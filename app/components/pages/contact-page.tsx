import { ContactDetails } from "~/components/sections/contact-details";
import { ContactFormIsland } from "~/components/sections/contact-form.island";
import { PageBanner } from "~/components/sections/page-banner";
import { Container } from "~/components/ui/container";
import { ui } from "~/content";
import type { ContactPageContent } from "~/content/schema";
import { contactChannels, type Site } from "~/content/site";
import { breadcrumbFor } from "~/lib/breadcrumbs";
import { paths } from "~/content/paths";

/** /contact: the company's details beside the form. */
export function ContactPageSections({ page, site }: { page: ContactPageContent; site: Site }) {
  return (
    <>
      <PageBanner
        heading={page.intro.heading}
        lead={page.intro.lead}
        breadcrumb={breadcrumbFor(paths.contact)}
      />
      <Container className="grid gap-10 py-16 sm:py-20 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <section
          aria-label={page.details.heading}
          className="rounded-3xl border border-line bg-surface/60 p-8 sm:p-10"
        >
          <ContactDetails copy={page.details} site={site} />
        </section>
        {/* Once the message is sent, the card holds only the thanks, not the row's height. */}
        <section
          aria-label={page.form.heading}
          className="glow-card rounded-3xl border border-line bg-surface/80 p-8 has-data-sent:self-start sm:p-10"
        >
          <ContactFormIsland
            copy={page.form}
            site={contactChannels(site)}
            honeypotLabel={ui.honeypot}
          />
        </section>
      </Container>
    </>
  );
}
