/**
 * The loader's promise to editors: a broken entry fails with the file, the
 * field and what is wrong. Each row breaks one thing in a temporary copy of
 * `content/` (the originals and their record are the repository's own).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ContentError, contentRoot, loadContent, loadSite } from "./load.server";

const repository = contentRoot();
const roots: string[] = [];

/** A root with a copy of `content/` and the real `media/`. */
function copyOfContent(): string {
  const root = mkdtempSync(path.join(tmpdir(), "content-"));
  roots.push(root);
  cpSync(path.join(repository, "content"), path.join(root, "content"), { recursive: true });
  symlinkSync(path.join(repository, "media"), path.join(root, "media"));
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function edit(root: string, file: string, change: (text: string) => string): void {
  const full = path.join(root, "content", file);
  const before = readFileSync(full, "utf8");
  const after = change(before);
  if (after === before) throw new Error(`the edit of ${file} changed nothing`);
  writeFileSync(full, after);
}

/** What loading `root` reports: its problems, and the notices of what it changed. */
function problemsOf(root: string): readonly string[] {
  const notices: string[] = [];
  try {
    loadContent({ root, env: {}, onNotice: (notice) => notices.push(`notice: ${notice}`) });
  } catch (error) {
    if (error instanceof ContentError) return [...error.problems, ...notices];
    throw error;
  }
  return notices;
}

const museum = "cases/museum-ar.yaml";

const broken: readonly {
  what: string;
  file: string;
  change: (text: string) => string;
  problem: string;
}[] = [
  {
    what: "a year outside the range",
    file: museum,
    change: (text) => text.replace("year: 2024", "year: 2042"),
    problem: `content/cases/museum-ar.yaml: year (Jaar): expected a year from 2024 to ${new Date().getFullYear()}, got 2042`,
  },
  {
    what: "a year in quotes",
    file: museum,
    change: (text) => text.replace("year: 2024", 'year: "2025"'),
    problem:
      "content/cases/museum-ar.yaml: year (Jaar): write the year as a number, without quotes: 2025",
  },
  {
    what: "a missing field",
    file: museum,
    change: (text) => text.replace(/^client: .*\n/m, ""),
    problem: "content/cases/museum-ar.yaml: client (Opdrachtgever): required",
  },
  {
    what: "an unknown sector",
    file: museum,
    change: (text) => text.replace("sector: Marketing", "sector: Retail"),
    problem:
      'content/cases/museum-ar.yaml: sector (Sector): expected one of "Training", "Marketing", "Onderwijs", "3D Development", "Amusement", got "Retail"',
  },
  {
    what: "a misspelt field",
    file: museum,
    change: (text) => text.replace("title:", "titel:"),
    problem:
      'content/cases/museum-ar.yaml: (the whole file): unknown field "titel" (check the spelling)',
  },
  {
    what: "a description too short for search results",
    file: museum,
    change: (text) =>
      text.replace(/^description: .*$/m, "description: Een AR-app voor een museum."),
    problem:
      "content/cases/museum-ar.yaml: description (Korte omschrijving): has 27 characters; a description for search results needs 120–160",
  },
  {
    what: "too few list items",
    file: museum,
    change: (text) => text.replace(/^challenges:\n {2}- .*\n {2}- .*\n/m, "challenges:\n"),
    problem: "content/cases/museum-ar.yaml: challenges (Uitdagingen): write 2 to 4 items, got 1",
  },
  {
    what: "an image without alt text",
    file: museum,
    change: (text) => text.replace(/^ {2}alt: Gestileerde woonkamer.*\n/m, ""),
    problem:
      "content/cases/museum-ar.yaml: banner.alt (Bannerafbeelding › Beschrijving (alt-tekst)): required",
  },
  {
    what: "an image written with media/ in front",
    file: museum,
    change: (text) =>
      text.replace(
        "src: images/cases/museum-ar-banner.jpg",
        "src: media/images/cases/museum-ar-banner.jpg",
      ),
    problem:
      'content/cases/museum-ar.yaml: banner.src (Bannerafbeelding › Afbeelding): write the path below media/, without "media/": "images/cases/museum-ar-banner.jpg"',
  },
  {
    what: "a missing original",
    file: museum,
    change: (text) =>
      text.replace("images/cases/museum-ar-banner.jpg", "images/cases/ontbreekt.jpg"),
    problem:
      "content/cases/museum-ar.yaml: banner.src (Bannerafbeelding › Afbeelding): media/images/cases/ontbreekt.jpg does not exist",
  },
  {
    what: "an original that was never derived for this slot",
    file: museum,
    change: (text) => text.replace("images/cases/museum-ar-banner.jpg", "images/services/vr.jpg"),
    problem:
      "content/cases/museum-ar.yaml: banner.src (Bannerafbeelding › Afbeelding): media/images/services/vr.jpg has no derived files as a banner image",
  },
  {
    what: "an FAQ answer that names a price the site does not know",
    file: "faq/vr-experiences.yaml",
    change: (text) => text.replace("{priceMax}", "{priceTop}"),
    problem:
      "content/faq/vr-experiences.yaml: [1].a (Vraag en antwoord 1 › Antwoord): unknown placeholder {priceTop}",
  },
  {
    what: "a price in cents",
    file: "services/vr-experiences.yaml",
    change: (text) => text.replace("max: 40000", "max: 40000.5"),
    problem: "content/services/vr-experiences.yaml: price.max (Prijsindicatie › Tot (euro)): ",
  },
  {
    what: "an emoji in a heading",
    file: "pages/diensten.yaml",
    change: (text) =>
      text.replace(/^ {2}heading: Welke oplossing/m, "  heading: 🥽 Welke oplossing"),
    problem:
      "content/pages/diensten.yaml: cta.heading (Afsluitende oproep › Kop): contains an emoji or pictograph (🥽); without a colour-emoji font it shows as an empty box",
  },
  {
    what: "the reader addressed informally",
    file: "pages/diensten.yaml",
    change: (text) =>
      text.replace(
        /^ {2}heading: Welke oplossing/m,
        "  heading: Welke oplossing past bij jou? Welke",
      ),
    problem:
      'content/pages/diensten.yaml: cta.heading (Afsluitende oproep › Kop): addresses the reader informally ("jou"); the site says "u"',
  },
  {
    what: "a text the specification fixes, changed",
    file: "pages/home.yaml",
    change: (text) =>
      text.replace("heading: Meeslepende XR & VR ervaringen", "heading: Meeslepende XR-ervaringen"),
    problem:
      'content/pages/home.yaml: hero.heading (Openingsbeeld › Kop): this text is fixed by the site\'s specification and must read "Meeslepende XR & VR ervaringen", got "Meeslepende XR-ervaringen"',
  },
  {
    what: "an unknown AR example",
    file: "pages/augmented-reality.yaml",
    change: (text) => text.replace("- tu-delft", "- onbekend"),
    problem:
      'content/pages/augmented-reality.yaml: examples.caseIds[2] (Voorbeelden › Voorbeeldcases): unknown case id "onbekend"',
  },
  {
    what: "a link to a page that does not exist",
    file: "navigation.yaml",
    change: (text) => text.replace("to: /cases\n", "to: /projecten\n"),
    problem:
      'content/navigation.yaml: header.links[2].to (Kopregel › Links › Link 2 › Naar): unknown link target "/projecten"',
  },
  {
    what: "an unknown placeholder",
    file: "pages/contact.yaml",
    change: (text) => text.replace("{phone}", "{telefoon}"),
    problem:
      "content/pages/contact.yaml: form.errors.failed (Formulier › Foutmeldingen › Storing): unknown placeholder {telefoon}",
  },
  {
    what: "a text with a colon and no quotes",
    file: "pages/cases.yaml",
    change: (text) => text.replace(/^ {2}lead: .*$/m, "  lead: Onze aanpak: van idee tot app"),
    problem:
      'content/pages/cases.yaml (line 5): a text with ": " or a line break needs double quotes around it',
  },
  {
    what: "a link to a case page that is not there",
    file: "navigation.yaml",
    change: (text) => text.replace("to: /cases\n", "to: /cases/onbekend\n"),
    problem:
      'notice: content/navigation.yaml: header.links[2].to (Kopregel › Links › Link 2 › Naar): "/cases/onbekend" is not a page of the site',
  },
  {
    what: "a privacy section with its number written in",
    file: "legal/privacyverklaring.yaml",
    change: (text) => text.replace("- heading: Wie zijn wij", "- heading: 1. Wie zijn wij"),
    problem:
      "content/legal/privacyverklaring.yaml: sections[1].heading (Onderdelen › Onderdeel 1 › Kop): starts with a number",
  },
  {
    what: "a process step out of order",
    file: "process.yaml",
    change: (text) => text.replace("title: Storyboard", "title: Schets"),
    problem:
      'content/process.yaml: [2].title (Stap 2 › Stap): this text is fixed by the site\'s specification and must read "Storyboard", got "Schets"',
  },
  {
    what: "a further page's title too long for the longest sector",
    file: "pages/cases.yaml",
    change: (text) =>
      text.replace(
        "sectorTitle: Cases in de sector {sector} – pagina {number}",
        "sectorTitle: Al onze cases in de sector {sector} – pagina {number}",
      ),
    problem:
      'content/pages/cases.yaml: pagination.sectorTitle (Meer pagina\'s › Titel in een sector): the page title "Al onze cases in de sector 3D Development – pagina 99 | Immersa XR" has 66 characters',
  },
  {
    what: "a further page's description too short",
    file: "pages/cases.yaml",
    change: (text) =>
      text.replace(/^ {2}description: "?Pagina .*$/m, "  description: Pagina {number}."),
    problem:
      'content/pages/cases.yaml: pagination.description (Meer pagina\'s › Omschrijving van pagina 2 en verder): "Pagina 2." has 9 characters',
  },
  {
    what: "a file of another type in a collection",
    file: "cases/museum-ar.yaml",
    change: (text) => `${text}`,
    problem:
      "content/cases/notities.md: not a content file; every entry of content/cases/ is a .yaml file",
  },
];

describe("a broken content file fails with its file, field and problem", () => {
  it("the repository's content loads", () => {
    expect(problemsOf(copyOfContent())).toEqual([]);
  });

  it.each(broken)("$what", ({ file, change, problem }) => {
    const root = copyOfContent();
    if (problem.includes("notities.md")) {
      writeFileSync(path.join(root, "content/cases/notities.md"), "Een notitie.\n");
    } else edit(root, file, change);
    const problems = problemsOf(root);
    expect(
      problems.some((line) => line.startsWith(problem)),
      problems.join("\n"),
    ).toBe(true);
  });

  it("a service file whose name is not a service id (each service has a page of its own)", () => {
    const root = copyOfContent();
    cpSync(
      path.join(root, "content/services/vr-experiences.yaml"),
      path.join(root, "content/services/mixed-reality.yaml"),
    );
    const problems = problemsOf(root);
    expect(problems, problems.join("\n")).toContain(
      'content/services/mixed-reality.yaml: id (Dienst): expected one of "vr-experiences", "ar-applications", "360-video", got "mixed-reality"',
    );
  });

  it("an entry's id is its file name, which must be an address", () => {
    const root = copyOfContent();
    edit(root, museum, (text) => `id: museum-ar\n${text}`);
    cpSync(
      path.join(root, "content/cases/tu-delft.yaml"),
      path.join(root, "content/cases/Spoken Jagen.yaml"),
    );
    const problems = problemsOf(root);
    expect(problems).toContain(
      'content/cases/museum-ar.yaml: id: the entry\'s id is its file name ("museum-ar"); remove this field',
    );
    expect(problems).toContain(
      "content/cases/Spoken Jagen.yaml: id (Adres): the file name (the entry's address) may hold only lower-case letters, digits and dashes",
    );
  });

  it("lists every problem at once", () => {
    const root = copyOfContent();
    edit(root, museum, (text) => text.replace("year: 2024", "year: 2042"));
    edit(root, "cases/tu-delft.yaml", (text) => text.replace("sector: Amusement", "sector: Games"));
    const problems = problemsOf(root);
    expect(
      problems.filter((line) => /museum-ar\.yaml: year|tu-delft\.yaml: sector/.test(line)),
    ).toHaveLength(2);
  });

  it("a broken FAQ file is reported for what is wrong in it, not as missing", () => {
    const root = copyOfContent();
    edit(root, "faq/vr-experiences.yaml", (text) =>
      text.replace("  a: Een eerste", "  b: Een eerste"),
    );
    expect(problemsOf(root).filter((line) => line.includes("vr-experiences"))).toEqual([
      "content/faq/vr-experiences.yaml: [2].a (Vraag en antwoord 2 › Antwoord): required",
      'content/faq/vr-experiences.yaml: [2] (Vraag en antwoord 2): unknown field "b" (check the spelling)',
    ]);
  });
});

describe("what editors do not have to type", () => {
  it("typesets dashes, ellipses and amounts", () => {
    const root = copyOfContent();
    edit(root, "pages/cases.yaml", (text) =>
      text.replace(/^ {2}lead: .*$/m, "  lead: Van idee - tot app... vanaf € 5.000 per project."),
    );
    const { pages } = loadContent({ root, env: {} });
    expect(pages.cases.intro.lead).toBe("Van idee – tot app… vanaf €\u00a05.000 per project.");
  });

  it("fills company details and leaves out a paragraph whose value is not configured", () => {
    const root = copyOfContent();
    const paragraphs = (env: NodeJS.ProcessEnv) =>
      loadContent({ root, env }).legal.privacy.sections[0]?.text.join("\n") ?? "";
    expect(paragraphs({})).not.toContain("Kamer van Koophandel");
    expect(paragraphs({ SITE_KVK: "12345678" })).toContain(
      "Kamer van Koophandel onder nummer 12345678.",
    );
    expect(paragraphs({ SITE_EMAIL: "hallo@example.nl" })).toContain("hallo@example.nl");
  });

  it("links the company's phone number and e-mail address, as configured", () => {
    const site = loadSite({
      root: repository,
      env: { SITE_PHONE: "06 12 34 56 78", SITE_EMAIL: "hallo@example.nl" },
    });
    expect({ phoneHref: site.phoneHref, emailHref: site.emailHref }).toEqual({
      phoneHref: "tel:+31612345678",
      emailHref: "mailto:hallo@example.nl",
    });
  });
});
