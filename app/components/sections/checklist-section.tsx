import Check from "~/components/ui/icons/check";
import { SectionHeading } from "~/components/ui/section-heading";
import { Section } from "./section";

interface Props {
  id: string;
  heading: string;
  text?: string;
  points: readonly string[];
  tone?: "plain" | "raised";
}

/** A heading, an optional paragraph and a list of points. */
export function ChecklistSection({ id, heading, text, points, tone }: Props) {
  return (
    <Section aria-labelledby={id} tone={tone}>
      <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
        <SectionHeading id={id} title={heading} lead={text} />
        <ul className="space-y-4">
          {points.map((point) => (
            <li key={point} className="flex gap-4 rounded-2xl border border-line bg-surface/70 p-5">
              <Check aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent" />
              <span className="text-lg">{point}</span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
