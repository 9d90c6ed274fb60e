import Clock from "~/components/ui/icons/clock";
import Mail from "~/components/ui/icons/mail";
import MapPin from "~/components/ui/icons/map-pin";
import MessageCircle from "~/components/ui/icons/message-circle";
import Phone from "~/components/ui/icons/phone";
import { KeepWords } from "~/components/ui/keep-words";
import type { LucideIcon } from "~/components/ui/lucide-icon";
import { cx } from "~/lib/cx";
import type { ReactNode } from "react";
import type { ContactChannels } from "~/content/site";
import type { ContactPageContent } from "~/content/schema";

function Detail({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    // A <dl> group may only hold <dt> and <dd>, so the icon sits inside the <dt>.
    <div className="relative min-h-11 pl-15">
      <dt className="text-sm text-subtle">
        <span className="absolute top-0 left-0 flex size-11 items-center justify-center rounded-xl border border-line bg-surface-raised text-accent">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="mt-1.5 font-medium">{children}</dd>
    </div>
  );
}

/**
 * A contact link: a 44 px target around the line, without moving the text,
 * whose focus ring is drawn inside it, close around the text and clear of
 * the label above.
 */
function DetailLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: string;
}) {
  return (
    <a
      href={href}
      className={cx(
        "-mx-2.5 -my-2 inline-flex min-h-11 items-center px-2.5 hover:text-accent focus-visible:outline-offset-[-8px]",
        className,
      )}
    >
      {children}
    </a>
  );
}

/** Phone, e-mail, location, hours and the note about the free advisory conversation. */
export function ContactDetails({
  copy,
  site,
}: {
  copy: ContactPageContent["details"];
  site: ContactChannels;
}) {
  return (
    // Beside the taller form the card is stretched: the note then sits at its foot.
    <div className="flex h-full flex-col gap-8">
      <h2 className="text-2xl font-semibold">{copy.heading}</h2>
      <dl className="space-y-6">
        <Detail icon={Phone} label={copy.phoneLabel}>
          <DetailLink href={site.phoneHref}>{site.phone}</DetailLink>
        </Detail>
        <Detail icon={Mail} label={copy.emailLabel}>
          <DetailLink href={site.emailHref} className="break-all">
            {site.email}
          </DetailLink>
        </Detail>
        <Detail icon={MapPin} label={copy.locationLabel}>
          <KeepWords text={copy.location} />
        </Detail>
        <Detail icon={Clock} label={copy.hoursLabel}>
          {copy.hours}
          <span className="block text-sm font-normal text-muted">{copy.response}</span>
        </Detail>
      </dl>
      <div className="mt-auto rounded-2xl border border-primary/40 bg-surface-raised/60 p-6">
        <h3 className="flex items-center gap-2 text-lg font-semibold">
          <MessageCircle aria-hidden="true" className="size-5 text-accent" />
          {copy.advice.heading}
        </h3>
        <p className="mt-2 text-muted">{copy.advice.text}</p>
      </div>
    </div>
  );
}
