/** Copy of the contact page: details and the form's labels and messages. */
import { paths } from "../lib/paths";
import type { NavLink } from "./navigation";
import { site } from "./site";
import type { PageIntro } from "./types";

export interface ContactFormField {
  label: string;
}

export interface ContactPageContent {
  intro: PageIntro;
  details: {
    heading: string;
    phoneLabel: string;
    emailLabel: string;
    locationLabel: string;
    location: string;
    hoursLabel: string;
    hours: string;
    response: string;
    advice: { heading: string; text: string };
  };
  form: {
    heading: string;
    lead: string;
    requiredNote: string;
    /** Keys are the form field names posted to the server. */
    fields: {
      naam: ContactFormField;
      email: ContactFormField;
      telefoon: ContactFormField;
      bericht: ContactFormField;
    };
    consent: string;
    privacyLink: NavLink;
    submitLabel: string;
    submittingLabel: string;
    success: { heading: string; text: string; resetLabel: string };
    errors: {
      /** Network error or server error: the fields keep their values. */
      failed: string;
      /** The server answered 429. */
      rateLimited: string;
      /** The server refused one or more fields (422); each field shows its own message. */
      invalid: string;
      retryLabel: string;
    };
  };
}

export const contactPage = {
  intro: {
    seoTitle: "Contact | Immersa XR",
    seoDescription:
      "Neem contact op met Immersa XR in Eindhoven voor een gratis adviesgesprek of een offerte voor uw VR-, AR- of 360°-videoproject.",
    heading: "Neem contact op",
    lead: "Vertel ons over uw idee of vraag. Wij reageren binnen 24 uur met een eerste advies.",
  },
  details: {
    heading: "Contactgegevens",
    phoneLabel: "Telefoon",
    emailLabel: "E-mail",
    locationLabel: "Locatie",
    location: `${site.address.locality}, ${site.address.region}`,
    hoursLabel: "Bereikbaar",
    hours: `${site.openingHours.days} ${site.openingHours.opens}–${site.openingHours.closes}`,
    response: "Reactie binnen 24 uur",
    advice: {
      heading: "Gratis adviesgesprek",
      text: "Twijfelt u welke oplossing bij uw organisatie past? In een gratis adviesgesprek van 15 minuten denken wij vrijblijvend mee over de mogelijkheden, de aanpak en een realistisch budget.",
    },
  },
  form: {
    heading: "Stuur ons een bericht",
    lead: "Vul het formulier in en wij nemen binnen 24 uur contact met u op.",
    requiredNote: "* Verplichte velden",
    fields: {
      naam: { label: "Naam *" },
      email: { label: "E-mailadres *" },
      telefoon: { label: "Telefoonnummer" },
      bericht: { label: "Bericht *" },
    },
    consent:
      "Door dit formulier te versturen gaat u ermee akkoord dat wij uw gegevens verwerken om uw aanvraag te beantwoorden en een offerte voor te bereiden. Wij delen uw gegevens niet met derden.",
    privacyLink: { label: "Lees onze privacyverklaring", to: paths.privacy },
    submitLabel: "Verstuur bericht",
    submittingLabel: "Versturen…",
    success: {
      heading: "Bedankt voor uw bericht",
      text: "Wij hebben uw bericht goed ontvangen en nemen binnen 24 uur contact met u op.",
      resetLabel: "Nieuw bericht versturen",
    },
    errors: {
      failed: `Uw bericht is door een technische storing niet verstuurd. Uw gegevens staan nog in het formulier, zodat u het direct opnieuw kunt proberen. Lukt het niet, bel ons dan op ${site.phone} of mail naar ${site.email}.`,
      rateLimited: `Er zijn in korte tijd te veel berichten verstuurd. Wacht een paar minuten en probeer het dan opnieuw; uw gegevens blijven in het formulier staan. Heeft u haast, bel ons dan op ${site.phone} of mail naar ${site.email}.`,
      invalid:
        "Niet alle velden zijn goed ingevuld. Pas de gemarkeerde velden aan en verstuur het formulier opnieuw.",
      retryLabel: "Opnieuw versturen",
    },
  },
} as const satisfies ContactPageContent;
