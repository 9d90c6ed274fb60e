import { ProductModelIsland } from "~/features/xr-viewers/product-model.island";
import { SectionHeading } from "~/components/ui/section-heading";
import type { ProductModelDemo } from "~/content/schema";
import { Section } from "./section";

interface Props {
  id: string;
  demo: ProductModelDemo;
}

/** "Probeer het zelf": the 3D product to turn, zoom and place in the room. */
export function ProductModelSection({ id, demo: { heading, lead, ...demo } }: Props) {
  const headingId = `${id}-titel`;
  return (
    <Section id={id} aria-labelledby={headingId}>
      <div className="grid items-center gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <SectionHeading id={headingId} title={heading} lead={lead} />
        <ProductModelIsland
          {...demo}
          instructionsId={`${id}-uitleg`}
          sizes="(min-width: 1200px) 650px, (min-width: 1024px) calc(60vw - 80px), (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)"
        />
      </div>
    </Section>
  );
}
