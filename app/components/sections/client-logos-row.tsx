import type { LogoAsset } from "~/content/media";
import { logoUrl } from "~/content/media";
import { Section } from "./section";

/** The six client logos as a static row (service pages). */
export function ClientLogosRow({
  heading,
  logos,
}: {
  heading: string;
  logos: readonly LogoAsset[];
}) {
  return (
    <Section aria-labelledby="logos-titel">
      <h2 id="logos-titel" className="text-center text-lg font-medium text-muted">
        {heading}
      </h2>
      <ul className="mt-10 grid grid-cols-2 place-items-center gap-8 sm:grid-cols-3 lg:grid-cols-6">
        {logos.map((logo) => (
          <li key={logo.name}>
            <img
              src={logoUrl(logo.name)}
              alt={logo.label}
              width={192}
              height={96}
              loading="lazy"
              decoding="async"
              className="h-auto w-full max-w-48 client-logo"
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
