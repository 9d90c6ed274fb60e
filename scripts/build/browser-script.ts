/**
 * Bundles one TypeScript module, and all it imports, into the text of a
 * single self-contained script with Vite, for code that is written into a
 * page rather than fetched: the page bootstrap (`client-assets.ts`) and the
 * benchmark's in-page harness (`tests/bench/interaction.ts`). The module is
 * type-checked and linted with the rest of the tree; nothing is written to
 * disk.
 */
import { fileURLToPath } from "node:url";
import { build } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { withEagerCompileHint } from "./compile-hints";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

export interface BrowserScriptOptions {
  /** `es` for a `<script type="module">`, `iife` for a classic script. */
  format: "es" | "iife";
  /** Minify with terser, as the client build does. */
  minify?: boolean;
}

export async function bundleBrowserScript(
  entry: string,
  { format, minify = true }: BrowserScriptOptions,
): Promise<string> {
  const result = await build({
    configFile: false,
    root: projectRoot,
    logLevel: "warn",
    publicDir: false,
    plugins: [tsconfigPaths({ root: projectRoot })],
    build: {
      write: false,
      minify: minify ? "terser" : false,
      terserOptions: { format: { comments: false } },
      modulePreload: false,
      reportCompressedSize: false,
      lib: { entry, formats: [format], name: "browserScript" },
      rollupOptions: { output: { inlineDynamicImports: true } },
    },
  });
  // Without `build.watch`, Vite returns the output, never a watcher.
  const outputs = Array.isArray(result) ? result : "output" in result ? [result] : [];
  const chunks = outputs.flatMap((output) => output.output).filter((item) => item.type === "chunk");
  const [chunk] = chunks;
  if (!chunk || chunks.length !== 1) {
    throw new Error(`${entry} should bundle into one script, not ${chunks.length}.`);
  }
  // V8 compiles the script's functions as it loads (explicit compile hints): a page's
  // first tap does not wait for the compiler.
  const code = withEagerCompileHint(chunk.code.trim());
  if (/<\/script/i.test(code)) throw new Error(`${entry} bundles into code containing "</script".`);
  return code;
}
