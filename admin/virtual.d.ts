/** What `admin/vite.config.ts` gives the editor when it is built (`config.ts` makes it). */
declare module "virtual:editor-config" {
  import type { CmsConfig } from "@sveltia/cms";
  import type { ContentFacts } from "~/content/field-check";
  import type { MediaManifest } from "~/content/media-keys";

  const config: CmsConfig;
  /** The record of the site's derived media (`media/derived.json`). */
  export const manifest: MediaManifest;
  /** What the content held as the build read it: what a field's check compares with. */
  export const facts: ContentFacts;
  export default config;
}
