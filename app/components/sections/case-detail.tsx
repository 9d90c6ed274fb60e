import ArrowLeft from "~/components/ui/icons/arrow-left";
import Check from "~/components/ui/icons/check";
import type { ReactNode } from "react";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import type { Crumb } from "~/lib/breadcrumbs";
import { KeepWords } from "~/components/ui/keep-words";
import { Container } from "~/components/ui/container";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { Case, CaseLabels } from "~/content/schema";
import { AutoplayVideoIsland } from "~/components/ui/autoplay-video.island";
import { ui } from "~/content";
import { CtaBand } from "~/components/sections/cta-band";
import { breadcrumbFor } from "~/lib/breadcrumbs";
import { casePath } from "~/content/paths";

interface Props {
  item: Case;
  labels: CaseLabels;
  breadcrumb: readonly Crumb[];
}

/** The banner image with the case's title, summary and key facts. */
export function CaseHero({ item, labels, breadcrumb }: Props) {
  const facts = [
    { label: labels.client, value: item.client },
    { label: labels.year, value: String(item.year) },
    { label: labels.sector, value: item.sector },
  ];
  return (
    <section className="relative isolate overflow-hidden pt-(--header-height)">
      {/*
       * The banner stays as it is: on a phone above the text, on a wide screen
       * filling the right part of the hero. Only its edge towards the text
       * fades into the page, so the title never sits on the image.
       */}
      <div className="relative aspect-[3/2] sm:aspect-[2/1] lg:absolute lg:inset-y-0 lg:right-0 lg:-z-10 lg:aspect-auto lg:w-[60%]">
        {/*
         * On a wide screen the box is 60 % wide but as high as the hero, 700 to
         * 850 px: a 2:1 banner covers it at 1,400 to 1,700 px wide.
         */}
        <ResponsiveImage
          image={item.banner}
          sizes="(min-width: 1024px) max(60vw, 1600px), 100vw"
          priority
          fill
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[linear-gradient(0deg,var(--color-canvas)_0%,transparent_35%)] lg:bg-[linear-gradient(90deg,var(--color-canvas)_0%,rgb(7_11_26/0.55)_22%,transparent_50%),linear-gradient(0deg,var(--color-canvas)_0%,transparent_25%)]"
        />
      </div>
      <Container className="pt-8 pb-16 lg:pt-20 lg:pb-24">
        <div className="lg:max-w-[44%]">
          <Breadcrumb items={breadcrumb} />
          <a
            href={labels.back.to}
            className="mt-6 inline-flex min-h-11 items-center gap-2 font-medium text-muted hover:text-ink"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {labels.back.label}
          </a>
          <h1 className="mt-4 text-4xl font-semibold text-balance sm:text-5xl">
            <KeepWords text={item.title} fit />
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted sm:text-xl">{item.description}</p>
          {/* Each fact as wide as its words, never breaking one; a row's facts share its width.
              On a phone the client (the longest, as a rule) takes the first row, year and sector the second. */}
          <dl className="mt-10 flex max-w-3xl flex-wrap gap-3 sm:gap-4">
            {facts.map((fact) => (
              <div
                key={fact.label}
                className="grow rounded-2xl border border-line bg-surface/80 px-4 py-3 backdrop-blur first:basis-full sm:p-5 sm:first:basis-auto"
              >
                <dt className="text-sm text-subtle">{fact.label}</dt>
                <dd className="mt-1 font-display font-semibold sm:text-lg">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Container>
    </section>
  );
}

function TextBlock({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-2xl font-semibold sm:text-3xl">{heading}</h2>
      <div className="mt-4 text-lg text-muted">{children}</div>
    </section>
  );
}

function Paragraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="space-y-4">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

function PointList({ points }: { points: readonly string[] }) {
  return (
    <ul className="space-y-3">
      {points.map((point) => (
        <li key={point} className="flex gap-3">
          <Check aria-hidden="true" className="mt-1.5 size-5 shrink-0 text-accent" />
          <span>{point}</span>
        </li>
      ))}
    </ul>
  );
}

/** The media block is at most 1024 px (`max-w-5xl`) wide. */
const MEDIA_SIZES = "(min-width: 1024px) 1024px, 100vw";

/** Overview, challenges, solution and results, then the media block that shows the work. */
export function CaseBody({ item, labels }: Omit<Props, "breadcrumb">) {
  const { media } = item;
  return (
    <Container className="py-16 sm:py-20">
      <div className="mx-auto max-w-measure space-y-14">
        <TextBlock heading={labels.overview}>
          <Paragraphs paragraphs={item.overview} />
        </TextBlock>
        <TextBlock heading={labels.challenges}>
          <PointList points={item.challenges} />
        </TextBlock>
        <TextBlock heading={labels.solution}>
          <Paragraphs paragraphs={item.solution} />
        </TextBlock>
        <TextBlock heading={labels.results}>
          <PointList points={item.results} />
        </TextBlock>
      </div>
      <section aria-label={labels.media} className="mx-auto mt-16 max-w-5xl">
        {/* Below the first screen: rendered only as it nears the viewport (app.css). The
            block clips what it holds to its box, so its glow is its own, not a child's. */}
        <div
          data-defer-render
          className="overflow-hidden rounded-3xl border border-line shadow-[0_0_96px_-40px_var(--color-primary)]"
        >
          {media.type === "image" ? (
            <ResponsiveImage image={media.image} sizes={MEDIA_SIZES} />
          ) : (
            <AutoplayVideoIsland
              video={media.video}
              poster={item.banner}
              sizes={MEDIA_SIZES}
              label={item.banner.alt}
              labels={ui.video}
            />
          )}
        </div>
      </section>
    </Container>
  );
}

/** A case's page: its hero, its story and the closing call to action (the route and the editor's preview). */
export function CaseDetail({ item, labels }: Omit<Props, "breadcrumb">) {
  return (
    <>
      <CaseHero
        item={item}
        labels={labels}
        breadcrumb={breadcrumbFor(casePath(item.id), item.title)}
      />
      <CaseBody item={item} labels={labels} />
      <CtaBand {...labels.cta} />
    </>
  );
}
