import { loadServerContent } from "../app/content/load.server";

/** Company details the server needs (error pages, e-mail sender). */
export interface ContactDetails {
  name: string;
  url: string;
  phone: string;
  phoneHref: string;
  email: string;
}

/** From `content/site.yaml`, with the same `SITE_*` overrides the build honours. */
export function contactDetails(env: NodeJS.ProcessEnv = process.env): ContactDetails {
  const { name, url, phone, phoneHref, email } = loadServerContent({ env }).site;
  return { name, url, phone, phoneHref, email };
}
