import { Fragment } from "react";
import { StatusSection } from "~/components/sections/status-section";
import { textLinkClass } from "~/components/ui/text-link";
import { paths } from "~/content/paths";
import type { ContactRefusedPageContent } from "~/content/schema";
import type { ContactChannels } from "~/content/site";
import { refusalReasonsId } from "~/lib/contact-fields";

/** `text` with its `{phoneLink}` and `{emailLink}` as links. */
function withContactLinks(text: string, site: ContactChannels) {
  const links = {
    phoneLink: (
      <a href={site.phoneHref} className={textLinkClass}>
        {site.phone}
      </a>
    ),
    emailLink: (
      <a href={site.emailHref} className={textLinkClass}>
        {site.email}
      </a>
    ),
  };
  // Split on the placeholders, the names kept: every odd part is one.
  return text
    .split(/\{(phoneLink|emailLink)\}/)
    .map((part, index) => (
      <Fragment key={index}>{index % 2 ? links[part as keyof typeof links] : part}</Fragment>
    ));
}

/**
 * The page a contact request posted without JavaScript gets when the server
 * refuses it. The pre-rendered page has no reasons: the server fills its list
 * with them and puts the heading for the refusal in place of this one
 * (`server/contact/refusal-page.ts`). Without reasons the list takes no room.
 */
export function ContactRefusedPageSections({
  copy,
  site,
  reasons = [],
}: {
  /**
   * All of `contact.errorPage`: the page shows `refused`, and the server puts
   * `tooMany` or `failed` in its place; `direct` has `{phoneLink}` and `{emailLink}`.
   */
  copy: ContactRefusedPageContent;
  site: ContactChannels;
  /** Reasons to show, as the editor's preview does. */
  reasons?: readonly string[];
}) {
  return (
    <StatusSection
      mark="!"
      heading={copy.refused}
      text={copy.keep}
      links={[{ label: copy.back, to: paths.contact }]}
      footnote={<p className="mt-8 text-muted">{withContactLinks(copy.direct, site)}</p>}
    >
      <ul
        id={refusalReasonsId}
        className="mx-auto mt-6 max-w-xl space-y-2 rounded-xl border border-danger/50 bg-danger/10 p-4 text-left text-ink empty:hidden"
      >
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </StatusSection>
  );
}
