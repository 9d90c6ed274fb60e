import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  ContentValidationError,
  contentProblems,
  formatPath,
  missingMediaFiles,
  referencedMedia,
  siteContent,
  validateContent,
} from "./validate";

type Key = string | number;

/** A deep, mutable copy of the real content, as plain data. */
const fixture = (): unknown => structuredClone(siteContent);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function parentOf(root: unknown, keys: readonly Key[]): { parent: unknown; last: Key } {
  const last = keys.at(-1);
  if (last === undefined) throw new Error("empty path");
  let parent = root;
  for (const key of keys.slice(0, -1)) {
    if (Array.isArray(parent) && typeof key === "number") parent = parent[key];
    else if (isRecord(parent) && typeof key === "string") parent = parent[key];
    else throw new Error(`no ${String(key)} in fixture`);
  }
  return { parent, last };
}

function setIn(root: unknown, keys: readonly Key[], value: unknown): unknown {
  const { parent, last } = parentOf(root, keys);
  if (Array.isArray(parent) && typeof last === "number") parent[last] = value;
  else if (isRecord(parent) && typeof last === "string") parent[last] = value;
  else throw new Error(`cannot set ${keys.join(".")}`);
  return root;
}

function deleteIn(root: unknown, keys: readonly Key[]): unknown {
  const { parent, last } = parentOf(root, keys);
  if (Array.isArray(parent) && typeof last === "number") parent.splice(last, 1);
  else if (isRecord(parent) && typeof last === "string") delete parent[last];
  else throw new Error(`cannot delete ${keys.join(".")}`);
  return root;
}

/** The message `validateContent` throws for `content`. */
function thrownMessage(content: unknown): string {
  try {
    validateContent(content);
  } catch (error) {
    if (error instanceof ContentValidationError) return error.message;
    throw error;
  }
  throw new Error("validateContent did not throw");
}

describe("validateContent", () => {
  it("accepts the real content", () => {
    expect(contentProblems()).toEqual([]);
    expect(() => validateContent()).not.toThrow();
  });

  it("names entry and field for a missing or empty field", () => {
    expect(thrownMessage(deleteIn(fixture(), ["cases", 1, "bannerImage", "alt"]))).toContain(
      "cases[museum-ar].bannerImage.alt: required",
    );
    expect(thrownMessage(setIn(fixture(), ["cases", 0, "title"], "  "))).toContain(
      "cases[jeugdzorg-vr].title: required",
    );
    expect(thrownMessage(deleteIn(fixture(), ["services", 2, "fullDescription"]))).toContain(
      "services[360-video].fullDescription: required",
    );
    expect(thrownMessage(deleteIn(fixture(), ["pages", "contact", "form", "consent"]))).toContain(
      "pages.contact.form.consent: required",
    );
  });

  it("reports duplicate ids", () => {
    const message = thrownMessage(setIn(fixture(), ["cases", 3, "id"], "museum-ar"));
    expect(message).toContain('cases[3].id: duplicate id "museum-ar" (also cases[1])');

    const services = setIn(fixture(), ["services", 1, "id"], "vr-experiences");
    expect(thrownMessage(services)).toContain(
      'services[1].id: duplicate id "vr-experiences" (also services[0])',
    );
    expect(thrownMessage(services)).toContain('services: missing service "ar-applications"');
  });

  it("reports an AR example that is not a case", () => {
    expect(
      thrownMessage(setIn(fixture(), ["arPage", "examples", "caseIds", 1], "bestaat-niet")),
    ).toContain('arPage.examples.caseIds[1]: unknown case id "bestaat-niet"');
    // Removing the case itself breaks the reference as well.
    expect(thrownMessage(deleteIn(fixture(), ["cases", 5]))).toContain(
      'arPage.examples.caseIds[1]: unknown case id "tu-delft"',
    );
  });

  it("enforces exact counts", () => {
    expect(thrownMessage(deleteIn(fixture(), ["cases", 5]))).toContain(
      "cases: expected exactly 6 items, got 5",
    );
    expect(thrownMessage(deleteIn(fixture(), ["services", 0, "features", 3]))).toMatch(
      /services\[vr-experiences\]\.features: .*4/,
    );
    expect(thrownMessage(deleteIn(fixture(), ["legal", "terms", "sections", 7]))).toContain(
      "legal.terms.sections: expected exactly 8 items, got 7",
    );
    expect(thrownMessage(deleteIn(fixture(), ["legal", "privacy", "sections", 0]))).toContain(
      "legal.privacy.sections: expected exactly 9 items, got 8",
    );
    expect(thrownMessage(deleteIn(fixture(), ["vrPage", "faq", 0]))).toContain(
      "vrPage.faq: expected exactly 3 items, got 2",
    );
    expect(thrownMessage(deleteIn(fixture(), ["clients", "logos", 0]))).toContain(
      "clients.logos: expected exactly 6 items, got 5",
    );
    const testimonials = fixture();
    const extra = structuredClone(siteContent.testimonials[0]);
    setIn(testimonials, ["testimonials", 1], { ...extra, id: "tweede" });
    expect(thrownMessage(testimonials)).toContain("testimonials: expected exactly 1 items, got 2");
  });

  it("only allows known sectors, years, icons and service ids", () => {
    expect(thrownMessage(setIn(fixture(), ["cases", 1, "sector"], "Retail"))).toContain(
      "cases[museum-ar].sector:",
    );
    expect(thrownMessage(setIn(fixture(), ["cases", 2, "year"], 2023))).toContain(
      "cases[privacy-lab].year:",
    );
    expect(thrownMessage(setIn(fixture(), ["processSteps", 0, "icon"], "unicorn"))).toContain(
      "processSteps[0].icon:",
    );
    expect(thrownMessage(setIn(fixture(), ["services", 0, "id"], "vr"))).toContain(
      'services[vr].id: unknown service id "vr"',
    );
    expect(thrownMessage(setIn(fixture(), ["cases", 0, "updated"], "14-03-2025"))).toContain(
      "cases[jeugdzorg-vr].updated: must be an ISO date",
    );
  });

  it("keeps the process steps in the spec's order", () => {
    const content = fixture();
    setIn(content, ["processSteps", 3, "title"], "Iteratie");
    setIn(content, ["processSteps", 4, "title"], "Testing");
    const message = thrownMessage(content);
    expect(message).toContain('processSteps[3].title: expected "Testing" at this position');
    expect(message).toContain('processSteps[4].title: expected "Iteratie" at this position');
  });

  it("checks legal headings, SEO descriptions, links and typography", () => {
    expect(
      thrownMessage(setIn(fixture(), ["legal", "terms", "sections", 2, "heading"], "Annulering")),
    ).toContain('legal.terms.sections[2].heading: expected "Artikel 3 – Annulering"');
    expect(
      thrownMessage(setIn(fixture(), ["legal", "privacy", "sections", 4, "heading"], "Bewaren")),
    ).toContain('legal.privacy.sections[4].heading: must start with "5. "');
    expect(
      thrownMessage(setIn(fixture(), ["pages", "home", "intro", "seoDescription"], "Kort.")),
    ).toContain("pages.home.intro.seoDescription: must be 110–160 characters");
    expect(
      thrownMessage(setIn(fixture(), ["pages", "notFound", "links", 1, "to"], "/dienst")),
    ).toContain('pages.notFound.links[1].to: unknown link target "/dienst"');
    expect(
      thrownMessage(setIn(fixture(), ["vrPage", "faq", 0, "a"], "Tussen €7500 - €40000.")),
    ).toMatch(/vrPage\.faq\[0\]\.a: use an en dash/);
  });

  it("keeps an amount on one line: a no-break space after € and a thousands separator", () => {
    const faqAnswer = (text: string) =>
      thrownMessage(setIn(fixture(), ["arPage", "faq", 0, "a"], text));
    expect(faqAnswer("Vanaf € 5.000.")).toContain(
      "arPage.faq[0].a: put a no-break space (U+00A0) after €",
    );
    expect(faqAnswer("Vanaf €5.000.")).toContain(
      "arPage.faq[0].a: put a no-break space (U+00A0) after €",
    );
    expect(faqAnswer("Vanaf €\u00a05000.")).toContain(
      "arPage.faq[0].a: write amounts with a thousands separator",
    );
  });

  it("requires a case video to use the banner as poster", () => {
    const poster = { name: "iets-anders", width: 1600, height: 800, alt: "Ander beeld" };
    expect(
      thrownMessage(setIn(fixture(), ["cases", 0, "pageMedia", "video", "poster"], poster)),
    ).toContain("cases[jeugdzorg-vr].pageMedia.video.poster: must be the banner image");
  });

  it("lists every problem in one error", () => {
    const content = fixture();
    deleteIn(content, ["cases", 1, "client"]);
    setIn(content, ["arPage", "examples", "caseIds", 0], "onbekend");
    const message = thrownMessage(content);
    expect(message).toMatch(/^Content validation failed \(2 problems\):/);
    expect(message).toContain("  - cases[museum-ar].client: required");
    expect(message).toContain('  - arPage.examples.caseIds[0]: unknown case id "onbekend"');
  });
});

describe("formatPath", () => {
  it("names array entries by id, by name or by index", () => {
    expect(formatPath(siteContent, ["cases", 1, "bannerImage", "alt"])).toBe(
      "cases[museum-ar].bannerImage.alt",
    );
    expect(formatPath(siteContent, ["clients", "logos", 2])).toBe("clients.logos[client-lumen]");
    expect(formatPath(siteContent, ["vrPage", "faq", 2, "a"])).toBe("vrPage.faq[2].a");
    expect(formatPath(siteContent, [])).toBe("(root)");
  });
});

describe("missingMediaFiles", () => {
  let publicDir: string | undefined;

  afterEach(() => {
    if (publicDir) rmSync(publicDir, { recursive: true, force: true });
    publicDir = undefined;
  });

  function publicDirWithAllMedia(): string {
    const dir = mkdtempSync(path.join(tmpdir(), "content-media-"));
    for (const { files } of referencedMedia()) {
      for (const url of files) {
        const file = path.join(dir, url);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, "");
      }
    }
    return dir;
  }

  it("lists every image width and format, both video formats and the logos", () => {
    const files = referencedMedia().flatMap((reference) => reference.files);
    for (const format of ["avif", "webp", "jpg"]) {
      for (const width of [320, 640, 960, 1280, 1600]) {
        expect(files).toContain(`/media/img/case-museum-ar-banner-${width}.${format}`);
      }
      expect(files).toContain(`/media/img/testimonial-portrait-240.${format}`);
    }
    expect(files).toContain("/media/video/case-jeugdzorg-vr.mp4");
    expect(files).toContain("/media/video/case-jeugdzorg-vr.webm");
    expect(files).toContain("/media/video/hero-loop.webm");
    expect(files).toContain("/media/logos/client-orbit.svg");
  });

  it("is empty when every file exists", () => {
    publicDir = publicDirWithAllMedia();
    expect(missingMediaFiles(publicDir)).toEqual([]);
  });

  it("names the fields that reference a missing file", () => {
    publicDir = publicDirWithAllMedia();
    rmSync(path.join(publicDir, "media/img/case-museum-ar-banner-640.webp"));
    rmSync(path.join(publicDir, "media/video/case-sollicitatie-vr.webm"));
    rmSync(path.join(publicDir, "media/logos/client-lumen.svg"));
    expect(missingMediaFiles(publicDir)).toEqual([
      "cases[museum-ar].media.image, cases[museum-ar].bannerImage: missing /media/img/case-museum-ar-banner-640.webp",
      "cases[sollicitatie-vr].pageMedia.video: missing /media/video/case-sollicitatie-vr.webm",
      "clients.logos[client-lumen]: missing /media/logos/client-lumen.svg",
    ]);
  });

  it("summarises an asset whose files are all missing", () => {
    publicDir = mkdtempSync(path.join(tmpdir(), "content-media-"));
    const problems = missingMediaFiles(publicDir);
    expect(problems).toContain(
      "services[vr-experiences].image: missing all 12 files of image service-vr (e.g. /media/img/service-vr-320.avif)",
    );
    expect(problems).toHaveLength(referencedMedia().length);
  });
});
