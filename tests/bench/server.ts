/**
 * The built site's own server for `bench:lighthouse` and `bench:xr`: the
 * compiled server as `npm run serve` starts it, on a free port, with a
 * throw-away database and no e-mail.
 */
import path from "node:path";
import { repoRoot, startMain } from "../support/server/process";
import { nodeServerMain } from "../../scripts/build/node-server";
import { endsWithBench } from "./bench-end";

export async function startBenchServer(scratch: string) {
  const server = await startMain(
    {
      HOST: "127.0.0.1",
      DATABASE_PATH: path.join(scratch, "contact.sqlite"),
      // Measure the pages as production serves them: without this the server marks
      // every host but the production one `X-Robots-Tag: noindex` (SEO score 69).
      INDEXABLE_HOSTS: "127.0.0.1",
    },
    { entry: nodeServerMain(path.join(repoRoot, "build")) },
  );
  endsWithBench(server.child.pid);
  return { origin: server.url, stop: () => server.child.kill("SIGTERM") };
}
