/** `content/pages/contact.yaml`. */
import { z } from "zod";
import { navLink, pageIntroSchema } from "../blocks";
import { bodyText, fixed, headingText, leadText, text } from "../fields";
import { specTexts } from "../spec-texts";

const fieldLabel = (label: string, fixedLabel?: string) =>
  z
    .strictObject({
      label: fixedLabel
        ? fixed(fixedLabel).meta({ label: "Label" })
        : text.meta({ label: "Label" }),
    })
    .meta({ label });

const spec = specTexts["pages/contact.yaml"];

export const contactPageSchema = z.strictObject({
  intro: pageIntroSchema,
  details: z
    .strictObject({
      heading: headingText,
      phoneLabel: text.meta({ label: "Telefoon" }),
      emailLabel: text.meta({ label: "E-mail" }),
      locationLabel: text.meta({ label: "Locatie" }),
      location: text.meta({ label: "Plaats", hint: "{locality} en {region} worden ingevuld." }),
      hoursLabel: text.meta({ label: "Bereikbaar" }),
      hours: text.meta({ label: "Tijden", hint: "{days}, {opens} en {closes}." }),
      response: text.meta({ label: "Reactietijd" }),
      advice: z
        .strictObject({
          heading: headingText,
          text: bodyText,
        })
        .meta({ label: "Adviesgesprek" }),
    })
    .meta({ label: "Contactgegevens" }),
  form: z
    .strictObject({
      heading: headingText,
      lead: leadText,
      requiredNote: fixed(spec["form.requiredNote"]).meta({ label: "Verplichte velden" }),
      fields: z
        .strictObject({
          naam: fieldLabel("Naam", spec["form.fields.naam.label"]),
          email: fieldLabel("E-mailadres", spec["form.fields.email.label"]),
          telefoon: fieldLabel("Telefoonnummer"),
          bericht: fieldLabel("Bericht"),
        })
        .meta({ label: "Velden" }),
      consent: text.meta({ label: "Toestemming", multiline: true }),
      privacyLink: navLink("Link naar de privacyverklaring"),
      submitLabel: text.meta({ label: "Verzendknop" }),
      submittingLabel: fixed(spec["form.submittingLabel"]).meta({ label: "Tijdens het versturen" }),
      success: z
        .strictObject({
          heading: headingText,
          text: text.meta({ label: "Tekst", multiline: true }),
          resetLabel: fixed(spec["form.success.resetLabel"]).meta({ label: "Knop" }),
        })
        .meta({ label: "Na het versturen" }),
      errors: z
        .strictObject({
          failed: text.meta({ label: "Storing", multiline: true }),
          rateLimited: text.meta({ label: "Te veel berichten", multiline: true }),
          invalid: text.meta({ label: "Velden niet goed ingevuld", multiline: true }),
          retryLabel: text.meta({ label: "Opnieuw versturen" }),
        })
        .meta({ label: "Foutmeldingen" }),
    })
    .meta({ label: "Formulier" }),
});
