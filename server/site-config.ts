import { site, telHref } from "../app/content/site";

/** Company details the server needs (error pages, e-mail sender). */
export interface ContactDetails {
  name: string;
  url: string;
  phone: string;
  phoneHref: string;
  email: string;
}

const fromEnv = (env: NodeJS.ProcessEnv, key: string): string | undefined => {
  const value = env[key]?.trim();
  return value ? value : undefined;
};

/**
 * `app/content/site.ts` reads `import.meta.env`, which only Vite fills in; under
 * tsx its defaults apply. The server honours the same `SITE_*` variables itself.
 */
export function contactDetails(env: NodeJS.ProcessEnv = process.env): ContactDetails {
  const phone = fromEnv(env, "SITE_PHONE") ?? site.phone;
  return {
    name: fromEnv(env, "SITE_NAME") ?? site.name,
    url: (fromEnv(env, "SITE_URL") ?? site.url).replace(/\/+$/, ""),
    phone,
    phoneHref: telHref(phone),
    email: fromEnv(env, "SITE_EMAIL") ?? site.email,
  };
}
