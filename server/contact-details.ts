import { loadServerContent } from "../app/content/load.server";

/** Company details the server needs: the name (the e-mail's sender) and the site's URL. */
export interface ContactDetails {
  name: string;
  url: string;
}

/** From `content/site.yaml`, with the same `SITE_*` overrides the build honours. */
export function contactDetails(env: NodeJS.ProcessEnv = process.env): ContactDetails {
  const { name, url } = loadServerContent({ env }).site;
  return { name, url };
}
