import ArrowRight from "~/components/ui/icons/arrow-right";
import { KeepWords } from "~/components/ui/keep-words";
import { Reveal } from "~/features/reveal/reveal";
import { ServiceIcon } from "~/components/ui/service-icon";
import { ui } from "~/content";
import type { Service } from "~/content/schema";
import { servicePath } from "~/content/paths";
import { fill } from "~/content/template";

/** What a card shows; the id decides the link. */
type ServiceCardItem = Pick<Service, "id" | "title" | "description">;

export function ServiceCard({
  service,
  index,
  linkLabel,
}: {
  service: ServiceCardItem;
  index: number;
  linkLabel: string;
}) {
  return (
    <Reveal index={index} className="h-full">
      <article className="group relative flex h-full flex-col gap-6 rounded-2xl border border-line bg-surface/70 p-8 transition-[border-color,box-shadow,translate] duration-300 hover:border-primary/60 hover:shadow-[0_0_48px_-16px_var(--color-primary)] motion-safe:hover:-translate-y-1 @2xl:flex-row @2xl:gap-8">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-accent-gradient text-on-primary">
          <ServiceIcon id={service.id} className="size-7" />
        </span>
        <div className="flex flex-1 flex-col">
          <h3 className="text-2xl font-semibold">
            <KeepWords text={service.title} fit />
          </h3>
          <p className="mt-3 flex-1 text-muted">{service.description}</p>
          <a
            href={servicePath(service.id)}
            className="-mx-2 mt-6 inline-flex min-h-11 items-center gap-2 self-start rounded-lg px-2 font-semibold whitespace-nowrap text-accent after:absolute after:inset-0 after:rounded-2xl"
          >
            {linkLabel}
            <span className="sr-only"> {fill(ui.moreAbout, { title: service.title })}</span>
            <ArrowRight
              aria-hidden="true"
              className="size-4 transition-transform group-hover:translate-x-1"
            />
          </a>
        </div>
      </article>
    </Reveal>
  );
}
