/**
 * One definition, two deployments, on the real build: for every probe path
 * (each page bare, with a slash, as its file and with a query; each redirect
 * and not-found rule; each asset folder; unknown paths) the running server
 * answers what Netlify's own code (its parsers and the `netlify dev` matcher)
 * makes of the generated `_redirects` and `_headers`: status, Location, the
 * file served and every header `_headers` gives
 * (`tests/support/server/netlify-agreement.ts`).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { compareWithServer } from "../support/server/netlify-agreement";
import { SITE_URL } from "./support/site";

const clientDir = path.resolve("build/client");

test("the server and the generated Netlify files agree rule by rule", async ({ baseURL }) => {
  expect(existsSync(path.join(clientDir, "_redirects")), "run `npm run build` first").toBe(true);
  const { probes, differences } = await compareWithServer({
    baseUrl: baseURL ?? "",
    clientDir,
    host: new URL(SITE_URL).host,
  });
  expect(probes).toBeGreaterThan(80);
  expect(differences).toEqual([]);
});
