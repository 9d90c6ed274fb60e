/**
 * Compiles the self-hosted server (`server/`) to JavaScript that plain `node`
 * runs: `<build>/node-server/main.js` (`npm run serve`), one file beside it
 * for each worker thread, named after the thread's module (`db-worker.js`,
 * `render-worker.js`, which is how `server/threads/worker-slot.ts` finds them), the
 * operator command (`submissions.js`) and the updater's mailer
 * (`update-mail.js`, run by `scripts/deploy/update.sh` when a commit fails
 * to build).
 *
 * esbuild bundles each entry with the modules of this repository it imports
 * (the server's and the content loader from `app/`), so the production
 * server needs neither tsx nor TypeScript and reads a handful of files at
 * start-up. Packages stay imports, resolved from `node_modules` as usual
 * (better-sqlite3 is a native addon; express and nodemailer are CommonJS).
 *
 * The folder is two levels below the root that holds `content/`, like
 * `app/content/load.server.ts` is: the content root that module derives from its own
 * location (unless `CONTENT_ROOT` is set) is the same folder once bundled.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const repository = fileURLToPath(new URL("../..", import.meta.url));

/** The compiled files (without `.js`) and the module each is made from. */
export const serverEntries = {
  main: "server/main.ts",
  "db-worker": "server/storage/connection/db-worker.ts",
  "render-worker": "server/render/render-worker.ts",
  submissions: "server/cli/submissions.ts",
  "update-mail": "server/cli/update-mail.ts",
} as const;

/** Where `compileServer` writes the server for the build in `buildDir`. */
export const nodeServerDir = (buildDir: string) => path.join(buildDir, "node-server");

/** The compiled server of the build in `buildDir`, as `npm run serve` runs it. */
export const nodeServerMain = (buildDir: string) => path.join(nodeServerDir(buildDir), "main.js");

export interface CompiledServer {
  /** The files written, absolute. */
  readonly files: readonly string[];
  /** What they import from outside: packages (or a module of one) and Node's built-in modules. */
  readonly imports: readonly string[];
  /** The packages among those imports, by name (`entities` for `entities/decode`). */
  readonly packages: readonly string[];
}

/** The package a bare import names: `entities/decode` -> `entities`, `@scope/name/x` -> `@scope/name`. */
const packageOf = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/** Compiles the server into `outDir` (emptied first). */
export async function compileServer(outDir: string): Promise<CompiledServer> {
  await rm(outDir, { recursive: true, force: true });
  const { metafile } = await build({
    absWorkingDir: repository,
    entryPoints: Object.entries(serverEntries).map(([out, source]) => ({ in: source, out })),
    outdir: outDir,
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node20.19",
    tsconfig: path.join(repository, "tsconfig.json"),
    metafile: true,
    logLevel: "warning",
  });
  const outputs = Object.entries(metafile.outputs);
  const imports = [
    ...new Set(
      outputs.flatMap(([, output]) =>
        output.imports.filter((item) => item.external).map((item) => item.path),
      ),
    ),
  ].sort();
  return {
    files: outputs.map(([file]) => path.resolve(repository, file)),
    imports,
    packages: [
      ...new Set(imports.filter((item) => !item.startsWith("node:")).map(packageOf)),
    ].sort(),
  };
}
