/**
 * A deliberately broken server for the durability test: its store answers
 * "stored" at once and writes the row a quarter of a second later, so a
 * `kill -9` loses acknowledged submissions. The test runs its harness against
 * this server to show the harness catches such losses.
 */
import { loadConfig } from "../../../server/config";
import { startServer } from "../../../server/server";

const WRITE_DELAY_MS = 250;

await startServer(loadConfig(), {
  contactStore: (store) => ({
    add: (message) => {
      setTimeout(() => void store.add(message).catch(() => {}), WRITE_DELAY_MS);
      return Promise.resolve({ id: 0, duplicate: false });
    },
  }),
});
