import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError } from "../config-error";
import { editorSignInSettings } from "./settings";

const id = "Ov23liA1b2C3d4E5f6G7";
const secret = "0123456789abcdef0123456789abcdef01234567";
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "immersa-sign-in-"));
  await writeFile(path.join(dir, "secret"), `${secret}\n`);
  await writeFile(path.join(dir, "empty"), "\n");
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const read = (env: NodeJS.ProcessEnv) => editorSignInSettings(env, dir);

describe("the editor's sign-in settings", () => {
  it("are none without an app", () => {
    expect(read({})).toBeUndefined();
    expect(read({ CMS_GITHUB_CLIENT_ID: " ", CMS_GITHUB_CLIENT_SECRET: "" })).toBeUndefined();
  });

  it("name the app, at github.com by default", () => {
    expect(read({ CMS_GITHUB_CLIENT_ID: id, CMS_GITHUB_CLIENT_SECRET: secret })).toEqual({
      clientId: id,
      clientSecret: secret,
      oauthUrl: "https://github.com",
    });
  });

  it("read the secret from a file, relative to the working folder", () => {
    const settings = read({ CMS_GITHUB_CLIENT_ID: id, CMS_GITHUB_CLIENT_SECRET_FILE: "secret" });
    expect(settings?.clientSecret).toBe(secret);
  });

  it.each([
    ["https://github.example.com/", "https://github.example.com"],
    ["https://ghe.example/github", "https://ghe.example/github"],
    ["http://127.0.0.1:4650", "http://127.0.0.1:4650"],
    ["http://localhost:4650/", "http://localhost:4650"],
  ])("take GitHub's address %s", (raw, url) => {
    const env = { CMS_GITHUB_CLIENT_ID: id, CMS_GITHUB_CLIENT_SECRET: secret };
    expect(read({ ...env, CMS_GITHUB_OAUTH_URL: raw })?.oauthUrl).toBe(url);
  });

  it.each<[string, NodeJS.ProcessEnv, RegExp]>([
    ["an ID alone", { CMS_GITHUB_CLIENT_ID: id }, /Set both CMS_GITHUB_CLIENT_ID and/],
    ["a secret alone", { CMS_GITHUB_CLIENT_SECRET: secret }, /Set both CMS_GITHUB_CLIENT_ID and/],
    [
      "a secret twice",
      {
        CMS_GITHUB_CLIENT_ID: id,
        CMS_GITHUB_CLIENT_SECRET: secret,
        CMS_GITHUB_CLIENT_SECRET_FILE: "secret",
      },
      /not both/,
    ],
    [
      "a secret file that is not there",
      { CMS_GITHUB_CLIENT_ID: id, CMS_GITHUB_CLIENT_SECRET_FILE: "missing" },
      /CMS_GITHUB_CLIENT_SECRET_FILE could not be read \(ENOENT\): missing/,
    ],
    [
      "an empty secret file",
      { CMS_GITHUB_CLIENT_ID: id, CMS_GITHUB_CLIENT_SECRET_FILE: "empty" },
      /CMS_GITHUB_CLIENT_SECRET_FILE is empty/,
    ],
    [
      "an ID that is no client ID",
      { CMS_GITHUB_CLIENT_ID: "my app", CMS_GITHUB_CLIENT_SECRET: secret },
      /CMS_GITHUB_CLIENT_ID must be the client ID of a GitHub OAuth app/,
    ],
    [
      "a secret with a space",
      { CMS_GITHUB_CLIENT_ID: id, CMS_GITHUB_CLIENT_SECRET: "abc def" },
      /must not contain spaces/,
    ],
    [
      "plain http to another host",
      {
        CMS_GITHUB_CLIENT_ID: id,
        CMS_GITHUB_CLIENT_SECRET: secret,
        CMS_GITHUB_OAUTH_URL: "http://github.com",
      },
      /CMS_GITHUB_OAUTH_URL must be an https:\/\/ address/,
    ],
    [
      "an address with a query",
      {
        CMS_GITHUB_CLIENT_ID: id,
        CMS_GITHUB_CLIENT_SECRET: secret,
        CMS_GITHUB_OAUTH_URL: "https://github.com/?a=1",
      },
      /CMS_GITHUB_OAUTH_URL must be an https:\/\/ address/,
    ],
    [
      "no address at all",
      {
        CMS_GITHUB_CLIENT_ID: id,
        CMS_GITHUB_CLIENT_SECRET: secret,
        CMS_GITHUB_OAUTH_URL: "github.com",
      },
      /CMS_GITHUB_OAUTH_URL must be an https:\/\/ address/,
    ],
  ])("stop the server with %s, in a message without the secret", (_case, env, message) => {
    expect(() => read(env)).toThrow(ConfigError);
    expect(() => read(env)).toThrow(message);
    expect(() => read(env)).not.toThrow(env.CMS_GITHUB_CLIENT_SECRET ?? secret);
  });
});
