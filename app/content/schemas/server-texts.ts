import { z } from "zod";
import { text } from "./fields";

const serverText = (label: string, hint?: string) => text.meta({ label, hint });
/** What the visitor reads when a message is refused: a sentence or two, in a text box that grows with it. */
const serverMessage = (label: string, hint?: string) => text.meta({ label, hint, multiline: true });
/** `content/server.yaml`: the self-hosted server's answers and its e-mail to the agency. */
export const serverTextSchema = z.strictObject({
  contact: z
    .strictObject({
      errors: z
        .strictObject({
          malformed: serverMessage("Formulier onleesbaar"),
          unexpectedField: serverMessage("Onverwachte velden"),
          filePart: serverMessage("Bestand meegestuurd"),
          invalidUtf8: serverMessage("Ongeldige tekens"),
          wrongForm: serverMessage("Onbekend formulier"),
          methodOverride: serverMessage("Niet ondersteund verzoek"),
          tooLarge: serverMessage("Te groot"),
          unsupportedType: serverMessage("Niet ondersteund formaat"),
          crossSite: serverMessage("Van een andere website"),
          rateLimited: serverMessage("Te vaak", "{wait} wordt ingevuld: 1 seconde, 45 seconden."),
          serverError: serverMessage("Storing"),
          busy: serverMessage("Even bezet"),
        })
        .meta({ label: "Waarom een bericht is geweigerd" }),
      fields: z
        .strictObject({
          naam: z
            .strictObject({
              required: serverMessage("Leeg"),
              tooLong: serverMessage("Te lang", "{max} wordt ingevuld."),
              control: serverMessage("Ongeldige tekens"),
            })
            .meta({ label: "Naam" }),
          email: z
            .strictObject({
              required: serverMessage("Leeg"),
              invalid: serverMessage("Ongeldig"),
              tooLong: serverMessage("Te lang", "{max} wordt ingevuld."),
            })
            .meta({ label: "E-mailadres" }),
          telefoon: z
            .strictObject({
              tooLong: serverMessage("Te lang", "{max} wordt ingevuld."),
              control: serverMessage("Ongeldige tekens"),
            })
            .meta({ label: "Telefoonnummer" }),
          bericht: z
            .strictObject({
              required: serverMessage("Leeg"),
              tooLong: serverMessage("Te lang", "{max} wordt ingevuld."),
              control: serverMessage("Ongeldige tekens"),
            })
            .meta({ label: "Bericht" }),
        })
        .meta({ label: "Per veld" }),
      errorPage: z
        .strictObject({
          tooMany: serverText("Kop bij te veel berichten"),
          failed: serverText("Kop bij een storing"),
          refused: serverText("Kop bij een geweigerd bericht"),
          back: serverText("Terug"),
          keep: serverText("Uitleg terugknop"),
          direct: serverText("Direct contact", "{phoneLink} en {emailLink} worden ingevuld."),
        })
        .meta({ label: "Pagina na een geweigerd bericht (zonder JavaScript)" }),
    })
    .meta({ label: "Contactformulier" }),
  http: z
    .strictObject({
      badRequest: serverText("Ongeldig verzoek"),
      badHost: serverText("Ongeldig adres"),
      badVersion: serverText("HTTP-versie"),
      badExpect: serverText("Expect-header"),
      methodNotAllowed: serverText("Methode niet toegestaan"),
      timeout: serverText("Te lang"),
      tooLarge: serverText("Te groot"),
      headersTooLarge: serverText("Headers te groot"),
      searchBusy: serverText("Zoeken druk"),
      notFound: serverText("Niet gevonden"),
      serverError: serverText("Storing"),
    })
    .meta({ label: "Korte antwoorden van de server" }),
  editorSignIn: z
    .strictObject({
      title: serverText("Titel van het venster"),
      signedIn: serverMessage("Aangemeld"),
      closeWindow: serverMessage("Na een fout", "Staat onder elke foutmelding in het venster."),
      notSetUp: serverMessage("Niet ingesteld"),
      onlyGitHub: serverMessage("Andere dienst dan GitHub"),
      expired: serverMessage("Verlopen of in een ander venster begonnen"),
      denied: serverMessage("Geen toestemming gegeven op GitHub"),
      refused: serverMessage("Geweigerd door GitHub"),
      unreachable: serverMessage("GitHub niet bereikbaar"),
    })
    .meta({
      label: "Aanmelden bij de editor (eigen server)",
      hint: "Het venster dat opent bij Inloggen met GitHub; de melding verschijnt ook in de editor.",
    }),
  mail: z
    .strictObject({
      subject: serverText("Onderwerp", "{id} wordt ingevuld."),
      intro: serverText("Eerste regel"),
      name: serverText("Naam"),
      email: serverText("E-mailadres"),
      phone: serverText("Telefoon"),
      phoneMissing: serverText("Geen telefoonnummer"),
      received: serverText("Ontvangen"),
      message: serverText("Bericht"),
      replyHint: serverText("Uitleg beantwoorden"),
      reference: serverText("Referentie", "{id} wordt ingevuld."),
    })
    .meta({ label: "E-mail aan het bureau per aanvraag" }),
  updateMail: z
    .strictObject({
      subject: serverText("Onderwerp", "{title} wordt ingevuld: de omschrijving van de wijziging."),
      intro: serverMessage("Eerste alinea"),
      change: serverText("Wijziging"),
      author: serverText("Auteur"),
      commit: serverText("Commit"),
      problem: serverText("Eerste probleem"),
      emptyLog: serverText("Geen probleem gevonden"),
      served: serverText("Online versie"),
      nothingServed: serverText("Nog geen online versie"),
      log: serverText("Verslag"),
      nextStep: serverMessage("Wat nu"),
    })
    .meta({ label: "E-mail bij een mislukte publicatie (eigen server)" }),
});
