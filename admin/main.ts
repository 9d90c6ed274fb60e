/**
 * The editor at /admin/: Sveltia CMS, bundled with the site's own formats,
 * fields and previews, and the configuration built from the content schemas
 * when the editor is built (`virtual:editor-config`, `admin/vite.config.ts`).
 * A build that knows no repository to commit to says how to name one
 * instead of starting the editor (`backend.ts`).
 */
// First: Sveltia picks its language as it loads.
import "./dutch-by-default";
import CMS from "@sveltia/cms";
import config from "virtual:editor-config";
import { registerCheckedFields } from "./checked-field";
import { registerFormats } from "./formats";
import { registerImageField } from "./image-field";
import { registerPreviews } from "./previews";
import { registerVideoField } from "./video-field";

function showSetupNeeded(): void {
  const main = document.createElement("main");
  main.style.cssText =
    "max-width: 40rem; margin: 4rem auto; padding: 0 1.5rem; font: 1rem/1.6 system-ui, sans-serif";
  const heading = document.createElement("h1");
  heading.textContent = "De editor is nog niet gekoppeld aan een repository";
  const text = document.createElement("p");
  text.textContent =
    "Bouw de site op Netlify vanuit de GitHub-repository, of geef bij de build CMS_REPO op " +
    "(eigenaar/naam, bijvoorbeeld immersa-xr/website). Hoe: docs/content.md in de repository.";
  main.append(heading, text);
  document.body.append(main);
}

/**
 * The self-hosted server's own sign-in (`backend.ts`) answers at the origin
 * the editor is opened on, which only the page knows: the build leaves
 * `base_url` out for it (Netlify's provider has its own).
 */
const backend =
  config.backend.name === "github" && config.backend.base_url === undefined
    ? { ...config.backend, base_url: location.origin }
    : config.backend;

if (backend.name === "github" && !backend.repo) {
  showSetupNeeded();
} else {
  registerFormats(CMS);
  registerCheckedFields(CMS);
  registerImageField(CMS);
  registerVideoField(CMS);
  registerPreviews(CMS);
  void CMS.init({ config: { ...config, backend } });
}
