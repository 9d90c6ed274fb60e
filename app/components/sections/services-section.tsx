import { SectionHeading } from "~/components/ui/section-heading";
import type { Service } from "~/content/schema";
import { Section } from "./section";
import { ServiceCard } from "./service-card";

interface Props {
  heading: string;
  lead: string;
  services: readonly Service[];
  linkLabel: string;
}

export function ServicesSection({ heading, lead, services, linkLabel }: Props) {
  return (
    <Section aria-labelledby="diensten-titel">
      <SectionHeading id="diensten-titel" title={heading} lead={lead} />
      <ul className="grid-cards mt-12">
        {services.map((service, index) => (
          <li key={service.id} className="@container">
            <ServiceCard service={service} index={index} linkLabel={linkLabel} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
