/** The editor's collections as `config.ts` types them, with the site's own field options (`rule`). */
import type { EditorConfig } from "./config";

declare module "virtual:editor-config" {
  export const collections: EditorConfig["collections"];
}
