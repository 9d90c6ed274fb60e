/**
 * Renders seo() through React Router's own <Meta> (the version this project
 * pins) to prove the JSON-LD can live in the meta descriptors safely.
 */
import { renderToString } from "react-dom/server";
import { createRoutesStub, Meta } from "react-router";
import { describe, expect, it } from "vitest";
import { seo } from "./seo";
import { breadcrumbList, jsonLdGraph, organization, serializeJsonLd } from "./structured-data";
import { faqPage } from "./structured-data-service";

const hostile = "</script><script>alert(1)</script><!-- & \u2028\u2029";

function renderHead(meta: ReturnType<typeof seo>): string {
  const Stub = createRoutesStub([{ path: "/*", meta: () => meta, Component: () => <Meta /> }]);
  return renderToString(<Stub initialEntries={["/diensten/x"]} />);
}

const scriptBodies = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? "",
  );

describe("<Meta> renders seo()'s JSON-LD safely", () => {
  const faq = [{ q: `Vraag ${hostile}`, a: `Antwoord ${hostile}` }];
  const meta = seo({
    title: `Titel ${hostile}`,
    description: "Omschrijving met <b>tags</b> & tekens.",
    path: "/diensten/x",
    structuredData: [
      breadcrumbList([
        { name: "Home", path: "/" },
        { name: hostile, path: "/diensten/x" },
      ]),
      faqPage(faq, "/diensten/x"),
    ],
  });
  const html = renderHead(meta);

  it("emits exactly one application/ld+json script that ends where it should", () => {
    const bodies = scriptBodies(html);
    expect(bodies).toHaveLength(1);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(bodies[0]).not.toMatch(/[<>&\u2028\u2029]/);
    expect(bodies[0]).toContain("\\u003c/script\\u003e");
  });

  it("escapes exactly as serializeJsonLd() does, and parses back to the graph", () => {
    const body = scriptBodies(html)[0] ?? "";
    const graph = jsonLdGraph([
      organization(),
      breadcrumbList([
        { name: "Home", path: "/" },
        { name: hostile, path: "/diensten/x" },
      ]),
      faqPage(faq, "/diensten/x"),
    ]);
    expect(body).toBe(serializeJsonLd(graph));
    expect(JSON.parse(body)).toEqual(JSON.parse(JSON.stringify(graph)));
  });

  it("renders the other head tags as plain elements, text escaped by React", () => {
    expect(html).toContain("<title>Titel &lt;/script&gt;");
    expect(html).toContain('<link rel="canonical" href="https://');
    expect(html).toContain(
      '<meta name="robots" content="index, follow, max-snippet:-1, max-image-preview:large"/>',
    );
    expect(html).toContain('<meta property="og:locale" content="nl_NL"/>');
  });
});
