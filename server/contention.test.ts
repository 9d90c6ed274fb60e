/**
 * The server while another process holds the database's write lock (a
 * backup, an operator command, a second server on the same file): pages,
 * assets and `/healthz` answer while a contact post waits for the lock; the
 * post then gets a deliberate 503, or is stored once when the lock comes
 * free in time. Ordering, not timing, proves that nothing waits on the
 * lock but the post itself.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { errorMessages } from "./contact/responses";
import { formData, jsonHeaders, validFields } from "../tests/support/server/fixture";
import { serveFixtureBuild } from "../tests/support/server/harness";
import { holdWriteLock } from "../tests/support/server/process";

const site = serveFixtureBuild();
const databasePath = () => path.join(site.dataDir, "contact.sqlite");

const post = (fields: Record<string, string>) =>
  fetch(`${site.server.url}/`, { method: "POST", body: formData(fields), headers: jsonHeaders });

describe("while another process holds the write lock", { timeout: 30_000 }, () => {
  it("pages, an asset and /healthz answer; posts wait, then get 503 with a retry message", async () => {
    const lock = await holdWriteLock(databasePath(), 8000);
    const order: string[] = [];
    try {
      const fields = validFields();
      const before = site.server.count();
      const posted = post(fields).then((response) => {
        order.push("post");
        return response;
      });
      const native = fetch(`${site.server.url}/`, {
        method: "POST",
        body: new URLSearchParams(validFields()),
        redirect: "manual",
      });
      const page = await fetch(`${site.server.url}/diensten`);
      order.push("page");
      const asset = await fetch(`${site.server.url}/assets/app-3f9a1c.js`);
      order.push("asset");
      const health = await fetch(`${site.server.url}/healthz`);
      order.push("health");
      const refused = await posted;

      expect(order).toEqual(["page", "asset", "health", "post"]);
      expect([page.status, asset.status]).toEqual([200, 200]);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ ok: false, reason: "database-busy" });
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("5");
      expect(await refused.json()).toEqual({ ok: false, error: errorMessages.busy });
      const page503 = await native;
      expect(page503.status).toBe(503);
      const html = await page503.text();
      expect(html).toContain('<html lang="nl">');
      expect(html).toContain(errorMessages.busy);
      expect(site.server.count()).toBe(before);

      // The lock comes free: the retry is stored, a second retry is not stored again.
      await lock.release();
      expect((await post(fields)).status).toBe(200);
      expect((await post(fields)).status).toBe(200);
      expect(site.server.count()).toBe(before + 1);
      expect((await fetch(`${site.server.url}/healthz`)).status).toBe(200);
    } finally {
      await lock.release();
    }
  });

  it("a post that finds the lock taken stores once when it comes free within its wait", async () => {
    const before = site.server.count();
    const lock = await holdWriteLock(databasePath(), 1000);
    try {
      expect((await post(validFields())).status).toBe(200);
      expect(site.server.count()).toBe(before + 1);
    } finally {
      await lock.release();
    }
  });
});
