/**
 * What /diensten and each service page show beyond the card in `services.ts`:
 * the full description, the features and the section image.
 */
import { serviceImages } from "./media";
import { services } from "./services";
import type { Service, ServiceDetail, ServiceId, ServiceSummary } from "./types";

export const serviceDetails = {
  "vr-experiences": {
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
  "ar-applications": {
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
  "360-video": {
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
} as const satisfies Record<ServiceId, ServiceDetail>;

/** A service card's data with its details. */
export function withDetails(service: ServiceSummary & { id: ServiceId }): Service {
  return { ...service, ...serviceDetails[service.id] };
}

/** The service with a known id; throws for an id that is not in the list. */
export function serviceById(id: ServiceId): Service {
  const found = services.find((item) => item.id === id);
  if (!found) throw new Error(`services: no service with id "${id}"`);
  return withDetails(found);
}
