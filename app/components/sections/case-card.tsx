import ArrowRight from "~/components/ui/icons/arrow-right";
import { KeepWords } from "~/components/ui/keep-words";
import { Reveal } from "~/features/reveal/reveal";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { Case } from "~/content/schema";
import { casePath } from "~/content/paths";

/**
 * The image's width in each span of the card's cell in a `grid-cards` grid
 * (`app.css`), whose container is at most 1136 px wide inside its padding. A
 * card in a cell of its own is a third of the row from 1024 px and half of it
 * from 640 px; of two or four cards, each is half of the row from 640 px. One
 * that takes the row in two columns (an odd last card) or in every layout (a
 * card alone) lays itself out wide from a 672 px cell, so from a 736 px
 * window, its image then half the card; below that its image is the card's
 * whole width.
 */
const imageSizes = {
  cell: "(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw",
  half: "(min-width: 1200px) 556px, (min-width: 640px) 50vw, 100vw",
  row: "(min-width: 1024px) 380px, (min-width: 736px) 50vw, 100vw",
  alone: "(min-width: 1200px) 568px, (min-width: 736px) 50vw, 100vw",
} as const;

export type CaseCardSpan = keyof typeof imageSizes;

/** A case teaser: media, sector and year, title, summary and "Bekijk case". */
export function CaseCard({
  item,
  index,
  linkLabel,
  headingLevel: Heading = "h3",
  priority = false,
  span = "cell",
}: {
  item: Case;
  index: number;
  linkLabel: string;
  /** "h2" where the cards sit directly under the page's h1 (the /cases grid). */
  headingLevel?: "h2" | "h3";
  /** Above the fold: the image loads eagerly with high priority (see `ResponsiveImage`). */
  priority?: boolean;
  /** What the card's cell spans in its grid (see `imageSizes`). */
  span?: CaseCardSpan;
}) {
  return (
    <Reveal index={index} className="h-full">
      <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface/70 transition-[border-color,box-shadow,translate] duration-300 hover:border-primary/60 hover:shadow-[0_0_48px_-16px_var(--color-primary)] motion-safe:hover:-translate-y-1 @2xl:flex-row">
        <div className="aspect-[16/10] overflow-hidden @2xl:aspect-auto @2xl:w-1/2 @2xl:shrink-0">
          <ResponsiveImage
            image={item.banner}
            sizes={imageSizes[span]}
            priority={priority}
            fill
            className="transition-transform duration-500 motion-safe:group-hover:scale-105"
          />
        </div>
        <div className="flex flex-1 flex-col p-6 @2xl:p-8">
          <p className="flex gap-3 text-sm text-muted">
            <span className="rounded-full border border-line px-3 py-0.5 text-accent">
              {item.sector}
            </span>
            <span className="py-0.5">{item.year}</span>
          </p>
          <Heading className="mt-4 text-xl font-semibold @2xl:text-2xl">
            <KeepWords text={item.title} fit />
          </Heading>
          <p className="mt-2 flex-1 text-muted">{item.description}</p>
          <a
            href={casePath(item.id)}
            className="-mx-2 mt-5 inline-flex min-h-11 items-center gap-2 self-start rounded-lg px-2 font-semibold text-accent after:absolute after:inset-0"
          >
            {linkLabel}
            <span className="sr-only"> – {item.title}</span>
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
