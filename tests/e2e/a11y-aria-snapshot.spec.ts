/**
 * A screen-reader pass in the accessibility tree: the roles, names and
 * structure of the home page's header and main content and of the contact
 * form, checked in as inline snapshots. A renamed button, a lost label or a
 * heading that changed level shows up here. After an intended change, update
 * them with `npx playwright test tests/e2e/a11y-aria-snapshot.spec.ts
 * --update-snapshots --update-source-method=overwrite` and review the diff.
 *
 * Reduced motion keeps the tree stable: no hero video button appearing after
 * load, no reveal animation. The moving parts' own controls are snapshotted
 * separately with motion allowed.
 */
import { expect, test } from "@playwright/test";
import { paths } from "../../app/content/paths";
import { answerContactPost, waitForHydration } from "./support/a11y";
import { viewports } from "./support/routes";

test.use({ viewport: viewports.desktop });

test.describe("home page", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(paths.home);
    await waitForHydration(page);
  });

  test("header and main navigation", async ({ page }) => {
    await expect(page.getByRole("banner")).toMatchAriaSnapshot(`
      - banner:
        - link "Immersa XR":
          - /url: /
        - navigation "Hoofdmenu":
          - list:
            - listitem:
              - button "Wat we doen"
            - listitem:
              - link "Diensten":
                - /url: /diensten
            - listitem:
              - link "Cases":
                - /url: /cases
            - listitem:
              - link "Contact":
                - /url: /contact
        - link "Neem contact op":
          - /url: /contact
    `);
  });

  test("main landmark", async ({ page }) => {
    await expect(page.getByRole("main")).toMatchAriaSnapshot(`
      - main:
        - heading "Meeslepende XR & VR ervaringen" [level=1]
        - paragraph: Van concept tot realisatie
        - link "Contact opnemen":
          - /url: /contact
        - region "Onze Diensten":
          - heading "Onze Diensten" [level=2]
          - paragraph: "/Virtual reality, augmented reality en \\\\d+°-video: wij kiezen met u de techniek die past bij uw doel\\\\./"
          - list:
            - listitem:
              - article:
                - heading "VR-ervaringen" [level=3]
                - paragraph: Trainingen, simulaties en productpresentaties in virtual reality. Uw medewerkers en klanten oefenen en beleven in een veilige, realistische omgeving.
                - link "Meer informatie over VR-ervaringen":
                  - /url: /diensten/virtual-reality-laten-maken
            - listitem:
              - article:
                - heading "AR-toepassingen" [level=3]
                - paragraph: Augmented reality plaatst digitale 3D-objecten en informatie in de echte wereld, via een app of direct in de browser met WebAR.
                - link "Meer informatie over AR-toepassingen":
                  - /url: /diensten/augmented-reality-app-laten-maken
            - listitem:
              - article:
                - heading /\\d+°-video/ [level=3]
                - paragraph: /Interactieve \\d+°-video waarin de kijker zelf rondkijkt\\. Ideaal voor rondleidingen, werving en voorlichting op locatie\\./
                - link /Meer informatie over \\d+°-video/:
                  - /url: /diensten/360-video-laten-maken
        - region "Geselecteerde Cases":
          - heading "Geselecteerde Cases" [level=2]
          - paragraph: Een greep uit de projecten die wij voor onze opdrachtgevers realiseerden.
          - link "Bekijk alle cases":
            - /url: /cases
          - list:
            - listitem:
              - article:
                - img "Gestileerde VR-gespreksruimte met een virtuele jongere en een rustgevende ademhalingscirkel"
                - paragraph: /Training \\d+/
                - heading "Stressmanagement-training in VR" [level=3]
                - paragraph: Een VR-training waarin jeugdzorgmedewerkers oefenen om kalm te blijven in escalerende gesprekken, met directe feedback op ademhaling en reactie.
                - link "Bekijk case – Stressmanagement-training in VR":
                  - /url: /cases/jeugdzorg-vr
            - listitem:
              - article:
                - img "Gestileerde woonkamer met een ingelijst schilderij dat via augmented reality aan de muur hangt"
                - paragraph: /Marketing \\d+/
                - heading "Kunstwerken in uw eigen ruimte met AR" [level=3]
                - paragraph: Een AR-app waarmee bezoekers kunstwerken uit de collectie op ware grootte aan hun eigen muur hangen en het resultaat delen.
                - link "Bekijk case – Kunstwerken in uw eigen ruimte met AR":
                  - /url: /cases/museum-ar
            - listitem:
              - article:
                - img "Gestileerd virtueel stationsplein met camera's en digitale labels boven voorbijgangers"
                - paragraph: /Onderwijs \\d+/
                - heading "Gezichtsherkenning ervaren in VR" [level=3]
                - paragraph: Een VR-ervaring waarin studenten zelf meemaken hoe camera's met gezichtsherkenning hen volgen, en wat dat betekent voor hun privacy.
                - link "Bekijk case – Gezichtsherkenning ervaren in VR":
                  - /url: /cases/privacy-lab
        - region "Wat onze klanten zeggen":
          - heading "Wat onze klanten zeggen" [level=2]
          - figure "Marieke Verhoeven Noordlicht Zorggroep":
            - blockquote:
              - paragraph: “Onze medewerkers oefenen nu lastige gesprekken wanneer het hun uitkomt, zo vaak als nodig. Immersa XR vertaalde onze praktijk in scenario's die echt aanvoelen, en na vier sessies merkten teams al dat ze rustiger reageren. Het project liep strak volgens planning en het team dacht steeds mee over de uitrol op al onze locaties.”
            - text: Marieke Verhoeven Noordlicht Zorggroep
        - region "Ons Proces":
          - heading "Ons Proces" [level=2]
          - paragraph: Van idee tot eindproduct in zes stappen
          - list:
            - listitem:
              - 'heading "Stap 1: Concept" [level=3]'
              - paragraph: In een gratis adviesgesprek brengen wij uw doel, doelgroep en randvoorwaarden in kaart. U ontvangt een concreet concept met een heldere offerte.
            - listitem:
              - 'heading "Stap 2: Storyboard" [level=3]'
              - paragraph: Wij werken het concept uit tot een storyboard met scènes, interacties en teksten, zodat u vooraf precies ziet wat er gebouwd wordt.
            - listitem:
              - 'heading "Stap 3: Development" [level=3]'
              - paragraph: Ons team bouwt de 3D-omgeving, de interactie en de techniek. Elke twee weken ziet u de voortgang in een werkende tussenversie.
            - listitem:
              - 'heading "Stap 4: Testing" [level=3]'
              - paragraph: Wij testen op de headsets en toestellen die u gaat gebruiken, en laten medewerkers of klanten uit uw doelgroep de ervaring uitproberen.
            - listitem:
              - 'heading "Stap 5: Iteratie" [level=3]'
              - paragraph: Op basis van de testresultaten en uw feedback scherpen wij inhoud, gebruiksgemak en prestaties aan tot alles klopt.
            - listitem:
              - 'heading "Stap 6: Delivery" [level=3]'
              - paragraph: Wij leveren de eindversie op, helpen bij de uitrol en instructie, en blijven beschikbaar voor onderhoud en uitbreidingen.
        - region "Vertrouwd door toonaangevende organisaties":
          - heading "Vertrouwd door toonaangevende organisaties" [level=2]
          - list:
            - listitem:
              - img "Noordlicht Zorggroep"
            - listitem:
              - img "Kempenstaal"
            - listitem:
              - img "Lumen Museum"
            - listitem:
              - img "Veldwerk Academie"
            - listitem:
              - img "Havenkwartier Logistiek"
            - listitem:
              - img "Orbit Games"
        - region "Een XR-project in gedachten?":
          - heading "Een XR-project in gedachten?" [level=2]
          - paragraph: /Vertel ons wat u wilt bereiken\\./
          - link "Plan een adviesgesprek":
            - /url: /contact
    `);
  });
});

test("home page: the controls of what moves", async ({ page }) => {
  await page.goto(paths.home);
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: /achtergrondvideo/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Vertrouwd door toonaangevende organisaties" }))
    .toMatchAriaSnapshot(`
    - region "Vertrouwd door toonaangevende organisaties":
      - heading "Vertrouwd door toonaangevende organisaties" [level=2]
      - list:
        - listitem:
          - img "Noordlicht Zorggroep"
        - listitem:
          - img "Kempenstaal"
        - listitem:
          - img "Lumen Museum"
        - listitem:
          - img "Veldwerk Academie"
        - listitem:
          - img "Havenkwartier Logistiek"
        - listitem:
          - img "Orbit Games"
      - button "Logo's pauzeren"
  `);
});

test.describe("contact form", () => {
  test("the form", async ({ page }) => {
    await page.goto(paths.contact);
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: "Stuur ons een bericht" })).toMatchAriaSnapshot(
      `
      - region "Stuur ons een bericht":
        - heading "Stuur ons een bericht" [level=2]
        - paragraph: /Vul het formulier in en wij nemen binnen \\d+ uur contact met u op\\./
        - paragraph: "* Verplichte velden"
        - text: Naam *
        - textbox "Naam *"
        - text: E-mailadres *
        - textbox "E-mailadres *"
        - text: Telefoonnummer
        - textbox "Telefoonnummer"
        - text: Bericht *
        - textbox "Bericht *"
        - paragraph:
          - text: Door dit formulier te versturen gaat u ermee akkoord dat wij uw gegevens verwerken om uw aanvraag te beantwoorden en een offerte voor te bereiden. Wij delen uw gegevens niet met derden.
          - link "Lees onze privacyverklaring":
            - /url: /privacyverklaring
          - text: .
        - alert
        - button "Verstuur bericht"
    `,
    );
  });

  test("the error view", async ({ page }) => {
    await answerContactPost(page, 500, { error: "intern" });
    await page.goto(paths.contact);
    await waitForHydration(page);
    await page.getByRole("textbox", { name: "Naam" }).fill("Sanne de Vries");
    await page.getByRole("textbox", { name: "E-mailadres" }).fill("sanne@example.nl");
    await page.getByRole("textbox", { name: "Bericht" }).fill("Graag een offerte.");
    await page.getByRole("button", { name: "Verstuur bericht" }).click();
    await expect(page.getByRole("alert")).toMatchAriaSnapshot(`
      - alert:
        - paragraph: /Uw bericht is door een technische storing niet verstuurd\\. Uw gegevens staan nog in het formulier, zodat u het direct opnieuw kunt proberen\\. Lukt het niet, bel ons dan op \\d+ \\d+ \\d+ of mail naar info@immersa-xr\\.nl\\./
        - paragraph:
          - link /\\d+ \\d+ \\d+/:
            - /url: tel:+31401234567
          - link "info@immersa-xr.nl":
            - /url: mailto:info@immersa-xr.nl
    `);
  });

  test("the sent view", async ({ page }) => {
    await answerContactPost(page, 200, { ok: true });
    await page.goto(paths.contact);
    await waitForHydration(page);
    await page.getByRole("textbox", { name: "Naam" }).fill("Sanne de Vries");
    await page.getByRole("textbox", { name: "E-mailadres" }).fill("sanne@example.nl");
    await page.getByRole("textbox", { name: "Bericht" }).fill("Graag een offerte.");
    await page.getByRole("button", { name: "Verstuur bericht" }).click();
    await expect(page.getByRole("heading", { name: "Bedankt voor uw bericht" })).toBeFocused();
    await expect(page.getByRole("region", { name: "Stuur ons een bericht" })).toMatchAriaSnapshot(
      `
      - region "Stuur ons een bericht":
        - heading "Bedankt voor uw bericht" [level=2]
        - paragraph: /Wij hebben uw bericht goed ontvangen en nemen binnen \\d+ uur contact met u op\\./
        - button "Nieuw bericht versturen"
    `,
    );
  });
});
