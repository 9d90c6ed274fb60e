/**
 * One definition, two deployments, on the real build: for every probe path
 * (each page bare, with a slash, as its file and with a query; each redirect
 * and not-found rule; each header block; unknown paths) the running server
 * answers what the generated `_redirects` and `_headers` make Netlify answer:
 * status, Location, the file served and every declared header. The Netlify
 * side is a model of Netlify's documented rules (server/testing/netlify-model.ts).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { compareWithServer } from "../support/server/netlify-model";
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
