/**
 * The general terms (8 articles) and the privacy statement (9 sections).
 * Headings carry their number: "Artikel 1 – Offertes", "1. Wie zijn wij".
 * Keep the figures in step with the product: 14 days payment term, at most 50%
 * cancellation fee, contact data deleted automatically after 1 year, no cookies.
 */
import { site } from "./site";
import type { LegalDocument } from "./types";

export const legalLabels = {
  updated: "Laatst bijgewerkt",
} as const;

const company = site.legalName;
const kvkSentence = site.kvk
  ? ` Wij staan ingeschreven bij de Kamer van Koophandel onder nummer ${site.kvk}.`
  : "";

export const terms = {
  intro: {
    seoTitle: "Algemene voorwaarden | Immersa XR",
    seoDescription:
      "De algemene voorwaarden van Immersa XR voor offertes en opdrachten: prijzen en betaling, annulering, levertijden, aansprakelijkheid en meer.",
    heading: "Algemene voorwaarden",
    lead: `Deze voorwaarden gelden voor alle offertes, opdrachten en leveringen van ${company} (hierna: Immersa XR).`,
  },
  updated: "2025-06-01",
  sections: [
    {
      heading: "Artikel 1 – Offertes",
      paragraphs: [
        "Alle offertes van Immersa XR zijn vrijblijvend en 30 dagen geldig, tenzij in de offerte een andere termijn staat.",
        "Een offerte is gebaseerd op de informatie die de opdrachtgever heeft verstrekt. Blijkt die informatie onvolledig of verandert de opdracht, dan mag Immersa XR de offerte aanpassen.",
        "Een opdracht komt tot stand zodra de opdrachtgever de offerte schriftelijk of per e-mail heeft aanvaard.",
      ],
    },
    {
      heading: "Artikel 2 – Prijzen en betaling",
      paragraphs: [
        "Alle prijzen zijn in euro's en exclusief btw en andere heffingen van overheidswege.",
        "Facturen moeten worden betaald binnen 14 dagen na factuurdatum. Bij projecten met een looptijd van meer dan twee maanden factureert Immersa XR in termijnen, zoals vastgelegd in de offerte.",
        "Betaalt de opdrachtgever niet binnen de betalingstermijn, dan is hij van rechtswege in verzuim en is hij over het openstaande bedrag de wettelijke handelsrente verschuldigd. Daarnaast komen de buitengerechtelijke incassokosten voor rekening van de opdrachtgever.",
      ],
    },
    {
      heading: "Artikel 3 – Annulering",
      paragraphs: [
        "De opdrachtgever kan een opdracht schriftelijk of per e-mail annuleren.",
        "Bij annulering brengt Immersa XR de tot dan toe verrichte werkzaamheden, de gemaakte kosten en de voor het project gereserveerde capaciteit in rekening. De annuleringsvergoeding bedraagt ten hoogste 50% van de overeengekomen projectprijs.",
      ],
    },
    {
      heading: "Artikel 4 – Levertijden",
      paragraphs: [
        "Opgegeven levertijden en planningen zijn indicatief en gelden niet als fatale termijnen. Zij gaan in zodra Immersa XR alle benodigde informatie en materialen van de opdrachtgever heeft ontvangen.",
        "Dreigt een levertijd te worden overschreden, dan meldt Immersa XR dit zo snel mogelijk en spreken partijen samen een nieuwe planning af. Overschrijding geeft de opdrachtgever alleen recht op ontbinding als Immersa XR na een schriftelijke ingebrekestelling met een redelijke termijn alsnog niet levert.",
      ],
    },
    {
      heading: "Artikel 5 – Aansprakelijkheid",
      paragraphs: [
        "De aansprakelijkheid van Immersa XR is in alle gevallen beperkt tot het factuurbedrag van het project waarop de aansprakelijkheid betrekking heeft.",
        "Immersa XR is niet aansprakelijk voor indirecte schade, zoals gevolgschade, gederfde winst en gemiste besparingen.",
        "De opdrachtgever is verantwoordelijk voor het veilige gebruik van VR-headsets en andere apparatuur volgens de instructies van de fabrikant.",
        "Deze beperkingen gelden niet bij opzet of bewuste roekeloosheid van Immersa XR.",
      ],
    },
    {
      heading: "Artikel 6 – Intellectueel eigendom",
      paragraphs: [
        "Alle intellectuele eigendomsrechten op de door Immersa XR ontwikkelde applicaties, 3D-modellen, video's en overige materialen berusten bij Immersa XR, tenzij schriftelijk anders is overeengekomen.",
        "Na volledige betaling krijgt de opdrachtgever een niet-exclusief gebruiksrecht op het opgeleverde werk, onbeperkt in tijd, voor het overeengekomen doel. Een overdracht van rechten is mogelijk als die in de offerte is vastgelegd.",
        "Algemene softwarecomponenten en werkwijzen die Immersa XR ook in andere projecten gebruikt, blijven eigendom van Immersa XR.",
        "Materialen die de opdrachtgever aanlevert, zoals logo's, beelden en teksten, blijven van de opdrachtgever. De opdrachtgever staat ervoor in dat het gebruik daarvan geen rechten van derden schendt.",
      ],
    },
    {
      heading: "Artikel 7 – Overmacht",
      paragraphs: [
        "Onder overmacht vallen omstandigheden buiten de invloed van Immersa XR die de uitvoering van de opdracht verhinderen, zoals ziekte van sleutelpersonen, storingen bij leveranciers, extreme weersomstandigheden bij opnames op locatie en overheidsmaatregelen.",
        "Tijdens overmacht worden de verplichtingen van Immersa XR opgeschort. Duurt de overmacht langer dan 60 dagen, dan mogen beide partijen de opdracht schriftelijk ontbinden zonder verplichting tot schadevergoeding. Reeds verrichte werkzaamheden worden naar verhouding gefactureerd.",
      ],
    },
    {
      heading: "Artikel 8 – Toepasselijk recht",
      paragraphs: [
        "Op alle offertes en overeenkomsten van Immersa XR is Nederlands recht van toepassing.",
        "Partijen proberen een geschil eerst in onderling overleg op te lossen. Lukt dat niet, dan wordt het geschil voorgelegd aan de bevoegde rechter van de Rechtbank Oost-Brabant.",
      ],
    },
  ],
} as const satisfies LegalDocument;

export const privacy = {
  intro: {
    seoTitle: "Privacyverklaring | Immersa XR",
    seoDescription:
      "Lees hoe Immersa XR omgaat met uw persoonsgegevens: welke gegevens wij verwerken, waarom, hoe lang wij ze bewaren en welke rechten u heeft.",
    heading: "Privacyverklaring",
    lead: "Wij gaan zorgvuldig om met uw persoonsgegevens. In deze verklaring leest u welke gegevens wij verwerken, waarom wij dat doen en hoe lang wij ze bewaren.",
  },
  updated: "2025-06-01",
  sections: [
    {
      heading: "1. Wie zijn wij",
      paragraphs: [
        `${company}, gevestigd in ${site.address.locality} (${site.address.region}), is verantwoordelijk voor de verwerking van persoonsgegevens zoals beschreven in deze privacyverklaring.${kvkSentence}`,
        `U bereikt ons per e-mail via ${site.email} of telefonisch op ${site.phone}.`,
      ],
    },
    {
      heading: "2. Welke gegevens wij verwerken",
      paragraphs: [
        "Wanneer u het contactformulier invult, ons mailt of belt, verwerken wij de gegevens die u zelf verstrekt: uw naam, uw e-mailadres, uw telefoonnummer (optioneel) en de inhoud van uw bericht.",
        "Om misbruik van het formulier te voorkomen, verwerkt onze server kortstondig technische gegevens, zoals het IP-adres van de verzender.",
        "Wij vragen u geen bijzondere persoonsgegevens, zoals gegevens over gezondheid, in uw bericht te vermelden.",
      ],
    },
    {
      heading: "3. Waarvoor wij uw gegevens gebruiken",
      paragraphs: [
        "Wij gebruiken uw gegevens uitsluitend om uw vraag te beantwoorden, om een offerte voor te bereiden en om daarover contact met u op te nemen.",
        "Wij sturen u geen nieuwsbrieven of reclame en gebruiken uw gegevens niet voor profilering of geautomatiseerde besluitvorming.",
      ],
    },
    {
      heading: "4. Grondslag van de verwerking",
      paragraphs: [
        "Wij verwerken uw gegevens omdat dit nodig is om op uw verzoek maatregelen te nemen voorafgaand aan een overeenkomst, zoals het opstellen van een offerte (artikel 6, lid 1, onder b AVG).",
        "Voor het beantwoorden van algemene vragen en het voorkomen van misbruik van het formulier baseren wij ons op ons gerechtvaardigd belang (artikel 6, lid 1, onder f AVG).",
      ],
    },
    {
      heading: "5. Hoe lang wij uw gegevens bewaren",
      paragraphs: [
        "Wij bewaren de gegevens uit het contactformulier ten hoogste 1 jaar. Daarna worden ze automatisch verwijderd.",
        "Leidt uw aanvraag tot een opdracht, dan bewaren wij de gegevens die nodig zijn voor de uitvoering en de administratie zo lang als de wet voorschrijft, zoals de fiscale bewaarplicht.",
      ],
    },
    {
      heading: "6. Delen met derden",
      paragraphs: [
        "Wij verkopen uw gegevens niet en delen ze niet met derden.",
        "Voor de technische werking van de website en het formulier maken wij gebruik van een hostingleverancier. Die verwerkt uw gegevens uitsluitend in onze opdracht, op basis van een verwerkersovereenkomst, en mag ze niet voor eigen doeleinden gebruiken.",
        "Alleen als de wet ons daartoe verplicht, verstrekken wij gegevens aan een bevoegde instantie.",
      ],
    },
    {
      heading: "7. Cookies en tracking",
      paragraphs: [
        "Deze website plaatst geen cookies en laadt niets van derden: lettertypen, scripts, afbeeldingen en video's komen van onze eigen server. Wij gebruiken geen analytische cookies, marketingcookies of andere trackers. Daarom toont deze website ook geen cookiemelding.",
        "Wij gebruiken alleen wat strikt noodzakelijk is voor de werking van de website. Mochten wij ooit analytische of marketingcookies willen gebruiken, dan plaatsen wij die uitsluitend nadat u daarvoor vooraf uitdrukkelijk toestemming heeft gegeven (opt-in).",
      ],
    },
    {
      heading: "8. Beveiliging",
      paragraphs: [
        "Wij nemen passende technische en organisatorische maatregelen om uw gegevens te beschermen tegen verlies en onbevoegde toegang. De website gebruikt uitsluitend een versleutelde verbinding (https) en alleen medewerkers die uw aanvraag behandelen, hebben toegang tot uw gegevens.",
        `Heeft u het idee dat uw gegevens niet goed beveiligd zijn of dat er misbruik is gemaakt, neem dan direct contact met ons op via ${site.email}.`,
      ],
    },
    {
      heading: "9. Uw rechten en contact",
      paragraphs: [
        "U heeft het recht om uw persoonsgegevens in te zien, te laten corrigeren of te laten verwijderen. Ook kunt u bezwaar maken tegen de verwerking en heeft u het recht op overdraagbaarheid van uw gegevens.",
        `Stuur uw verzoek naar ${site.email}. Wij reageren binnen één maand.`,
        "Bent u niet tevreden over hoe wij met uw gegevens omgaan, dan kunt u een klacht indienen bij de Autoriteit Persoonsgegevens.",
      ],
    },
  ],
} as const satisfies LegalDocument;
