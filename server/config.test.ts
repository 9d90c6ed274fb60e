/**
 * The server's environment: each variable's default, what it accepts, and the
 * one line an operator reads for a wrong value, which names the variable.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, type ServerConfig } from "./config";

const cwd = "/srv/immersa";

const load = (env: NodeJS.ProcessEnv): ServerConfig => loadConfig(env, cwd);

/** The message of the ConfigError that `env` stops the server with. */
function refusal(env: NodeJS.ProcessEnv): string {
  try {
    const config = load(env);
    return `no error; got ${JSON.stringify(config)}`;
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
}

describe("defaults", () => {
  it("without variables: local, port 3000, ./build, ./data/contact.sqlite, 5 a minute, no proxy, mail or TLS", () => {
    expect(load({})).toMatchObject({
      host: "127.0.0.1",
      port: 3000,
      buildDir: path.join(cwd, "build"),
      databasePath: path.join(cwd, "data/contact.sqlite"),
      rateLimitPerMinute: 5,
      trustProxy: false,
      smtp: undefined,
      indexableHosts: ["www.immersa-xr.nl"],
      tls: undefined,
    });
  });

  it("a blank or space-only value counts as unset", () => {
    expect(load({ HOST: " ", PORT: "", BUILD_DIR: "  ", TRUST_PROXY: "" })).toMatchObject({
      host: "127.0.0.1",
      port: 3000,
      buildDir: path.join(cwd, "build"),
      trustProxy: false,
    });
  });
});

describe("accepted values", () => {
  it("paths are resolved against the working folder, and trimmed", () => {
    expect(
      load({ BUILD_DIR: " release/build ", DATABASE_PATH: " /var/lib/immersa/contact.sqlite " }),
    ).toMatchObject({
      buildDir: path.join(cwd, "release/build"),
      databasePath: "/var/lib/immersa/contact.sqlite",
    });
  });

  it("numbers within their range", () => {
    expect(load({ PORT: "0", CONTACT_RATE_LIMIT: "1000000000" })).toMatchObject({
      port: 0,
      rateLimitPerMinute: 1_000_000_000,
    });
    expect(load({ PORT: " 65535 " }).port).toBe(65535);
  });

  it.each([
    ["off", false],
    ["0", false],
    ["false", false],
    ["No", false],
    ["true", true],
    ["TRUE", true],
    ["2", 2],
    ["loopback", "loopback"],
    ["10.0.0.0/8, 192.168.0.1", "10.0.0.0/8, 192.168.0.1"],
  ])("TRUST_PROXY=%j is %j", (raw, expected) => {
    expect(load({ TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });

  it("INDEXABLE_HOSTS: host names in lower case, or every host", () => {
    expect(load({ INDEXABLE_HOSTS: "WWW.Example.nl, example.nl,,[::1]" }).indexableHosts).toEqual([
      "www.example.nl",
      "example.nl",
      "[::1]",
    ]);
    expect(load({ INDEXABLE_HOSTS: "*" }).indexableHosts).toBe("*");
  });

  it("INDEXABLE_HOSTS defaults to the host of SITE_URL", () => {
    expect(load({ SITE_URL: "https://Staging.Example.NL/" }).indexableHosts).toEqual([
      "staging.example.nl",
    ]);
  });

  it("mail: SMTP_URL with recipients, and a sender named after the site", () => {
    expect(
      load({
        SMTP_URL: "smtps://user:pass@mail.example.nl:465",
        CONTACT_TO: "Verkoop <verkoop@example.nl>, info@example.nl",
        SITE_NAME: "Voorbeeld",
        SITE_URL: "https://www.example.nl",
      }).smtp,
    ).toEqual({
      url: "smtps://user:pass@mail.example.nl:465",
      from: { name: "Voorbeeld website", address: "no-reply@example.nl" },
      to: [
        { name: "Verkoop", address: "verkoop@example.nl" },
        { name: "", address: "info@example.nl" },
      ],
    });
  });

  it("mail: CONTACT_FROM as a name and address, quoted or not", () => {
    const env = { SMTP_URL: "smtp://mail.example.nl:587", CONTACT_TO: "info@example.nl" };
    expect(load({ ...env, CONTACT_FROM: '"Website Immersa" <web@example.nl>' }).smtp?.from).toEqual(
      { name: "Website Immersa", address: "web@example.nl" },
    );
    expect(load({ ...env, CONTACT_FROM: "web@example.nl" }).smtp?.from).toEqual({
      name: "",
      address: "web@example.nl",
    });
  });

  it("TLS: both files, resolved against the working folder", () => {
    expect(load({ TLS_CERT: "tls/cert.pem", TLS_KEY: "/etc/tls/key.pem" }).tls).toEqual({
      certPath: path.join(cwd, "tls/cert.pem"),
      keyPath: "/etc/tls/key.pem",
    });
  });
});

describe("a wrong value stops the server with a line that names the variable", () => {
  it.each([
    [{ PORT: "veel" }, 'PORT must be a whole number from 0 to 65535 (got "veel").'],
    [{ PORT: "65536" }, 'PORT must be a whole number from 0 to 65535 (got "65536").'],
    [{ PORT: "80.5" }, 'PORT must be a whole number from 0 to 65535 (got "80.5").'],
    [{ PORT: "1e3" }, 'PORT must be a whole number from 0 to 65535 (got "1e3").'],
    [
      { CONTACT_RATE_LIMIT: "0" },
      'CONTACT_RATE_LIMIT must be a whole number from 1 to 1000000000 (got "0").',
    ],
    [
      { DATABASE_PATH: "  " },
      "DATABASE_PATH is set but blank. Give the path of the SQLite file (such as /var/lib/immersa/contact.sqlite), or unset it for ./data/contact.sqlite.",
    ],
    [
      { SMTP_URL: "smtp://mail.example.nl" },
      "Set both SMTP_URL and CONTACT_TO to e-mail submissions, or neither.",
    ],
    [
      { CONTACT_TO: "info@example.nl" },
      "Set both SMTP_URL and CONTACT_TO to e-mail submissions, or neither.",
    ],
    [
      { SMTP_URL: "//mail.example.nl:587", CONTACT_TO: "info@example.nl" },
      "SMTP_URL must be a URL such as smtp://user:pass@host:587 or smtps://user:pass@host:465.",
    ],
    [
      { SMTP_URL: "https://mail.example.nl", CONTACT_TO: "info@example.nl" },
      "SMTP_URL must be a URL such as smtp://user:pass@host:587 or smtps://user:pass@host:465.",
    ],
    [
      { SMTP_URL: "smtp://mail.example.nl", CONTACT_TO: "info@example.nl, verkoop" },
      'CONTACT_TO contains an invalid address: "verkoop".',
    ],
    [
      { SMTP_URL: "smtp://mail.example.nl", CONTACT_TO: "info@example.nl", CONTACT_FROM: "Web <>" },
      'CONTACT_FROM contains an invalid address: "Web <>".',
    ],
    [
      {
        SMTP_URL: "smtp://mail.example.nl",
        CONTACT_TO: "info@example.nl",
        CONTACT_FROM: "web@example.nl, info@example.nl",
      },
      'CONTACT_FROM contains an invalid address: "web@example.nl, info@example.nl".',
    ],
    [
      { INDEXABLE_HOSTS: "https://www.example.nl" },
      'INDEXABLE_HOSTS must list host names without scheme or port, or be "*" (got "https://www.example.nl").',
    ],
    [
      { INDEXABLE_HOSTS: "www.example.nl:443" },
      'INDEXABLE_HOSTS must list host names without scheme or port, or be "*" (got "www.example.nl:443").',
    ],
    [{ TLS_CERT: "cert.pem" }, "Set both TLS_CERT and TLS_KEY (PEM files), or neither."],
    [{ TLS_KEY: "key.pem" }, "Set both TLS_CERT and TLS_KEY (PEM files), or neither."],
    [
      { CMS_API_ROOT: "http://github.example.com" },
      'CMS_API_ROOT must start with https:// (plain http:// only for localhost or 127.0.0.1; got "http://github.example.com").',
    ],
  ])("%j", (env, message) => {
    expect(refusal(env)).toBe(message);
  });
});

it("names every wrong variable at once, one line each", () => {
  expect(refusal({ PORT: "veel", DATABASE_PATH: "", TLS_KEY: "key.pem" }).split("\n")).toEqual([
    'PORT must be a whole number from 0 to 65535 (got "veel").',
    expect.stringMatching(/^DATABASE_PATH is set but blank\. /),
    "Set both TLS_CERT and TLS_KEY (PEM files), or neither.",
  ]);
});
