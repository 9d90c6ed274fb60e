/**
 * The page of the site that shows each entry: Sveltia's `preview_path`
 * (`{{slug}}` is the entry's file name), below the address of the draft's
 * Deploy Preview or, for what is published, the site's own (`site_url`). The
 * editor links a draft to its page on the preview, and an entry to its
 * page on the live site. The two not-found pages have no address of their
 * own (every unknown address shows them, with status 404), so no link.
 */
import type { collections, FileGroup, singleFiles } from "../app/content/files";
import { serviceIds } from "../app/content/schema";
import { casePath, homeAnchors, paths, servicePath } from "../app/content/paths";

const homeAnchor = (anchor: string) => `${paths.home}#${anchor}`;

export const previewPaths = {
  cases: casePath("{{slug}}"),
  services: paths.services,
  testimonials: homeAnchor(homeAnchors.testimonials),
  pages: {
    home: paths.home,
    services: paths.services,
    vr: paths.vr,
    ar: paths.ar,
    video360: paths.video360,
    cases: paths.cases,
    caseLabels: paths.cases,
    contact: paths.contact,
    contactThanks: paths.contactThanks,
    search: paths.search,
  },
  home: { process: homeAnchor(homeAnchors.process), clients: paths.home },
  faq: Object.fromEntries(serviceIds.map((id) => [id, servicePath(id)])),
  legal: { terms: paths.terms, privacy: paths.privacy },
  settings: {
    site: paths.contact,
    navigation: paths.home,
    interface: paths.home,
    server: paths.contact,
  },
} as const satisfies { [C in keyof typeof collections]: string } & {
  [G in FileGroup]: Partial<Record<keyof (typeof singleFiles)[G], string>>;
};

/** A file's `preview_path`, if its page has an address of its own. */
export function filePreviewPath(group: FileGroup, name: string): { preview_path?: string } {
  const path = Object.entries(previewPaths[group]).find(([file]) => file === name)?.[1];
  return path === undefined ? {} : { preview_path: path };
}
