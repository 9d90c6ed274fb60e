/**
 * The six cases, in display order (the home page shows the first three). Ids are
 * legacy slugs used in URLs; they deliberately do not match the titles. Clients are
 * fictional organisations.
 */
import { caseBanner, caseMediaImage, caseVideo } from "./media";
import type { Case } from "./types";

type CaseMedia = Pick<Case, "media" | "bannerImage" | "pageMedia">;

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
    overview:
      "Medewerkers van Noordlicht Zorggroep begeleiden jongeren die soms plotseling boos of ontredderd reageren. Wie daar onvoorbereid in stapt, raakt snel zelf gespannen, met verzuim en verloop als gevolg. Rollenspellen met acteurs hielpen, maar waren duur, lastig in te plannen naast wisselende diensten en niet eindeloos te herhalen. Noordlicht zocht een training die medewerkers zelfstandig en zo vaak als nodig kunnen volgen, zonder aan realisme in te leveren.",
    challenges: [
      "Realistische spanning oproepen zonder medewerkers te overbelasten",
      "Trainen in wisselende diensten, zonder vaste trainer of acteur op locatie",
      "Voortgang zichtbaar maken voor teamleiders zonder herleidbare persoonsgegevens te delen",
    ],
    solution:
      "Samen met de gedragsdeskundigen van Noordlicht ontwikkelden wij vier scenario's met een virtuele jongere die reageert op de stem, woordkeuze en houding van de medewerker. Loopt de spanning op, dan begeleidt een korte ademhalingsoefening de deelnemer terug naar een rustige toon, waarna het gesprek verdergaat. De training draait offline op standalone headsets die op elke locatie klaarliggen. Teamleiders zien in een dashboard alleen geanonimiseerde groepsresultaten.",
    results: [
      "38% minder ervaren stress na vier sessies (zelfrapportage, 120 deelnemers)",
      "86% van de deelnemers raadt de training aan bij collega's",
      "Trainingskosten per medewerker ruim gehalveerd ten opzichte van rollenspellen met acteurs",
      "Binnen drie maanden uitgerold op zes locaties",
    ],
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
    overview:
      "Voor een grote overzichtstentoonstelling wilde Lumen Museum een jonger publiek bereiken, ook buiten de museummuren. Het idee: laat mensen de schilderijen eerst thuis ontdekken. Met een AR-app plaatst iedereen werken uit de tentoonstelling op ware grootte in de eigen woonkamer, maakt er een foto van en deelt die met vrienden, met een directe link naar de ticketverkoop.",
    challenges: [
      "Kunstwerken op exacte afmetingen en met natuurgetrouwe kleuren tonen",
      "Soepel werken op een breed scala aan smartphones, ook oudere toestellen",
      "Collectie en teksten zelf kunnen beheren, zonder tussenkomst van een ontwikkelaar",
    ],
    solution:
      "Wij bouwden een app voor iOS en Android en een lichtere WebAR-versie die via een QR-code op posters en in advertenties opent. De app herkent muren automatisch, past de belichting van het kunstwerk aan op het licht in de kamer en toont het werk inclusief lijst op ware grootte. Hoge-resolutiescans worden per toestel in de juiste kwaliteit geladen. Via een eenvoudig beheersysteem voegt het museum zelf nieuwe werken en beschrijvingen toe.",
    results: [
      "24.000 downloads in de eerste drie maanden",
      "Gemiddeld drie kunstwerken per sessie in de eigen ruimte geplaatst",
      "17% meer online ticketverkoop dan bij de vorige grote tentoonstelling",
      "Ruim 6.500 gedeelde foto's op sociale media",
    ],
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
    overview:
      "Veldwerk Academie geeft studenten lessen in digitale vaardigheden en burgerschap. Privacy en gezichtsherkenning bleken in de klas een abstract onderwerp: studenten wisten dat camera's bestaan, maar niet wat er met hun beelden kan gebeuren. De academie wilde een les waarin studenten het zelf beleven en daarna met de docent het gesprek aangaan.",
    challenges: [
      "Een abstract onderwerp tastbaar maken zonder angst aan te jagen",
      "Geen echte biometrische gegevens van studenten gebruiken of opslaan",
      "Passen binnen één lesuur van 50 minuten met een volledige klas",
    ],
    solution:
      "Wij ontwikkelden een VR-ervaring op een virtueel stationsplein. Terwijl de student rondloopt, verschijnen de labels die een camerasysteem aan zijn avatar koppelt: leeftijd, stemming, route en winkelbezoek. Halverwege krijgt de student de keuze om het systeem te omzeilen, met zichtbare gevolgen. Er wordt geen echt gezicht vastgelegd; alles draait om een avatar. Een docentmodus start tot vijftien headsets tegelijk, en bijbehorend lesmateriaal begeleidt het nagesprek.",
    results: [
      "Ingezet in 42 lessen bij vier opleidingen in het eerste schooljaar",
      "Gemiddelde score op de kennistoets gestegen van 5,4 naar 7,8",
      "91% van de studenten noemt de les leerzaam of zeer leerzaam",
    ],
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
    overview:
      "Gamestudio Orbit Games werkt aan een stadssimulatie met honderden unieke inwoners. Elk personage met de hand modelleren kostte een 3D-artist gemiddeld twee werkdagen. De studio vroeg ons om een hulpmiddel dat dat basiswerk overneemt, zodat de artists hun tijd kunnen besteden aan afwerking en karakter.",
    challenges: [
      "Herkenbare gelijkenis met de foto, zonder het onheilspellende effect van bijna-echte gezichten",
      "Naadloos aansluiten op de bestaande animatierig en werkwijze van de studio",
      "Portretfoto's mogen de werkplek van de artist niet verlaten",
    ],
    solution:
      "De plugin herkent de gezichtskenmerken op één portretfoto en vormt daarmee een standaard basismodel om tot een uniek gezicht, compleet met textuur, haarstijl en gezichtsuitdrukkingen. Het personage gebruikt de bestaande animatierig van de studio, zodat alle animaties direct werken. Met schuifregelaars verfijnt de artist het resultaat. Alle verwerking gebeurt lokaal op de werkplek; er gaat geen foto naar een externe server.",
    results: [
      "Basisversie van een nieuw personage in 10 minuten in plaats van twee werkdagen",
      "Meer dan 300 personages gemaakt voor de eerste release",
      "Volledig lokale verwerking: geen enkele foto verlaat de werkplek",
    ],
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
    overview:
      "Stichting Opstap Werk begeleidt werkzoekenden naar een passende baan. Veel deelnemers lopen vast op het sollicitatiegesprek: de zenuwen nemen het over en een oefengesprek met de eigen coach voelt niet echt. Coaches hebben bovendien beperkt tijd per deelnemer. Opstap zocht een manier om deelnemers zelfstandig en realistisch te laten oefenen, zo vaak als zij willen.",
    challenges: [
      "Een gesprek dat echt spannend voelt, maar veilig blijft om te oefenen",
      "Vacatures in uiteenlopende sectoren, van logistiek tot zorg",
      "Eenvoudig te gebruiken door deelnemers met weinig digitale ervaring",
    ],
    solution:
      "In de VR-training zit de deelnemer tegenover een virtuele interviewer die vragen stelt en met spraakherkenning op de antwoorden reageert. Er zijn gesprekken voor logistiek, zorg en detailhandel, elk in drie moeilijkheidsgraden. Na afloop krijgt de deelnemer feedback op oogcontact, spreektempo en stopwoorden, met concrete tips. De headset start direct in de training, met één knop om te beginnen. Coaches zien de voortgang van hun deelnemers in een overzichtelijk dashboard.",
    results: [
      "Zelfvertrouwen voor een sollicitatiegesprek gestegen van gemiddeld 5,2 naar 7,4 na drie oefensessies",
      "Coaches besparen gemiddeld 40 minuten voorbereiding per deelnemer",
      "Ingezet bij 350 deelnemers in het eerste halfjaar",
    ],
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
    overview:
      "Studentenvereniging Spectrum wilde nieuwe leden tijdens de introductieweek op een originele manier kennis laten maken met elkaar en met de stad. Het resultaat is een spokenjacht: spelers lopen in teams door de binnenstad en vangen met hun smartphone spoken die bij historische gebouwen rondwaren. Elk gevangen spook vertelt een stukje geschiedenis van de plek.",
    challenges: [
      "Honderden spelers tegelijk buiten, met een live scorebord",
      "Onnauwkeurige gps-signalen in smalle straten",
      "Beperkt batterij- en dataverbruik tijdens een speelronde van ruim een uur",
    ],
    solution:
      "Wij ontwikkelden een locatiegebaseerde AR-game voor iOS en Android. Rond elk speelpunt combineert de game gps met herkenning van de gevel, zodat spoken precies op de juiste plek verschijnen. Spelinhoud en kaart worden vooraf gedownload, zodat de game ook bij een zwak netwerk blijft werken; alleen de scores gaan live naar het scorebord. Na de introductieweek blijft de game speelbaar als stadswandeling.",
    results: [
      "640 spelers in 112 teams tijdens de introductieweek",
      "Gemiddelde speelduur van 74 minuten per team",
      "Minder dan 15% batterijverbruik per speelronde",
      "Opgenomen als vast onderdeel van de jaarlijkse introductieweek",
    ],
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
] as const satisfies readonly Case[];

export type CaseId = (typeof cases)[number]["id"];

/** The case with this id, or `undefined` for an unknown (or mistyped) id. */
export function findCase(id: string): Case | undefined {
  return cases.find((item) => item.id === id);
}

/** The cases with these ids, in the given order; throws for an unknown id. */
export function findCases(ids: readonly string[]): Case[] {
  return ids.map((id) => {
    const found = findCase(id);
    if (!found) throw new Error(`cases: no case with id "${id}"`);
    return found;
  });
}
