/**
 * Server configuration from environment variables. One zod schema lists every
 * variable with its default and its rule, parsed once at start-up, so a wrong
 * value stops the server with a line that names the variable (one line per
 * wrong variable, all at once) instead of misbehaving later.
 */
import path from "node:path";
import { ConfigError } from "./config-error";
import { z } from "zod";
import { isValidEmail } from "./contact/validate";
import type { MailAddress, MailSettings } from "./mail/message";
import { contactDetails, type ContactDetails } from "./contact-details";
import { EditorApiRootError, editorApiRoot, type IndexableHosts } from "../app/lib/http-rules";
import { editorSignInSettings, type EditorSignInSettings } from "./editor-sign-in/settings";

export { ConfigError };

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
  /** The GitHub OAuth app the editor signs in through (`editor-sign-in/`); unset, none. */
  readonly editorSignIn: EditorSignInSettings | undefined;
  /** The Git host's API the editor at /admin/ was built for (`CMS_API_ROOT`), which its policy allows. */
  readonly editorApiRoot: string;
}

export interface TlsFiles {
  readonly certPath: string;
  readonly keyPath: string;
}

/** A value as the operator means it: surrounding spaces dropped, a blank one as unset. */
const setting = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (raw) => (typeof raw === "string" && raw.trim() !== "" ? raw.trim() : undefined),
    schema,
  );

const wholeNumber = (min: number, max: number, fallback: number) =>
  setting(
    z
      .string()
      .refine((raw) => /^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max, {
        error: (issue) =>
          `must be a whole number from ${min} to ${max} (got "${String(issue.input)}").`,
      })
      .transform(Number)
      .default(fallback),
  );

/** Express's `trust proxy`: off by default; `true`, a hop count, or addresses/subnets. */
const trustProxy = z.string().transform((raw): TrustProxy => {
  const lower = raw.toLowerCase();
  if (["0", "false", "no", "off"].includes(lower)) return false;
  if (lower === "true") return true;
  if (/^\d+$/.test(lower)) return Number(lower);
  return raw;
});

/** `Name <address>`, `"Name" <address>` or a bare address, valid as the contact form's e-mail field. */
const mailAddress = z.string().transform((raw, context): MailAddress => {
  const match = /^(?:"?([^"<>]*?)"?\s*)?<([^<>\s]+)>$/.exec(raw);
  const address = match?.[2] ?? raw;
  if (!isValidEmail(address)) {
    context.addIssue({ code: "custom", message: `contains an invalid address: "${raw}".` });
  }
  return { name: (match?.[1] ?? "").trim(), address };
});

const mailAddresses = z
  .string()
  .transform((raw) => raw.split(",").map((item) => item.trim()))
  .pipe(z.array(mailAddress));

/** Host names that search engines may index, comma-separated, or `*` for all. */
const hostNames = z.string().transform((raw, context): IndexableHosts => {
  if (raw === "*") return "*";
  const hosts = raw
    .split(",")
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
  for (const host of hosts.filter((item) => !/^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/.test(item))) {
    context.addIssue({
      code: "custom",
      message: `must list host names without scheme or port, or be "*" (got "${host}").`,
    });
  }
  return hosts;
});

const both = (a: string, b: string) => (env: Record<string, unknown>) =>
  (env[a] === undefined) === (env[b] === undefined);

/** Every variable the server reads (the site's own `SITE_*` ones: `contactDetails`). */
const environment = z
  .object({
    HOST: setting(z.string().default("127.0.0.1")),
    PORT: wholeNumber(0, 65535, 3000),
    BUILD_DIR: setting(z.string().default("build")),
    /**
     * Unset, the default; set, it must name a file. A blank value
     * (`Environment=DATABASE_PATH=` in a unit, a variable whose substitution
     * came out empty) stops the server rather than putting the contact
     * requests somewhere the operator did not choose.
     */
    DATABASE_PATH: z
      .string()
      .trim()
      .min(1, {
        error:
          "is set but blank. Give the path of the SQLite file (such as /var/lib/immersa/contact.sqlite), or unset it for ./data/contact.sqlite.",
      })
      .default("data/contact.sqlite"),
    CONTACT_RATE_LIMIT: wholeNumber(1, 1_000_000_000, 5),
    TRUST_PROXY: setting(trustProxy.default(false)),
    SMTP_URL: setting(
      z
        .url({
          protocol: /^smtps?$/,
          error: "must be a URL such as smtp://user:pass@host:587 or smtps://user:pass@host:465.",
        })
        .optional(),
    ),
    CONTACT_TO: setting(mailAddresses.optional()),
    CONTACT_FROM: setting(mailAddress.optional()),
    INDEXABLE_HOSTS: setting(hostNames.optional()),
    TLS_CERT: setting(z.string().optional()),
    TLS_KEY: setting(z.string().optional()),
    /** The Git host the editor was built for, by the build's own rule (`editorApiRoot`). */
    CMS_API_ROOT: z
      .string()
      .optional()
      .transform((raw, context) => {
        try {
          return editorApiRoot({ CMS_API_ROOT: raw });
        } catch (error) {
          if (!(error instanceof EditorApiRootError)) throw error;
          context.addIssue({
            code: "custom",
            message: error.message.replace(/^CMS_API_ROOT /, ""),
          });
          return z.NEVER;
        }
      }),
  })
  .refine(both("SMTP_URL", "CONTACT_TO"), {
    error: "Set both SMTP_URL and CONTACT_TO to e-mail submissions, or neither.",
  })
  .refine(both("TLS_CERT", "TLS_KEY"), {
    error: "Set both TLS_CERT and TLS_KEY (PEM files), or neither.",
  });

/** One line per problem, starting with the variable it is about (a rule across two names both). */
const problemLines = (error: z.ZodError) =>
  error.issues
    .map(
      (issue) => (issue.path[0] === undefined ? "" : `${String(issue.path[0])} `) + issue.message,
    )
    .join("\n");

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): ServerConfig {
  const parsed = environment.safeParse(env);
  if (!parsed.success) throw new ConfigError(problemLines(parsed.error));
  const settings = parsed.data;
  const contact = contactDetails(env);
  const domain = new URL(contact.url).hostname.replace(/^www\./, "");
  return {
    host: settings.HOST,
    port: settings.PORT,
    buildDir: path.resolve(cwd, settings.BUILD_DIR),
    databasePath: path.resolve(cwd, settings.DATABASE_PATH),
    rateLimitPerMinute: settings.CONTACT_RATE_LIMIT,
    trustProxy: settings.TRUST_PROXY,
    smtp:
      settings.SMTP_URL && settings.CONTACT_TO
        ? {
            url: settings.SMTP_URL,
            from: settings.CONTACT_FROM ?? {
              name: `${contact.name} website`,
              address: `no-reply@${domain}`,
            },
            to: settings.CONTACT_TO,
          }
        : undefined,
    contact,
    indexableHosts: settings.INDEXABLE_HOSTS ?? [new URL(contact.url).hostname.toLowerCase()],
    tls:
      settings.TLS_CERT && settings.TLS_KEY
        ? {
            certPath: path.resolve(cwd, settings.TLS_CERT),
            keyPath: path.resolve(cwd, settings.TLS_KEY),
          }
        : undefined,
    editorSignIn: editorSignInSettings(env, cwd),
    editorApiRoot: settings.CMS_API_ROOT,
  };
}
