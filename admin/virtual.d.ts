/** What `admin/vite.config.ts` gives the editor when it is built (`config.ts` makes it). */
declare module "virtual:editor-config" {
  import type { CmsConfig } from "@sveltia/cms";
  import type { MediaManifest } from "~/content/media-keys";

  const config: CmsConfig;
  /** The record of the site's derived media (`media/derived.json`). */
  export const manifest: MediaManifest;
  export default config;
}
