import { LogoMarqueeIsland } from "~/components/ui/logo-marquee.island";
import { ui } from "~/content";
import type { LogoAsset } from "~/content/media";
import { Section } from "./section";

/** "Vertrouwd door …": the client logos as an endless strip. */
export function ClientsSection({
  heading,
  logos,
}: {
  heading: string;
  logos: readonly LogoAsset[];
}) {
  return (
    <Section aria-labelledby="klanten-titel" className="overflow-hidden">
      <h2 id="klanten-titel" className="text-center text-lg font-medium text-muted">
        {heading}
      </h2>
      <div className="mt-10">
        <LogoMarqueeIsland logos={logos} labels={ui.logoStrip} />
      </div>
    </Section>
  );
}
