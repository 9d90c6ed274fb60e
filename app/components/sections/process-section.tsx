import Code from "~/components/ui/icons/code";
import FlaskConical from "~/components/ui/icons/flask-conical";
import Lightbulb from "~/components/ui/icons/lightbulb";
import Package from "~/components/ui/icons/package";
import PenTool from "~/components/ui/icons/pen-tool";
import RefreshCw from "~/components/ui/icons/refresh-cw";
import type { LucideIcon } from "~/components/ui/lucide-icon";
import { Icon } from "~/components/ui/icon";
import { Reveal } from "~/features/reveal/reveal";
import { SectionHeading } from "~/components/ui/section-heading";
import type { ProcessIconName, ProcessStep } from "~/content/schema";
import { ui } from "~/content";
import { homeAnchors } from "~/content/paths";
import { fill } from "~/content/template";
import { Section } from "./section";

const icons: Record<ProcessIconName, LucideIcon> = {
  lightbulb: Lightbulb,
  "pen-tool": PenTool,
  code: Code,
  flask: FlaskConical,
  refresh: RefreshCw,
  package: Package,
};

export function ProcessSection({
  heading,
  lead,
  steps,
}: {
  heading: string;
  lead: string;
  steps: readonly ProcessStep[];
}) {
  return (
    <Section id={homeAnchors.process} aria-labelledby="proces-titel" tone="raised">
      <SectionHeading id="proces-titel" title={heading} lead={lead} />
      <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title}>
            <Reveal index={index} className="h-full">
              <div className="relative h-full rounded-2xl border border-line bg-canvas/60 p-7">
                <div className="flex items-center justify-between">
                  <span className="flex size-12 items-center justify-center rounded-xl bg-accent-gradient text-on-primary">
                    <Icon icon={icons[step.icon]} className="size-6" />
                  </span>
                  <span
                    aria-hidden="true"
                    className="font-display text-4xl font-semibold text-subtle/70"
                  >
                    {String(index + 1).padStart(2, "0")}
                  </span>
                </div>
                <h3 className="mt-6 text-xl font-semibold">
                  <span className="sr-only">{fill(ui.step, { number: index + 1 })}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-muted">{step.description}</p>
              </div>
            </Reveal>
          </li>
        ))}
      </ol>
    </Section>
  );
}
