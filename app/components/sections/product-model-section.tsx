import { SectionHeading } from "~/components/ui/section-heading";
import {
  type ProductModelLabels,
  type ProductModelMessages,
  ProductModelIsland,
} from "~/components/ui/product-model.island";
import type { ImageAsset } from "~/content/types";
import { Section } from "./section";

interface Props {
  id: string;
  heading: string;
  lead: string;
  instructions: string;
  still: ImageAsset;
  model: string;
  labels: ProductModelLabels;
  messages: ProductModelMessages;
  a11y: Readonly<Record<string, string>>;
}

/** "Probeer het zelf": the 3D product to turn, zoom and place in the room. */
export function ProductModelSection({ id, heading, lead, ...demo }: Props) {
  const headingId = `${id}-titel`;
  return (
    <Section id={id} aria-labelledby={headingId}>
      <div className="grid items-center gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <SectionHeading id={headingId} title={heading} lead={lead} />
        <ProductModelIsland
          {...demo}
          sizes="(min-width: 1200px) 650px, (min-width: 1024px) calc(60vw - 80px), (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)"
        />
      </div>
    </Section>
  );
}
