/**
 * The three services: cards on the home page and sections on /diensten.
 * `servicePath(id)` in `lib/paths` maps each id to its service page.
 */
import { serviceImages } from "./media";
import type { Service, ServiceId } from "./types";

export const services = [
  {
    id: "vr-experiences",
    title: "VR-ervaringen",
    description:
      "Trainingen, simulaties en productpresentaties in virtual reality. Uw medewerkers en klanten oefenen en beleven in een veilige, realistische omgeving.",
    icon: "🥽",
    fullDescription:
      "Met virtual reality brengt u situaties naar binnen die in het echt duur, gevaarlijk of lastig te organiseren zijn: een lastig klantgesprek, een storing aan een productielijn of de eerste werkdag op een nieuwe locatie. Wij ontwerpen en bouwen de complete ervaring, van scenario en 3D-omgeving tot de interactie en de meting van resultaten. De applicatie draait zelfstandig op een standalone headset, zodat u zonder pc of kabels kunt trainen op elke locatie. Zo leren medewerkers sneller, maken ze minder fouten en blijft de kennis langer hangen.",
    features: [
      "Trainingen en simulaties op maat van uw werkprocessen",
      "Standalone headsets, geen pc of kabels nodig",
      "Inzicht in voortgang en resultaten per deelnemer",
      "Meertalig en eenvoudig uit te rollen over meerdere locaties",
    ],
    image: serviceImages.vr,
  },
  {
    id: "ar-applications",
    title: "AR-toepassingen",
    description:
      "Augmented reality plaatst digitale 3D-objecten en informatie in de echte wereld, via een app of direct in de browser met WebAR.",
    icon: "📱",
    fullDescription:
      "Augmented reality laat uw klanten een product op ware grootte in hun eigen ruimte bekijken, voordat zij iets kopen of bestellen. Ook voor onderwijs, musea en technische ondersteuning voegt AR een digitale laag toe die direct begrijpelijk is: een machine die uitlegt hoe een onderdeel vervangen wordt, of een kunstwerk dat tot leven komt. Wij ontwikkelen native apps voor iOS en Android en WebAR-ervaringen die zonder installatie via een QR-code in de browser openen. U krijgt een toepassing die snel laadt, op gangbare smartphones werkt en eenvoudig met nieuwe content uit te breiden is.",
    features: [
      "3D-productvisualisatie op ware grootte",
      "WebAR zonder app-installatie via een QR-code",
      "Native apps voor iOS en Android",
      "Content eenvoudig zelf uit te breiden",
    ],
    image: serviceImages.ar,
  },
  {
    id: "360-video",
    title: "360°-video",
    description:
      "Interactieve 360°-video waarin de kijker zelf rondkijkt. Ideaal voor rondleidingen, werving en voorlichting op locatie.",
    icon: "🎥",
    fullDescription:
      "Met 360°-video neemt u de kijker mee naar een plek waar hij zelf kan rondkijken: uw productiehal, een operatiekamer, een bouwplaats of een evenement. Wij verzorgen het hele traject, van concept en script tot opname met professionele 360°-camera's, ambisonische audio, stitching, kleurcorrectie en publicatie. Het resultaat speelt af in een VR-headset, op uw website en op smartphones, met optionele interactieve hotspots voor extra uitleg. Zo maakt u een locatie toegankelijk voor sollicitanten, klanten of studenten die er niet zelf naartoe kunnen.",
    features: [
      "Opname met professionele 360°-camera's",
      "Ambisonische audio voor ruimtelijk geluid",
      "Interactieve hotspots en keuzemomenten",
      "Geschikt voor VR-headset, website en smartphone",
    ],
    image: serviceImages.video360,
  },
] as const satisfies readonly (Service & { id: ServiceId })[];

/** The service with a known id; throws for an id that is not in the list. */
export function serviceById(id: ServiceId): Service {
  const found = services.find((item) => item.id === id);
  if (!found) throw new Error(`services: no service with id "${id}"`);
  return found;
}
