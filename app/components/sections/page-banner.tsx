import type { ReactNode } from "react";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import type { Crumb } from "~/lib/breadcrumbs";
import { Container } from "~/components/ui/container";
import { KeepWords } from "~/components/ui/keep-words";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { ImageAsset } from "~/content/media";

interface Props {
  heading: string;
  lead: string;
  breadcrumb: readonly Crumb[];
  /** Minimum height in px: 500 on the VR page, 420 (the default) on the 360° video page. */
  height?: number;
  /** The page's own picture, beside the text on wide screens (a phone shows the text only). */
  visual?: ImageAsset;
  children?: ReactNode;
}

/** Shown from this width on, and only there downloaded. */
const VISUAL_MEDIA = "(min-width: 1024px)";

/** The top of every inner page: breadcrumb, the page's h1, its lead and, on service pages, its visual. */
export function PageBanner({ heading, lead, breadcrumb, height = 420, visual, children }: Props) {
  return (
    <section
      style={{ minHeight: height }}
      className="relative isolate flex items-end overflow-hidden border-b border-line pt-(--header-height)"
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-canvas banner-glow">
        {!visual && (
          <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(139_123_255/0.08)_1px,transparent_1px),linear-gradient(to_bottom,rgb(139_123_255/0.08)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_center,#000_30%,transparent_75%)] bg-[size:56px_56px]" />
        )}
      </div>
      <Container className="grid items-center gap-12 py-14 sm:py-16 lg:grid-cols-[1.15fr_1fr]">
        <div>
          <Breadcrumb items={breadcrumb} />
          <h1 className="mt-5 max-w-4xl text-4xl font-semibold text-balance sm:text-5xl lg:text-6xl">
            <KeepWords text={heading} fit />
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted sm:text-xl">{lead}</p>
          {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
        </div>
        {visual && (
          <div className="hidden overflow-hidden rounded-3xl border border-line shadow-[0_0_96px_-32px_var(--color-primary)] lg:block">
            <ResponsiveImage
              image={visual}
              sizes="(min-width: 1280px) 540px, 42vw"
              media={VISUAL_MEDIA}
              priority
            />
          </div>
        )}
      </Container>
    </section>
  );
}
