/** `content/pages/360-video.yaml`. */
import { z } from "zod";
import type { MediaRefs } from "../../media-refs";
import { ctaSchema, pageIntroSchema, serviceBannerSchema, tileSection } from "../blocks";
import { bullets, headingText, isoDateTime, text } from "../fields";

/** The 360° demo on the 360° video page. */
export const video360DemoSchema = (media: MediaRefs) =>
  z
    .strictObject({
      heading: headingText,
      lead: text.meta({ label: "Inleiding", multiline: true }),
      instructions: text.meta({ label: "Uitleg", multiline: true }),
      video: media.sphereVideo({
        label: "360°-video",
        hint: "Een bestaande 360°-video; een nieuwe zet een ontwikkelaar erbij.",
      }),
      still: media.image("wide", {
        label: "Beeld voor de start",
        hint: "Het beeld waarmee de speler opent (16:9), niet het uitgevouwen beeld.",
      }),
      structuredData: z
        .strictObject({
          name: text.meta({ label: "Naam" }),
          description: text.meta({ label: "Omschrijving", multiline: true }),
          uploadDate: isoDateTime.meta({
            label: "Gepubliceerd",
            hint: "De dag en het tijdstip waarop de video verscheen; de editor slaat ze op met de tijdzone van uw computer.",
          }),
        })
        .meta({ label: "Voor zoekmachines" }),
      labels: z
        .strictObject({
          start: text.meta({ label: "Startknop" }),
          loading: text.meta({ label: "Tijdens het laden" }),
          pause: text.meta({ label: "Pauzeren" }),
          play: text.meta({ label: "Afspelen" }),
          reset: text.meta({ label: "Kijkrichting herstellen" }),
          fullscreen: text.meta({ label: "Volledig scherm" }),
          exitFullscreen: text.meta({ label: "Volledig scherm sluiten" }),
          motion: text.meta({ label: "Rondkijken door te bewegen" }),
          vr: text.meta({ label: "Bekijken in VR" }),
          viewer: text.meta({ label: "Naam van de weergave" }),
          viewerRole: text.meta({ label: "Soort weergave (schermlezers)" }),
        })
        .meta({ label: "Knoppen" }),
      noScript: text.meta({ label: "Zonder JavaScript", multiline: true }),
      messages: z
        .strictObject({
          noWebgl: text.meta({ label: "Zonder WebGL", multiline: true }),
          loadFailed: text.meta({ label: "Laden mislukt", multiline: true }),
          vrRefused: text.meta({ label: "VR kon niet starten", multiline: true }),
          vrEnded: text.meta({ label: "VR gestopt", multiline: true }),
          motionDenied: text.meta({
            label: "Geen toegang tot de bewegingssensoren",
            multiline: true,
          }),
          paused: text.meta({ label: "Gepauzeerd" }),
          playing: text.meta({ label: "Speelt" }),
        })
        .meta({ label: "Meldingen" }),
    })
    .meta({ label: "360°-demo" });

export const videoPageSchema = (media: MediaRefs) =>
  z.strictObject({
    intro: pageIntroSchema,
    banner: serviceBannerSchema(media),
    whenToChoose: z
      .strictObject({
        heading: headingText,
        points: bullets(3, 3, "Punten"),
      })
      .meta({ label: "Wanneer 360°-video" }),
    demo: video360DemoSchema(media),
    deliverables: tileSection("Wat u krijgt", "tiles", 4, "Wat u krijgt"),
    approach: tileSection("Aanpak", "steps", 4, "Stappen"),
    faqHeading: text.meta({ label: "Kop boven de veelgestelde vragen" }),
    sideBox: ctaSchema("Kader naast de vragen"),
  });
