/**
 * The editor at /admin/: Sveltia CMS, bundled with the site's own formats,
 * fields and previews, and the configuration built from the content schemas
 * when the editor is built (`virtual:editor-config`, `admin/vite.config.ts`).
 */
import CMS from "@sveltia/cms";
import config from "virtual:editor-config";
import { registerFormats } from "./formats";
import { registerImageField } from "./image-field";
import { registerPreviews } from "./previews";

registerFormats(CMS);
registerImageField(CMS);
registerPreviews(CMS);
void CMS.init({ config });
