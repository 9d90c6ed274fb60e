/**
 * Server configuration from environment variables, validated once at start-up
 * so a typo stops the server with a message instead of misbehaving later.
 */
import path from "node:path";
import { isValidEmail } from "./contact/validate";
import type { MailAddress, MailSettings } from "./mail/message";
import { contactDetails, type ContactDetails } from "./contact-details";
import { EditorApiRootError, editorApiRoot, type IndexableHosts } from "../app/lib/http-rules";

export type TrustProxy = boolean | number | string;

export interface SmtpConfig extends MailSettings {
  readonly url: string;
}

export interface ServerConfig {
  readonly host: string;
  readonly port: number;
  readonly buildDir: string;
  readonly databasePath: string;
  readonly rateLimitPerMinute: number;
  readonly trustProxy: TrustProxy;
  readonly smtp: SmtpConfig | undefined;
  readonly contact: ContactDetails;
  /** Hosts that may be indexed; every other host answers `X-Robots-Tag: noindex`. */
  readonly indexableHosts: IndexableHosts;
  /** Serve HTTPS directly with these PEM files (else plain HTTP behind a proxy). */
  readonly tls: TlsFiles | undefined;
  /** The Git host's API the editor at /admin/ was built for (`CMS_API_ROOT`), which its policy allows. */
  readonly editorApiRoot: string;
}

export interface TlsFiles {
  readonly certPath: string;
  readonly keyPath: string;
}

export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

const value = (env: NodeJS.ProcessEnv, key: string): string | undefined => {
  const raw = env[key]?.trim();
  return raw ? raw : undefined;
};

function integer(env: NodeJS.ProcessEnv, key: string, fallback: number, min: number, max: number) {
  const raw = value(env, key);
  if (raw === undefined) return fallback;
  const parsed = Number(raw);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new ConfigError(`${key} must be a whole number from ${min} to ${max} (got "${raw}").`);
  }
  return parsed;
}

/** Express's `trust proxy`: off by default; `true`, a hop count, or addresses/subnets. */
function parseTrustProxy(raw: string | undefined): TrustProxy {
  if (raw === undefined) return false;
  const lower = raw.toLowerCase();
  if (["", "0", "false", "no", "off"].includes(lower)) return false;
  if (lower === "true") return true;
  if (/^\d+$/.test(lower)) return Number(lower);
  return raw;
}

/** `Name <address>` or a bare address; the address must be valid. */
function parseAddress(raw: string, key: string): MailAddress {
  const match = /^\s*(?:"?([^"<>]*?)"?\s*)?<([^<>\s]+)>\s*$/.exec(raw);
  const name = (match?.[1] ?? "").trim();
  const address = (match?.[2] ?? raw).trim();
  if (!isValidEmail(address))
    throw new ConfigError(`${key} contains an invalid address: "${raw}".`);
  return { name, address };
}

function smtpConfig(env: NodeJS.ProcessEnv, contact: ContactDetails): SmtpConfig | undefined {
  const url = value(env, "SMTP_URL");
  const to = value(env, "CONTACT_TO");
  if (!url && !to) return undefined;
  if (!url || !to) {
    throw new ConfigError("Set both SMTP_URL and CONTACT_TO to e-mail submissions, or neither.");
  }
  if (!URL.canParse(url)) {
    throw new ConfigError("SMTP_URL is not a valid URL (expected smtp://user:pass@host:587).");
  }
  const { protocol } = new URL(url);
  if (protocol !== "smtp:" && protocol !== "smtps:") {
    throw new ConfigError("SMTP_URL must start with smtp:// or smtps://.");
  }
  const domain = new URL(contact.url).hostname.replace(/^www\./, "");
  const from = value(env, "CONTACT_FROM");
  return {
    url,
    from: from
      ? parseAddress(from, "CONTACT_FROM")
      : { name: `${contact.name} website`, address: `no-reply@${domain}` },
    to: to.split(",").map((item) => parseAddress(item, "CONTACT_TO")),
  };
}

/**
 * `INDEXABLE_HOSTS`: comma-separated host names that search engines may
 * index, or `*` for all. Default: the host of `SITE_URL` only.
 */
function parseIndexableHosts(raw: string | undefined, siteUrl: string): IndexableHosts {
  if (raw === undefined) return [new URL(siteUrl).hostname.toLowerCase()];
  if (raw === "*") return "*";
  const hosts = raw
    .split(",")
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
  for (const host of hosts) {
    if (!/^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/.test(host)) {
      throw new ConfigError(
        `INDEXABLE_HOSTS must list host names without scheme or port, or be "*" (got "${host}").`,
      );
    }
  }
  return hosts;
}

function tlsFiles(env: NodeJS.ProcessEnv, cwd: string): TlsFiles | undefined {
  const cert = value(env, "TLS_CERT");
  const key = value(env, "TLS_KEY");
  if (!cert && !key) return undefined;
  if (!cert || !key)
    throw new ConfigError("Set both TLS_CERT and TLS_KEY (PEM files), or neither.");
  return { certPath: path.resolve(cwd, cert), keyPath: path.resolve(cwd, key) };
}

/**
 * `DATABASE_PATH`: unset, the default; set, it must name a file. A blank value
 * (`Environment=DATABASE_PATH=` in a unit, a variable whose substitution came
 * out empty) stops the server rather than putting the contact requests
 * somewhere the operator did not choose.
 */
function databasePath(env: NodeJS.ProcessEnv, cwd: string): string {
  const raw = env.DATABASE_PATH;
  if (raw === undefined) return path.resolve(cwd, "data/contact.sqlite");
  if (raw.trim() === "") {
    throw new ConfigError(
      "DATABASE_PATH is set but blank. Give the path of the SQLite file (such as /var/lib/immersa/contact.sqlite), or unset it for ./data/contact.sqlite.",
    );
  }
  return path.resolve(cwd, raw.trim());
}

function editorApiOf(env: NodeJS.ProcessEnv): string {
  try {
    return editorApiRoot(env);
  } catch (error) {
    if (error instanceof EditorApiRootError) throw new ConfigError(error.message);
    throw error;
  }
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): ServerConfig {
  const contact = contactDetails(env);
  return {
    host: value(env, "HOST") ?? "127.0.0.1",
    port: integer(env, "PORT", 3000, 0, 65535),
    buildDir: path.resolve(cwd, value(env, "BUILD_DIR") ?? "build"),
    databasePath: databasePath(env, cwd),
    rateLimitPerMinute: integer(env, "CONTACT_RATE_LIMIT", 5, 1, 1_000_000_000),
    trustProxy: parseTrustProxy(value(env, "TRUST_PROXY")),
    smtp: smtpConfig(env, contact),
    contact,
    indexableHosts: parseIndexableHosts(value(env, "INDEXABLE_HOSTS"), contact.url),
    tls: tlsFiles(env, cwd),
    editorApiRoot: editorApiOf(env),
  };
}
