import ArrowRight from "~/components/ui/icons/arrow-right";
import Check from "~/components/ui/icons/check";
import { PosterVideo } from "~/features/poster-video/poster-video";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { ServiceIcon } from "~/components/ui/service-icon";
import { ui } from "~/content";
import type { Service } from "~/content/schema";
import type { VideoAsset } from "~/content/media";
import { cx } from "~/lib/cx";
import { servicePath } from "~/content/paths";
import { fill } from "~/content/template";

interface Props {
  service: Service;
  /** Odd sections put the media on the right; the first one's media is above the fold. */
  index: number;
  featuresHeading: string;
  linkLabel: string;
  /** The first service shows the intro video behind a play button. */
  video?: { asset: VideoAsset; playLabel: string };
}

const mediaSizes = "(min-width: 1024px) 560px, 100vw";

/** One service on /diensten: media, full description, features and a link. */
export function ServiceDetailSection({ service, index, featuresHeading, linkLabel, video }: Props) {
  const headingId = `dienst-${service.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16"
    >
      <div className={cx(index % 2 === 1 && "lg:order-last")}>
        {video ? (
          <PosterVideo
            video={video.asset}
            playLabel={video.playLabel}
            sizes={mediaSizes}
            priority={index === 0}
          />
        ) : (
          <div className="overflow-hidden rounded-2xl border border-line shadow-[0_0_80px_-30px_var(--color-primary)]">
            <ResponsiveImage image={service.image} sizes={mediaSizes} priority={index === 0} />
          </div>
        )}
      </div>
      <div>
        <span className="flex size-14 items-center justify-center rounded-xl bg-accent-gradient text-on-primary">
          <ServiceIcon id={service.id} className="size-7" />
        </span>
        <h2 id={headingId} className="mt-6 text-3xl font-semibold sm:text-4xl">
          {service.title}
        </h2>
        {service.fullDescription.map((paragraph) => (
          <p key={paragraph} className="mt-4 max-w-measure text-lg text-muted">
            {paragraph}
          </p>
        ))}
        <h3 className="mt-8 font-display text-lg font-semibold">{featuresHeading}</h3>
        <ul className="mt-4 space-y-3">
          {service.features.map((feature) => (
            <li key={feature} className="flex gap-3">
              <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        <a
          href={servicePath(service.id)}
          className="mt-8 inline-flex min-h-11 items-center gap-2 font-semibold text-accent hover:text-ink"
        >
          {linkLabel}
          <span className="sr-only"> {fill(ui.moreAbout, { title: service.title })}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </div>
    </section>
  );
}
