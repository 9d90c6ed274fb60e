/**
 * The text of each case page, by case id (the cards and lists are in
 * `cases.ts`). Only the case page and the site search import this module.
 */
import { type CaseId, cases } from "./cases";
import type { Case, CaseStory, CaseSummary } from "./types";

export const caseStories = {
  "jeugdzorg-vr": {
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
  },
  "museum-ar": {
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
  },
  "privacy-lab": {
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
  },
  "avatar-studio": {
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
  },
  "sollicitatie-vr": {
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
  },
  "tu-delft": {
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
  },
} as const satisfies Record<CaseId, CaseStory>;

/** A case card's data with its page text. */
export function withStory(item: CaseSummary & { id: CaseId }): Case {
  return { ...item, ...caseStories[item.id] };
}

/** The case with this id and its story, or `undefined` for an unknown (or mistyped) id. */
export function findCase(id: string): Case | undefined {
  const item = cases.find((entry) => entry.id === id);
  return item && withStory(item);
}
