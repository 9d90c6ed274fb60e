/**
 * Durability: many concurrent submissions, `kill -9` of the server mid-run,
 * restart; every acknowledged submission must be stored and the database
 * intact. The second test runs the same harness against a server whose store
 * acknowledges before writing (`ack-before-write.ts`) and requires the harness
 * to catch losses, which shows the first test could fail.
 */
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createFixtureBuild,
  formData,
  jsonHeaders,
  removeDir,
  tempDir,
} from "../tests/support/server/fixture";
import { ackBeforeWriteEntry, startMain } from "../tests/support/server/process";

let buildDir: string;

beforeAll(async () => {
  buildDir = await createFixtureBuild();
});

afterAll(async () => {
  await removeDir(buildDir);
});

interface Outcome {
  acknowledged: string[];
  lost: string[];
  integrity: string;
}

async function crashUnderLoad(entry?: string): Promise<Outcome> {
  const dataDir = await tempDir();
  const env = {
    BUILD_DIR: buildDir,
    DATABASE_PATH: path.join(dataDir, "contact.sqlite"),
    CONTACT_RATE_LIMIT: "1000000000",
    NODE_ENV: "test",
  };
  try {
    const server = await startMain(env, entry ? { entry } : {});
    const acknowledged: string[] = [];
    let stop = false;
    let sequence = 0;
    const client = async (id: number) => {
      while (!stop) {
        const marker = `m-${id}-${sequence++}`;
        const body = formData({
          "form-name": "contact",
          "bot-field": "",
          naam: "Duurzaam Test",
          email: `${marker}@example.nl`,
          telefoon: "",
          bericht: `Duurzaamheidstest ${marker}`,
        });
        try {
          const response = await fetch(`${server.url}/`, {
            method: "POST",
            body,
            headers: jsonHeaders,
          });
          const json = (await response.json()) as { ok?: boolean };
          if (response.status === 200 && json.ok === true) acknowledged.push(marker);
        } catch {
          return; // the server is gone
        }
      }
    };
    const clients = Array.from({ length: 32 }, (_, id) => client(id));
    // Kill once a good number is acknowledged, while requests are still in flight.
    while (acknowledged.length < 200) await new Promise((resolve) => setTimeout(resolve, 5));
    server.child.kill("SIGKILL");
    stop = true;
    await server.exited;
    await Promise.all(clients);

    // Restart on the same database (recovery happens on open), then check it.
    const restarted = await startMain(env);
    expect((await fetch(`${restarted.url}/healthz`)).status).toBe(200);
    restarted.child.kill("SIGTERM");
    await restarted.exited;

    const db = new Database(env.DATABASE_PATH, { readonly: true });
    try {
      const stored = new Set(
        db
          .prepare<[], { email: string }>("SELECT email FROM submissions")
          .all()
          .map((row) => row.email.replace("@example.nl", "")),
      );
      const integrity = String(db.pragma("integrity_check", { simple: true }));
      const lost = acknowledged.filter((marker) => !stored.has(marker)).length;
      console.info(
        `durability: ${acknowledged.length} acknowledged, ${stored.size} stored, ${lost} lost`,
      );
      return {
        acknowledged,
        lost: acknowledged.filter((marker) => !stored.has(marker)),
        integrity,
      };
    } finally {
      db.close();
    }
  } finally {
    await removeDir(dataDir);
  }
}

describe("durability under kill -9", () => {
  it("keeps every acknowledged submission", async () => {
    const outcome = await crashUnderLoad();
    expect(outcome.acknowledged.length).toBeGreaterThanOrEqual(200);
    expect(outcome.lost).toEqual([]);
    expect(outcome.integrity).toBe("ok");
  }, 120_000);

  it("catches a server that acknowledges before writing (the harness can fail)", async () => {
    const outcome = await crashUnderLoad(ackBeforeWriteEntry);
    expect(outcome.acknowledged.length).toBeGreaterThanOrEqual(200);
    expect(outcome.lost.length).toBeGreaterThan(0);
    expect(outcome.integrity).toBe("ok");
  }, 120_000);
});
