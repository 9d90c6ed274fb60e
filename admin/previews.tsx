/**
 * The editor's previews of the cases, services and testimonials, of the
 * pages, the legal texts, the process, the client logos, a service's
 * questions, the menus and the company's details, drawn with the site's own
 * components and stylesheet from what is in the form: the entry is read with
 * the site's schemas, the company's details filled into its texts, images
 * the site already has are its derived files, and a new upload is shown from
 * the browser until the build derives it. A field the build would refuse is
 * listed instead of the page.
 *
 * The editor renders previews with its own copy of React, so each template
 * is a bridge: a `div` of the editor's, into which the site's React draws.
 */
import type CMS from "@sveltia/cms";
import type { CustomPreviewTemplateProps } from "@sveltia/cms";
import type { createElement, ReactNode } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { z } from "zod";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { ArPageSections } from "~/components/pages/ar-page";
import { CasesPageSections } from "~/components/pages/cases-page";
import { ContactPageSections } from "~/components/pages/contact-page";
import { ContactRefusedPageSections } from "~/components/pages/contact-refused-page";
import { HomePageSections } from "~/components/pages/home-page";
import { LegalPageSections } from "~/components/pages/legal-page";
import { SearchPageSections } from "~/components/pages/search-page";
import { ServicesPageSections } from "~/components/pages/services-page";
import { StatusPageSections } from "~/components/pages/status-page";
import { Video360PageSections } from "~/components/pages/video-360-page";
import { VrPageSections } from "~/components/pages/vr-page";
import { DROPDOWN_PANEL_ID } from "~/features/nav-popovers/services-dropdown";
import { CaseDetail } from "~/components/sections/case-detail";
import { ClientsSection } from "~/components/sections/clients-section";
import { FaqSection } from "~/components/sections/faq-section";
import { ProcessSection } from "~/components/sections/process-section";
import { ServiceDetailSection } from "~/components/sections/service-detail-section";
import { TestimonialSection } from "~/components/sections/testimonial-section";
import { cases, navigation, pages, services, site } from "~/content";
import { imageKey, logoKey, posterKey, videoKey } from "~/content/media-keys";
import { type MediaResolver, mediaRefs } from "~/content/media-refs";
import { inputJsonSchemaOf, type JsonSchema } from "~/content/json-schema";
import { fillPlaceholders } from "~/content/placeholders";
import { pricePlaceholders } from "~/content/prices";
import type { ServiceId } from "~/content/schema";
import {
  caseSchema,
  clientsSchema,
  faqSchema,
  processSchema,
  servicePriceSchema,
  serviceSchema,
  testimonialSchema,
} from "~/content/schemas/collections";
import { privacySchema, termsSchema } from "~/content/schemas/legal";
import { arPageSchema } from "~/content/schemas/pages/ar";
import { caseLabelsSchema, casesPageSchema } from "~/content/schemas/pages/cases";
import { contactPageSchema } from "~/content/schemas/pages/contact";
import { homePageSchema } from "~/content/schemas/pages/home";
import { searchPageSchema } from "~/content/schemas/pages/search";
import { servicesPageSchema } from "~/content/schemas/pages/services";
import {
  caseNotFoundPageSchema,
  notFoundPageSchema,
  simplePageSchema,
} from "~/content/schemas/pages/status";
import { videoPageSchema } from "~/content/schemas/pages/video-360";
import { vrPageSchema } from "~/content/schemas/pages/vr";
import { serverTextSchema } from "~/content/schemas/server-texts";
import { navigationSchema, siteSchema } from "~/content/schemas/site";
import { type Site, siteFromFile, templateValues } from "~/content/site";
import { caseListing } from "~/lib/case-listing";
import { paths } from "~/content/paths";
import { heightFor, imageKinds, videoKinds } from "~/content/media-kinds";
import stylesheet from "./preview.css?url";
import { WideScreen } from "./wide-screen";
import { editorReact } from "./editor-react";
import { asInFile, withoutEmptyFields } from "./formats";
import type { previewTemplates } from "./config";
import { standInName, standInSource, UPLOAD } from "./upload-stand-ins";
import { pickedFiles } from "./uploads";
import { manifest } from "virtual:editor-config";

/**
 * Resolves what the site has derived to its files, and a new original to a
 * stand-in whose `<img>` is pointed at the upload as it is drawn.
 */
const previewResolver: MediaResolver = {
  image: (request) =>
    manifest.images[imageKey(request)] ?? {
      name: standInName(request.src),
      width: imageKinds[request.kind].width,
      height: heightFor(imageKinds[request.kind].aspect, imageKinds[request.kind].width),
    },
  video: (request) =>
    manifest.videos[videoKey(request)] ?? {
      name: standInName(request.src),
      width: videoKinds[request.kind].width,
      height: heightFor(videoKinds[request.kind].aspect, videoKinds[request.kind].width),
    },
  // A new video's first frame is made by the build: until then, no image.
  poster: (request, kind) =>
    manifest.images[posterKey(request, kind)] ?? {
      name: standInName(`${request.src}.frame`),
      width: imageKinds[kind].width,
      height: heightFor(imageKinds[kind].aspect, imageKinds[kind].width),
    },
  logo: (src) => manifest.logos[logoKey(src)] ?? { name: standInName(src) },
  model: (src) => ({ name: src }),
};

const media = mediaRefs(previewResolver);

/** What content texts say about the company, filled in as the site does. */
const companyValues = templateValues(site);

/**
 * Uploads the editor has not saved yet are `blob:` URLs in the form. The
 * schemas see a stand-in path for each (`images/upload0.jpg`, or for an SVG,
 * which only a logo field takes, `logos/upload0.svg`, for a converted video
 * `videos/upload0.mp4`), and the preview's images and videos of it are
 * pointed back at the blob as they are drawn.
 */
function withUploadStandIns(value: unknown, uploads: Map<string, string>): unknown {
  if (typeof value === "string") {
    if (!value.startsWith("blob:")) return value;
    const picked = pickedFiles.get(value);
    const standIn =
      picked?.type === "image/svg+xml"
        ? `logos/upload${uploads.size}.svg`
        : picked?.type.startsWith("video/")
          ? `videos/upload${uploads.size}.mp4`
          : `images/upload${uploads.size}.jpg`;
    uploads.set(standIn, picked?.url ?? value);
    return standIn;
  }
  if (Array.isArray(value)) return value.map((item) => withUploadStandIns(item, uploads));
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, withUploadStandIns(item, uploads)]),
  );
}

/**
 * Points every image the site has not derived yet at the file itself: an
 * unsaved upload's blob, or a saved one the editor still holds; one it does not
 * hold is left without a file.
 */
function showUploads(
  root: HTMLElement,
  uploads: ReadonlyMap<string, string>,
  asset: CustomPreviewTemplateProps["getAsset"],
) {
  // The preview is drawn in the editor's frame: elements are told apart by tag, not class.
  for (const element of root.querySelectorAll<HTMLImageElement | HTMLSourceElement>(
    `img[src*="${UPLOAD}"], img[srcset*="${UPLOAD}"], source[srcset*="${UPLOAD}"], source[src*="${UPLOAD}"]`,
  )) {
    const isImage = element.tagName === "IMG";
    // A video's sources: each format is the one converted MP4 until the build derives them.
    if (!isImage && element.src) {
      const src = standInSource(element.src);
      const url = src ? (uploads.get(src) ?? asset(`/${src}`)?.url) : undefined;
      if (url) element.src = url;
      else element.removeAttribute("src");
      element.removeAttribute("type");
      continue;
    }
    const value = element.srcset || (element as HTMLImageElement).src;
    const src = standInSource(value);
    const url = src ? (uploads.get(src) ?? asset(`/${src}`)?.url) : undefined;
    if (!url) {
      // A file the editor does not hold either: no image, rather than a request that fails.
      element.removeAttribute("srcset");
      element.removeAttribute("src");
      continue;
    }
    element.srcset = url;
    // The upload is one file in its own format; the derived formats do not exist yet.
    if (isImage) (element as HTMLImageElement).src = url;
    else element.removeAttribute("type");
  }
}

/** The editor's labels of the field at `path`, joined: "Bannerafbeelding › Beschrijving (alt-tekst)". */
function fieldLabel(shape: JsonSchema, path: readonly PropertyKey[]): string {
  const labels: string[] = [];
  let node: JsonSchema | undefined = shape;
  for (const key of path) {
    if (!node) break;
    if (typeof key === "number") {
      node = node.prefixItems?.[key] ?? node.items;
      continue;
    }
    const variants: JsonSchema[] = node.oneOf ?? node.anyOf ?? [node];
    node = variants.map((variant) => variant.properties?.[String(key)]).find(Boolean);
    if (node?.label) labels.push(node.label);
  }
  return labels.join(" › ") || "De pagina";
}

/** Which fields the build would still refuse, by their labels in the form. */
function Problems({
  shape,
  issues,
}: {
  shape: JsonSchema;
  issues: readonly { path: PropertyKey[] }[];
}) {
  const fields = [...new Set(issues.map((issue) => fieldLabel(shape, issue.path)))];
  return (
    <div className="p-6 text-ink">
      <p className="font-medium">Het voorbeeld verschijnt zodra deze velden in orde zijn:</p>
      <ul className="mt-2 list-disc pl-6 text-muted">
        {fields.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * What a preview draws from: the entry's slug, and the entry another one
 * depends on (`related`) as last saved, once the editor has read it.
 */
interface PreviewContext {
  slug: string;
  saved: unknown;
}

type Render = (data: Record<string, unknown>, context: PreviewContext) => ReactNode;

/**
 * A preview of a file that `schema` checks, drawn by `show` once every field
 * is in order; until then, the fields the build would refuse. A file that is
 * one list is edited as its `items` (`config.ts`). An entry of a collection
 * (`idFromSlug`) is given its id as the loader does, from its file's name,
 * "voorbeeld" while a new one has none.
 */
function previewOf<S extends z.ZodType>(
  schema: S,
  show: (content: z.output<S>, context: PreviewContext) => ReactNode,
  { idFromSlug = false } = {},
): Render {
  // The form's shape, with its labels: worked out at the first draw, not as the editor starts.
  let shape: JsonSchema | undefined;
  return (data, context) => {
    shape ??= inputJsonSchemaOf(schema);
    const entry = idFromSlug ? { id: context.slug || "voorbeeld", ...data } : data;
    const parsed = schema.safeParse(shape.type === "array" ? (data.items ?? []) : entry);
    if (!parsed.success) return <Problems shape={shape} issues={parsed.error.issues} />;
    return show(parsed.data, context);
  };
}

/** A service's questions under the heading of its page, every answer open. */
const faqPreview = (heading: string): Render =>
  previewOf(faqSchema, (items) => <FaqSection heading={heading} items={items} mode="all" />);

const faqPreviews: Record<ServiceId, Render> = {
  "vr-experiences": faqPreview(pages.vr.faqHeading),
  "ar-applications": faqPreview(pages.ar.faqHeading),
  "360-video": faqPreview(pages.video360.faqHeading),
};

/**
 * The company's details where visitors meet them: the contact page (its
 * copy as last saved, with the details in the form filled in) and the
 * footer every page has.
 */
function CompanyPreview({ site, contactPage }: { site: Site; contactPage: unknown }) {
  const contact = contactPageSchema.safeParse(fillPlaceholders(contactPage, templateValues(site)));
  return (
    <>
      {contact.success && <ContactPageSections page={contact.data} site={site} />}
      <SiteFooter site={site} footer={navigation.footer} />
    </>
  );
}

/** Every preview, by collection and then by template (see `previewTemplates`). */
const previews: {
  [C in keyof typeof previewTemplates]: Record<(typeof previewTemplates)[C][number], Render>;
} = {
  cases: {
    cases: previewOf(
      caseSchema(media),
      (item) => <CaseDetail item={item} labels={pages.caseLabels} />,
      {
        idFromSlug: true,
      },
    ),
  },
  services: {
    services: previewOf(
      serviceSchema(media),
      (service) => (
        <div className="mx-auto max-w-6xl px-6 py-16">
          <ServiceDetailSection
            service={service}
            index={0}
            featuresHeading={pages.services.featuresHeading}
            linkLabel={pages.services.moreLabel}
          />
        </div>
      ),
      { idFromSlug: true },
    ),
  },
  testimonials: {
    testimonials: previewOf(
      testimonialSchema(media),
      (item) => <TestimonialSection heading={pages.home.testimonials.heading} items={[item]} />,
      { idFromSlug: true },
    ),
  },
  pages: {
    home: previewOf(homePageSchema(media), (home) => <HomePageSections home={home} />),
    services: previewOf(servicesPageSchema(media), (page) => <ServicesPageSections page={page} />),
    vr: previewOf(vrPageSchema(media), (page) => <VrPageSections page={page} />),
    ar: previewOf(arPageSchema(media), (page) => <ArPageSections page={page} />),
    video360: previewOf(videoPageSchema(media), (page) => <Video360PageSections page={page} />),
    cases: previewOf(casesPageSchema, (page) => {
      const listing = caseListing({}, page);
      return listing && <CasesPageSections page={page} listing={listing} />;
    }),
    caseLabels: previewOf(caseLabelsSchema, (labels) =>
      cases[0] ? <CaseDetail item={cases[0]} labels={labels} /> : null,
    ),
    contact: previewOf(contactPageSchema, (page) => (
      <ContactPageSections page={page} site={site} />
    )),
    contactThanks: previewOf(simplePageSchema, (page) => (
      <StatusPageSections page={page} kind="thanks" />
    )),
    notFound: previewOf(notFoundPageSchema, (page) => (
      <StatusPageSections page={page} kind="notFound" />
    )),
    caseNotFound: previewOf(caseNotFoundPageSchema, (page) => (
      <StatusPageSections page={page} kind="notFound" />
    )),
    search: previewOf(searchPageSchema, (page) => (
      <SearchPageSections page={page} query="" results={[]} />
    )),
  },
  home: {
    clients: previewOf(clientsSchema(media), (clients) => (
      <ClientsSection heading={clients.heading} logos={clients.logos} />
    )),
    process: previewOf(processSchema, (steps) => (
      <ProcessSection
        heading={pages.home.process.heading}
        lead={pages.home.process.lead}
        steps={steps}
      />
    )),
  },
  faq: faqPreviews,
  legal: {
    terms: previewOf(termsSchema, (document) => (
      <LegalPageSections document={document} path={paths.terms} />
    )),
    privacy: previewOf(privacySchema, (document) => (
      <LegalPageSections document={document} path={paths.privacy} />
    )),
  },
  settings: {
    site: previewOf(siteSchema, (file, { saved }) => (
      <CompanyPreview site={siteFromFile(file, {})} contactPage={saved} />
    )),
    // The header as the pane's width shows it (fixed at the top), the header of a
    // wide screen with its dropdown open, and the footer.
    navigation: previewOf(navigationSchema, (menus) => (
      <>
        <SiteHeader header={menus.header} pathname={paths.home} />
        <div className="h-(--header-height)" />
        <WideScreen
          width={1280}
          title="De kopregel op een breed scherm"
          openPopover={DROPDOWN_PANEL_ID}
        >
          <SiteHeader header={menus.header} pathname={paths.home} />
        </WideScreen>
        <SiteFooter site={site} footer={menus.footer} />
      </>
    )),
    // The page a post without JavaScript gets when it is refused, with two of the reasons.
    server: previewOf(serverTextSchema, ({ contact }) => (
      <ContactRefusedPageSections
        copy={contact.errorPage}
        site={site}
        reasons={[contact.fields.naam.required, contact.fields.email.invalid]}
      />
    )),
  },
};

/** An entry's data as plain values (the editor hands it over as an Immutable map). */
const plainData = (data: unknown): unknown =>
  data && typeof data === "object" && "toJS" in data && typeof data.toJS === "function"
    ? data.toJS()
    : {};

/**
 * The saved entry a preview depends on, as `[collection, entry]`: the
 * service for its questions (their answers name its price), the contact
 * page for the company's details.
 */
function related(collection: string, name: string): [string, string] | undefined {
  if (collection === "faq") return ["services", name];
  if (collection === "settings" && name === "site") return ["pages", "contact"];
  return undefined;
}

const priced = z.object({ price: servicePriceSchema });

/**
 * The placeholders a preview fills in: the company's details, and in a
 * service's questions its price, as last saved (`saved`) or as the site has it.
 */
function templatesFor(collection: string, name: string, saved: unknown) {
  if (collection !== "faq") return companyValues;
  const price =
    priced.safeParse(saved).data?.price ?? services.find((service) => service.id === name)?.price;
  return new Map([...companyValues, ...(price ? pricePlaceholders(price) : [])]);
}

/** Each preview by `collection/template`. */
const renderers = new Map(
  Object.entries(previews).flatMap(([collection, byName]) =>
    Object.entries<Render>(byName).map(([name, render]) => [`${collection}/${name}`, render]),
  ),
);

export function registerPreviews(cms: typeof CMS): void {
  const react = editorReact("to draw previews with");
  const h: typeof createElement = react.createElement;
  cms.registerPreviewStyle(stylesheet);
  const roots = new WeakMap<HTMLElement, Root>();
  // The editor picks a template by the file's name, or the collection's: one
  // name can be both ("services"), so each template looks up its entry's collection.
  const names = new Set(Object.values(previews).flatMap((byName) => Object.keys(byName)));
  for (const name of names) {
    cms.registerPreviewTemplate(name, (props: CustomPreviewTemplateProps) => {
      const collection = String(props.entry.get("collection") ?? "");
      const render = renderers.get(`${collection}/${name}`);
      const draft = plainData(props.entry.getIn(["data"]));
      const uploads = new Map<string, string>();
      const slug = String(props.entry.get("slug") ?? "");
      const other = related(collection, name);
      const [saved, setSaved] = react.useState<unknown>();
      const plain = Object(
        fillPlaceholders(
          withoutEmptyFields(asInFile(withUploadStandIns(draft, uploads))),
          templatesFor(collection, name, saved),
        ),
      );
      react.useEffect(() => {
        if (!other) return;
        let current = true;
        void props.getCollection(...other).then((entry) => {
          const found = Array.isArray(entry) ? undefined : entry.getIn(["data"]);
          if (current) setSaved(plainData(found));
        });
        return () => {
          current = false;
        };
      }, [other?.[0], other?.[1]]);
      return h("div", {
        className: "bg-canvas text-ink",
        ref: (element: HTMLDivElement | null) => {
          if (!element) return;
          const root = roots.get(element) ?? createRoot(element);
          roots.set(element, root);
          // Drawn at once and the uploads pointed at before the browser asks for the stand-ins.
          flushSync(() => root.render(<>{render?.(plain, { slug, saved })}</>));
          showUploads(element, uploads, props.getAsset);
        },
      });
    });
  }
}
