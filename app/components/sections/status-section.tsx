import { Container } from "~/components/ui/container";
import { ButtonLink } from "~/components/ui/button";
import type { ReactNode } from "react";

interface Props {
  /** Large decorative mark above the heading, e.g. "404". */
  mark: string;
  heading: string;
  text: string;
  links: readonly { label: string; to: string }[];
  /** Between the heading and the text: what the message is about in detail. */
  children?: ReactNode;
  /** Below the links. */
  footnote?: ReactNode;
}

/**
 * A full-height message with links onward: the not-found pages, the thank-you
 * page and the page of a refused contact request.
 */
export function StatusSection({ mark, heading, text, links, children, footnote }: Props) {
  return (
    <section className="relative isolate flex min-h-[70vh] items-center overflow-hidden pt-(--header-height)">
      <div aria-hidden="true" className="absolute inset-0 -z-10 status-glow" />
      <Container className="py-24 text-center">
        <p aria-hidden="true" className="text-accent-gradient font-display text-8xl font-semibold">
          {mark}
        </p>
        <h1 className="mt-6 text-4xl font-semibold sm:text-5xl">{heading}</h1>
        {children}
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{text}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          {links.map((link, index) => (
            <ButtonLink
              key={link.to}
              href={link.to}
              variant={index === 0 ? "primary" : "secondary"}
            >
              {link.label}
            </ButtonLink>
          ))}
        </div>
        {footnote}
      </Container>
    </section>
  );
}
