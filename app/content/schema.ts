/**
 * Every content file's schema in one object, for the callers that read all of
 * them (the loader, the JSON Schema of the editor's configuration), and the
 * content types inferred from the schemas (`z.output`), never written a
 * second time. The schemas themselves live by area in `schemas/`; a caller
 * that needs one imports it from there.
 */
import type { z } from "zod";
import type { MediaRefs } from "./media-refs";
import type { navLinkSchema, pageIntroSchema, tileSchema } from "./schemas/blocks";
import {
  caseSchema,
  clientsSchema,
  faqSchema,
  processSchema,
  type SchemaClock,
  serviceSchema,
  testimonialSchema,
} from "./schemas/collections";
import { privacySchema, termsSchema } from "./schemas/legal";
import { arPageSchema } from "./schemas/pages/ar";
import { caseLabelsSchema, casesPageSchema } from "./schemas/pages/cases";
import { contactPageSchema } from "./schemas/pages/contact";
import { homePageSchema } from "./schemas/pages/home";
import { searchPageSchema } from "./schemas/pages/search";
import { servicesPageSchema } from "./schemas/pages/services";
import {
  caseNotFoundPageSchema,
  notFoundPageSchema,
  simplePageSchema,
} from "./schemas/pages/status";
import { videoPageSchema } from "./schemas/pages/video-360";
import { vrPageSchema } from "./schemas/pages/vr";
import { serverTextSchema } from "./schemas/server-texts";
import { interfaceSchema, navigationSchema, siteSchema } from "./schemas/site";

export { seoDescriptionLength, seoTitleMaxLength, sectors, serviceIds } from "./schemas/choices";
export type { SchemaClock } from "./schemas/collections";

/** Every content file's schema; media references resolve through `media`. */
export function contentSchemas(media: MediaRefs, clock: SchemaClock = {}) {
  return {
    case: caseSchema(media, clock),
    service: serviceSchema(media),
    testimonial: testimonialSchema(media),
    faq: faqSchema,
    site: siteSchema,
    process: processSchema,
    clients: clientsSchema(media),
    navigation: navigationSchema,
    interface: interfaceSchema,
    serverText: serverTextSchema,
    terms: termsSchema,
    privacy: privacySchema,
    homePage: homePageSchema(media),
    servicesPage: servicesPageSchema(media),
    vrPage: vrPageSchema(media),
    arPage: arPageSchema(media),
    videoPage: videoPageSchema(media),
    casesPage: casesPageSchema,
    caseLabels: caseLabelsSchema,
    contactPage: contactPageSchema,
    simplePage: simplePageSchema,
    notFoundPage: notFoundPageSchema,
    caseNotFoundPage: caseNotFoundPageSchema,
    searchPage: searchPageSchema,
  };
}

export type ContentSchemas = ReturnType<typeof contentSchemas>;
type Output<K extends keyof ContentSchemas> = z.output<ContentSchemas[K]>;

export type Case = Output<"case">;
export type Sector = Case["sector"];
export type Service = Output<"service">;
export type ServiceId = Service["id"];
export type Testimonial = Output<"testimonial">;
export type FaqItem = Output<"faq">[number];
export type SiteFile = Output<"site">;
export type ProcessStep = Output<"process">[number];
export type LegalDocument = Output<"terms"> | Output<"privacy">;
export type InterfaceText = Output<"interface">;
export type Video360Demo = Output<"videoPage">["demo"];
export type ProductModelDemo = Output<"arPage">["tryIt"];
export type CasesPageContent = Output<"casesPage">;
export type CaseLabels = Output<"caseLabels">;
export type HomePageContent = Output<"homePage">;
export type ContactPageContent = Output<"contactPage">;
export type ServicesPageContent = Output<"servicesPage">;
export type VrPageContent = Output<"vrPage">;
export type ArPageContent = Output<"arPage">;
export type VideoPageContent = Output<"videoPage">;
/** The thank-you page and the two not-found pages: a heading, a line and links onward. */
export type StatusPageContent = Output<"simplePage" | "notFoundPage" | "caseNotFoundPage">;
export type SearchPageContent = Output<"searchPage">;
/** The page of a refused contact request: the server's texts for it (`content/server.yaml`). */
export type ContactRefusedPageContent = Output<"serverText">["contact"]["errorPage"];
export type PageIntro = z.output<typeof pageIntroSchema>;
export type ServiceBanner = Output<"vrPage">["banner"];
export type NavLink = z.output<typeof navLinkSchema>;
export type Navigation = Output<"navigation">;
export type ServiceTile = z.output<typeof tileSchema>;
export type TileIconName = ServiceTile["icon"];
export type ProcessIconName = ProcessStep["icon"];
export type ProjectCard = Output<"vrPage">["projects"]["cards"][number];
