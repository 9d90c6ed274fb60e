import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { createRoutesStub, Meta } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { site } from "../../app/content";
import { notFoundSeo, seo } from "../../app/lib/seo/seo";
import {
  findMissingOgImages,
  pagesWithOwnOgImage,
  parseHead,
  readPrerenderedPages,
} from "./prerendered-pages";

const origin = site.url;
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "pages-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A page as React Router pre-renders it: <Meta> output inside <head>. */
function page(meta: ReturnType<typeof seo>): string {
  const Stub = createRoutesStub([
    { path: "/*", meta: () => meta, Component: () => createElement(Meta) },
  ]);
  const head = renderToStaticMarkup(createElement(Stub, { initialEntries: ["/"] }));
  return `<!DOCTYPE html><html lang="nl"><head>${head}</head><body><h1>x</h1></body></html>`;
}

async function put(file: string, html: string) {
  const full = path.join(dir, file);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, html);
}

const description = "Een omschrijving van de pagina die lang genoeg is voor een zoekmachine.";

describe("readPrerenderedPages()", () => {
  it("reads path, title, robots and og:image from what seo() rendered", async () => {
    await put("index.html", page(seo({ title: "Home & meer", description, path: "/" })));
    await put("cases/index.html", page(seo({ title: "Cases", description, path: "/cases" })));
    await put("404/index.html", page(notFoundSeo({ title: "Pagina niet gevonden", description })));
    const pages = await readPrerenderedPages(dir, { origin });
    expect(pages).toEqual([
      {
        file: path.join("404", "index.html"),
        path: "/404",
        canonical: `${origin}/404`,
        title: "Pagina niet gevonden",
        noindex: true,
        ogImage: `${origin}/og/default.png`,
      },
      {
        file: path.join("cases", "index.html"),
        path: "/cases",
        canonical: `${origin}/cases`,
        title: "Cases",
        noindex: false,
        ogImage: `${origin}/og/cases.png`,
      },
      {
        file: "index.html",
        path: "/",
        canonical: `${origin}/`,
        title: "Home & meer",
        noindex: false,
        ogImage: `${origin}/og/home.png`,
      },
    ]);
  });

  it("parses entities and ignores foreign canonicals", () => {
    const head = parseHead(
      '<head><title>A &amp; B</title><link rel="canonical" href="https://elders.nl/x"/></head>',
      origin,
    );
    expect(head).toMatchObject({ title: "A & B", path: undefined, noindex: false });
  });

  it("reads attributes in any quoting, and nothing from comments", () => {
    const head = parseHead(
      '<head><!-- <meta name="robots" content="index"> --><meta name=robots content=\'noindex\'>' +
        "<link rel=canonical href='https://immersa.test/x'></head>",
      "https://immersa.test",
    );
    expect(head).toMatchObject({ path: "/x", noindex: true });
  });
});

describe("pagesWithOwnOgImage()", () => {
  it("is every page that links the image rendered for it, and no page that shares another", async () => {
    const banner = { name: "museum-ar-banner", width: 1600, height: 800, alt: "Een museumzaal" };
    await put("index.html", page(seo({ title: "Home", description, path: "/" })));
    await put(
      "cases/museum-ar/index.html",
      page(seo({ title: "Museum AR", description, path: "/cases/museum-ar", image: banner })),
    );
    await put("404/index.html", page(notFoundSeo({ title: "Pagina niet gevonden", description })));
    const pages = await readPrerenderedPages(dir, { origin });
    expect(pagesWithOwnOgImage(pages, { origin })).toEqual([{ path: "/", title: "Home" }]);
  });
});

describe("findMissingOgImages()", () => {
  it("reports pages whose own-origin og:image file does not exist", async () => {
    await put("index.html", page(seo({ title: "Home", description, path: "/" })));
    await put("og/home.png", "png");
    await put("cases/index.html", page(seo({ title: "Cases", description, path: "/cases" })));
    expect(await findMissingOgImages(dir, { origin })).toEqual([
      `${path.join("cases", "index.html")} -> ${origin}/og/cases.png`,
    ]);
    await put("og/cases.png", "png");
    expect(await findMissingOgImages(dir, { origin })).toEqual([]);
  });
});
