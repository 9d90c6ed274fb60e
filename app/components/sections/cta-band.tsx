import { useId } from "react";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { KeepWords } from "~/components/ui/keep-words";
import { paths } from "~/content/paths";

/** A full-width call to action to the contact page. */
export function CtaBand({
  heading,
  text,
  label,
}: {
  heading: string;
  text: string;
  label: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="py-16">
      <Container>
        <div className="relative isolate overflow-hidden rounded-3xl border border-primary/40 bg-surface px-8 py-14 text-center sm:px-16">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgb(139_123_255/0.35),transparent_60%),radial-gradient(ellipse_at_bottom_right,rgb(63_213_245/0.2),transparent_55%)]"
          />
          <h2 id={headingId} className="text-3xl font-semibold sm:text-4xl">
            <KeepWords text={heading} fit />
          </h2>
          <p className="mx-auto mt-4 max-w-measure text-lg text-muted">{text}</p>
          <ButtonLink href={paths.contact} className="mt-8">
            {label}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
