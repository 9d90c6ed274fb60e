/**
 * The editor's previews of a case, a service, a testimonial, the home page
 * and a service's questions, drawn with the site's own components and
 * stylesheet from what is in the form: the entry is read with the site's
 * schemas, images the site already has are its derived files, and a new
 * upload is shown from the browser until the build derives it. A field the
 * build would refuse is listed instead of the page.
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
import { CaseDetail } from "~/components/sections/case-detail";
import { FaqSection } from "~/components/sections/faq-section";
import { HomePageSections } from "~/components/pages/home-page";
import { ServiceDetailSection } from "~/components/sections/service-detail-section";
import { TestimonialSection } from "~/components/sections/testimonial-section";
import { pages } from "~/content";
import { imageKey, posterKey, videoKey } from "~/content/media-keys";
import { type MediaResolver, mediaRefs } from "~/content/media-refs";
import { inputJsonSchema, type JsonSchema } from "~/content/json-schema";
import { amountsNotIn, euroAmount } from "~/content/prices";
import { contentSchemas, type ServiceId, serviceIds } from "~/content/schema";
import { imageKinds } from "~/content/media-kinds";
import stylesheet from "./preview.css?url";
import { editorReact } from "./editor-react";
import { asInFile, withoutEmptyFields } from "./formats";
import type { previewTemplates } from "./config";
import { pickedFiles } from "./uploads";
import { manifest } from "virtual:editor-config";

/** Name prefix of an image the site has not derived yet: drawn from the upload itself. */
const UPLOAD = "upload--";

/**
 * Resolves what the site has derived to its files, and a new original to a
 * stand-in whose `<img>` is pointed at the upload as it is drawn.
 */
const previewResolver: MediaResolver = {
  image: (request) =>
    manifest.images[imageKey(request)] ?? {
      name: `${UPLOAD}${encodeURIComponent(request.src)}`,
      width: imageKinds[request.kind].width,
      height: Math.round(
        (imageKinds[request.kind].width * imageKinds[request.kind].aspect[1]) /
          imageKinds[request.kind].aspect[0],
      ),
    },
  video: (request) => manifest.videos[videoKey(request)] ?? `media/${request.src}: no video yet`,
  poster: (request, kind) =>
    manifest.images[posterKey(request, kind)] ?? `media/${request.src}: no poster`,
  logo: (src) => ({ name: src }),
  model: (src) => ({ name: src }),
};

const schemas = contentSchemas(mediaRefs(previewResolver));

/** The forms' shapes, for the labels of what is missing. */
const shapes = {
  case: inputJsonSchema("case"),
  service: inputJsonSchema("service"),
  home: inputJsonSchema("homePage"),
  faq: inputJsonSchema("faq"),
  testimonial: inputJsonSchema("testimonial"),
};

/**
 * Uploads the editor has not saved yet are `blob:` URLs in the form. The
 * schemas see a stand-in path for each (`images/upload0.jpg`), and the
 * preview's images of it are pointed back at the blob as they are drawn.
 */
function withUploadStandIns(value: unknown, uploads: Map<string, string>): unknown {
  if (typeof value === "string") {
    if (!value.startsWith("blob:")) return value;
    const standIn = `images/upload${uploads.size}.jpg`;
    uploads.set(standIn, pickedFiles.get(value) ?? value);
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
 * unsaved upload's blob, or a saved one the editor still holds.
 */
function showUploads(
  root: HTMLElement,
  uploads: ReadonlyMap<string, string>,
  asset: CustomPreviewTemplateProps["getAsset"],
) {
  // The preview is drawn in the editor's frame: elements are told apart by tag, not class.
  for (const element of root.querySelectorAll<HTMLImageElement | HTMLSourceElement>(
    `img[src*="${UPLOAD}"], img[srcset*="${UPLOAD}"], source[srcset*="${UPLOAD}"]`,
  )) {
    const isImage = element.tagName === "IMG";
    const value = element.srcset || (element as HTMLImageElement).src;
    const encoded = new RegExp(`${UPLOAD}([^-/]+(?:-[^-/]+)*?)-\\d+\\.`).exec(value)?.[1];
    const src = encoded ? decodeURIComponent(encoded) : undefined;
    const url = src ? (uploads.get(src) ?? asset(`/${src}`)?.url) : undefined;
    if (!url) continue;
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

type Render = (data: Record<string, unknown>, slug: string) => ReactNode;

/** A service's questions under the heading of its page, every answer open. */
const faqPreview =
  (heading: string): Render =>
  (data) => {
    const parsed = schemas.faq.safeParse(data.items ?? []);
    if (!parsed.success) return <Problems shape={shapes.faq} issues={parsed.error.issues} />;
    return <FaqSection heading={heading} items={parsed.data} mode="all" />;
  };

const faqPreviews: Record<ServiceId, Render> = {
  "vr-experiences": faqPreview(pages.vr.faqHeading),
  "ar-applications": faqPreview(pages.ar.faqHeading),
  "360-video": faqPreview(pages.video360.faqHeading),
};

const previews: Record<(typeof previewTemplates)[number], Render> = {
  cases(data, slug) {
    const parsed = schemas.case.safeParse({ id: slug || "voorbeeld", ...data });
    if (!parsed.success) return <Problems shape={shapes.case} issues={parsed.error.issues} />;
    return <CaseDetail item={parsed.data} labels={pages.caseLabels} />;
  },
  services(data, slug) {
    const parsed = schemas.service.safeParse({ id: slug, ...data });
    if (!parsed.success) return <Problems shape={shapes.service} issues={parsed.error.issues} />;
    return (
      <div className="mx-auto max-w-6xl px-6 py-16">
        <ServiceDetailSection
          service={parsed.data}
          index={0}
          featuresHeading={pages.services.featuresHeading}
          linkLabel={pages.services.moreLabel}
        />
      </div>
    );
  },
  testimonials(data, slug) {
    const parsed = schemas.testimonial.safeParse({ id: slug || "voorbeeld", ...data });
    if (!parsed.success)
      return <Problems shape={shapes.testimonial} issues={parsed.error.issues} />;
    return <TestimonialSection heading={pages.home.testimonials.heading} items={[parsed.data]} />;
  },
  home(data) {
    const parsed = schemas.homePage.safeParse(data);
    if (!parsed.success) return <Problems shape={shapes.home} issues={parsed.error.issues} />;
    return <HomePageSections home={parsed.data} />;
  },
  ...faqPreviews,
};

/** An entry's data as plain values (the editor hands it over as an Immutable map). */
const plainData = (data: unknown): unknown =>
  data && typeof data === "object" && "toJS" in data && typeof data.toJS === "function"
    ? data.toJS()
    : {};

/**
 * The saved entry whose amounts a preview's must agree with, as
 * `[collection, entry]`: a service's questions for the service, the service
 * for its questions.
 */
function counterpart(name: string, slug: string): [string, string] | undefined {
  if (name === "services") return ["faq", slug];
  return (serviceIds as readonly string[]).includes(name) ? ["services", name] : undefined;
}

const priced = z.object({ price: schemas.service.shape.price });
const answered = z.object({ items: schemas.faq });

/**
 * A warning above the preview when a service's price range and its questions'
 * answers name different amounts, which the build refuses: `draft` is the
 * entry in the form, `saved` its counterpart as last saved.
 */
function PriceNotice({ name, draft, saved }: { name: string; draft: unknown; saved: unknown }) {
  const inService = name === "services";
  const service = priced.safeParse(inService ? draft : saved);
  const questions = answered.safeParse(inService ? saved : draft);
  if (!service.success || !questions.success) return null;
  const { price } = service.data;
  const missing = amountsNotIn(
    price,
    questions.data.items.map((item) => item.a),
  );
  if (missing.length === 0) return null;
  const amounts = `${missing.join(" en ")} ${missing.length > 1 ? "staan" : "staat"}`;
  const range = `${euroAmount(price.min)}${price.max ? ` tot ${euroAmount(price.max)}` : ""}`;
  return (
    <p role="status" className="m-6 rounded-xl border border-danger/50 bg-danger/10 p-4 text-ink">
      {inService
        ? `Let op: ${amounts} in geen van de veelgestelde vragen over deze dienst. Zolang de bedragen verschillen, wordt de site niet bijgewerkt: pas ook het antwoord over de prijs aan.`
        : `Let op: de dienst noemt als prijs ${range}, maar ${amounts} in geen van deze antwoorden. Zolang de bedragen verschillen, wordt de site niet bijgewerkt: noem ze hier, of pas de prijs bij de dienst aan.`}
    </p>
  );
}

export function registerPreviews(cms: typeof CMS): void {
  const react = editorReact("to draw previews with");
  const h: typeof createElement = react.createElement;
  cms.registerPreviewStyle(stylesheet);
  const roots = new WeakMap<HTMLElement, Root>();
  for (const [name, render] of Object.entries(previews)) {
    cms.registerPreviewTemplate(name, (props: CustomPreviewTemplateProps) => {
      const draft = plainData(props.entry.getIn(["data"]));
      const uploads = new Map<string, string>();
      const plain = Object(withoutEmptyFields(asInFile(withUploadStandIns(draft, uploads))));
      const slug = String(props.entry.get("slug") ?? "");
      const related = counterpart(name, slug);
      const [saved, setSaved] = react.useState<unknown>();
      react.useEffect(() => {
        if (!related) return;
        let current = true;
        void props.getCollection(...related).then((entry) => {
          const found = Array.isArray(entry) ? undefined : entry.getIn(["data"]);
          if (current) setSaved(plainData(found));
        });
        return () => {
          current = false;
        };
      }, [related?.[0], related?.[1]]);
      return h("div", {
        className: "bg-canvas text-ink",
        ref: (element: HTMLDivElement | null) => {
          if (!element) return;
          const root = roots.get(element) ?? createRoot(element);
          roots.set(element, root);
          // Drawn at once and the uploads pointed at before the browser asks for the stand-ins.
          flushSync(() =>
            root.render(
              <>
                {related && <PriceNotice name={name} draft={plain} saved={saved} />}
                {render(plain, slug)}
              </>,
            ),
          );
          showUploads(element, uploads, props.getAsset);
        },
      });
    });
  }
}
