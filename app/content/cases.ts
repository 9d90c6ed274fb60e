/**
 * The six cases, in display order (the home page shows the first three). Ids are
 * legacy slugs used in URLs; they deliberately do not match the titles. Clients are
 * fictional organisations. The text of each case page is in `case-stories.ts`, so
 * the pages that only show case cards do not download it.
 */
import { caseBanner, caseMediaImage, caseVideo } from "./media";
import type { CaseSummary } from "./types";

type CaseMedia = Pick<CaseSummary, "media" | "bannerImage" | "pageMedia">;

/**
 * The banner doubles as the card image and as the poster of a page video, so
 * the three always stay in step.
 */
function caseMedia(
  id: string,
  bannerAlt: string,
  page: { type: "video" } | { type: "image"; alt: string },
): CaseMedia {
  const bannerImage = caseBanner(id, bannerAlt);
  return {
    media: { type: "image", image: bannerImage },
    bannerImage,
    pageMedia:
      page.type === "video"
        ? { type: "video", video: caseVideo(id, bannerImage) }
        : { type: "image", image: caseMediaImage(id, page.alt) },
  };
}

export const cases = [
  {
    id: "jeugdzorg-vr",
    title: "Stressmanagement-training in VR",
    sector: "Training",
    description:
      "Een VR-training waarin jeugdzorgmedewerkers oefenen om kalm te blijven in escalerende gesprekken, met directe feedback op ademhaling en reactie.",
    client: "Noordlicht Zorggroep",
    year: 2024,
    ...caseMedia(
      "jeugdzorg-vr",
      "Gestileerde VR-gespreksruimte met een virtuele jongere en een rustgevende ademhalingscirkel",
      { type: "video" },
    ),
    updated: "2025-03-14",
  },
  {
    id: "museum-ar",
    title: "Kunstwerken in uw eigen ruimte met AR",
    sector: "Marketing",
    description:
      "Een AR-app waarmee bezoekers kunstwerken uit de collectie op ware grootte aan hun eigen muur hangen en het resultaat delen.",
    client: "Lumen Museum",
    year: 2024,
    ...caseMedia(
      "museum-ar",
      "Gestileerde woonkamer met een ingelijst schilderij dat via augmented reality aan de muur hangt",
      {
        type: "image",
        alt: "Smartphone die een digitaal kunstwerk op ware grootte op een lege muur projecteert",
      },
    ),
    updated: "2025-01-20",
  },
  {
    id: "privacy-lab",
    title: "Gezichtsherkenning ervaren in VR",
    sector: "Onderwijs",
    description:
      "Een VR-ervaring waarin studenten zelf ervaren hoe camera's met gezichtsherkenning hen volgen, en wat dat betekent voor hun privacy.",
    client: "Veldwerk Academie",
    year: 2024,
    ...caseMedia(
      "privacy-lab",
      "Gestileerd virtueel stationsplein met camera's en digitale labels boven voorbijgangers",
      {
        type: "image",
        alt: "Avatar omringd door labels die een gezichtsherkenningssysteem aan een persoon koppelt",
      },
    ),
    updated: "2025-02-10",
  },
  {
    id: "avatar-studio",
    title: "Een virtuele mens uit één foto",
    sector: "3D Development",
    description:
      "Een plugin die uit één portretfoto een volledig geanimeerd 3D-personage maakt, direct bruikbaar in de game-engine van de studio.",
    client: "Orbit Games",
    year: 2025,
    ...caseMedia(
      "avatar-studio",
      "Gestileerd portret dat overgaat in een wireframe-model van een 3D-hoofd",
      {
        type: "image",
        alt: "Drie varianten van een 3D-personage, gegenereerd uit dezelfde portretfoto",
      },
    ),
    updated: "2025-09-05",
  },
  {
    id: "sollicitatie-vr",
    title: "Sollicitatiegesprekken oefenen in VR",
    sector: "Training",
    description:
      "Werkzoekenden oefenen sollicitatiegesprekken met een virtuele interviewer en krijgen direct feedback op hun antwoorden en houding.",
    client: "Stichting Opstap Werk",
    year: 2025,
    ...caseMedia(
      "sollicitatie-vr",
      "Gestileerde virtuele spreekkamer met een interviewer aan de overkant van een tafel",
      { type: "video" },
    ),
    updated: "2025-11-18",
  },
  {
    id: "tu-delft",
    title: "Spokenjacht in augmented reality",
    sector: "Amusement",
    description:
      "Een mobiele AR-game waarin teams door de binnenstad trekken om spoken te vangen, ontwikkeld voor een introductieweek.",
    client: "Studentenvereniging Spectrum",
    year: 2025,
    ...caseMedia(
      "tu-delft",
      "Gestileerde binnenstad bij schemering met doorschijnende spoken rond historische gevels",
      {
        type: "image",
        alt: "Smartphonescherm met een AR-spook voor een gevel en een teamscore in beeld",
      },
    ),
    updated: "2026-01-12",
  },
] as const satisfies readonly CaseSummary[];

export type CaseId = (typeof cases)[number]["id"];

/** The cases with these ids, in the given order; throws for an unknown id. */
export function findCases(ids: readonly string[]): CaseSummary[] {
  return ids.map((id) => {
    const found = cases.find((item) => item.id === id);
    if (!found) throw new Error(`cases: no case with id "${id}"`);
    return found;
  });
}
