/**
 * The editor's own build: a static page at /admin/ with Sveltia CMS and the
 * site's formats, fields and previews, into `<build>/client/admin/`. Its
 * locale strings, fonts and chunks become files of the site, so the editor
 * loads nothing from other hosts. The configuration is built here, from the
 * content schemas (`config.ts`), and reaches the page as `virtual:editor-config`.
 *
 * `CMS_BACKEND=test-repo` builds an editor that keeps its files in the
 * browser (the tests' fixture site); otherwise it signs in with GitHub,
 * through Netlify's provider or the self-hosted server's own, for the
 * repository in `CMS_REPO` (`owner/name`), on Netlify read from
 * `REPOSITORY_URL`, and saves drafts for review (`backend.ts`).
 * `CMS_API_ROOT` points it at another server with GitHub's API (GitHub
 * Enterprise Server, or the tests' stand-in).
 */
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import { createLogger, defineConfig, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { type FileGroup, singleFiles } from "../app/content/files";
import { contentRoot, loadSite } from "../app/content/load.server";
import { readManifest } from "../app/content/media-manifest.server";
import { siteContent } from "../scripts/build/content-plugin";
import { editorBackend, originUrl } from "./backend";
import { editorFolder, editorSignInPaths } from "../app/lib/http-rules";
import { editorConfig } from "./config";
import { contentFacts } from "./content-facts";
import { type Messages, withDutchSupplement } from "./locale";

const projectRoot = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(projectRoot, process.env.BUILD_DIR?.trim() || "build");

const VIRTUAL = "virtual:editor-config";

function editorConfigModule(): Plugin {
  return {
    name: "editor-config",
    resolveId: (id) => (id === VIRTUAL ? `\0${VIRTUAL}` : undefined),
    async load(id) {
      if (id !== `\0${VIRTUAL}`) return undefined;
      const root = contentRoot();
      const backend = editorBackend(process.env, originUrl(projectRoot));
      const facts = await contentFacts(root);
      const site = loadSite({ root });
      const config = editorConfig({ backend, root, facts, siteUrl: site.url });
      return [
        `const config = ${JSON.stringify(config)};`,
        "export default config;",
        "export const collections = config.collections;",
        `export const manifest = ${JSON.stringify(readManifest(path.join(root, "media")))};`,
        `export const facts = ${JSON.stringify(facts)};`,
      ].join("\n");
    },
  };
}

/**
 * The editor highlights code in code fields with Shiki, whose 240 language
 * grammars and themes it imports one by one. The site's content has no code
 * field, so they are one empty module: the build is a minute faster and the
 * editor's folder 250 files smaller.
 */
function withoutCodeHighlighting(): Plugin {
  const EMPTY = "\0shiki-unused";
  return {
    name: "without-code-highlighting",
    enforce: "pre",
    resolveId: (id) => (/^@shikijs\/(langs|themes)\//.test(id) ? EMPTY : undefined),
    load: (id) => (id === EMPTY ? "export default [];" : undefined),
  };
}

/**
 * What Sveltia CMS would fetch from other hosts before anyone signs in, kept
 * on this site: its three fonts are registered from files bundled with it,
 * and its stylesheet's declarations of the same fonts at a public CDN are
 * dropped; its check of GitHub's status page reads a constant "no outage"
 * instead. So the editor contacts nobody but GitHub's API, once signed in.
 * The build stops when a new version no longer has either.
 */
function withoutOtherHosts(): Plugin {
  const cdnFontFace = /@font-face\s*\{[^}]*https:\/\/cdn\.jsdelivr\.net\/[^}]*\}/g;
  const statusUrl = "https://www.githubstatus.com/api/v2/status.json";
  const noOutage = `data:application/json,${encodeURIComponent('{"status":{"indicator":"none"}}')}`;
  return {
    name: "without-other-hosts",
    transform(code, id) {
      if (!/@sveltia[/\\]cms[/\\]npm[/\\]index\.js$/.test(id)) return undefined;
      if (code.search(cdnFontFace) === -1 || !code.includes(statusUrl))
        this.error(
          "Sveltia CMS no longer fetches its fonts or GitHub's status as expected: review this plugin.",
        );
      return { code: code.replace(cdnFontFace, "").replaceAll(statusUrl, noOutage), map: null };
    },
  };
}

/**
 * Sveltia names an entry that refers to another by its summary, which for a
 * file of a file collection is the file's name ("ar"): where it says why a
 * case cannot be deleted, and where it lists what links to an entry. Both
 * name such a file by its label ("Augmented reality") instead. The build
 * stops when a new version no longer names them that way.
 */
function withFileLabels(): Plugin {
  const labels = Object.fromEntries(
    (Object.keys(singleFiles) as FileGroup[]).flatMap((group) =>
      Object.entries(singleFiles[group]).map(([name, file]) => [`${group}/${name}`, file.label]),
    ),
  );
  const summary =
    /collectionLabel:(\w+)\.label\|\|(\w+),fieldLabel:(\w+)\.label\|\|\3\.name,entry:(\w+),summary:(\w+)\(\1,\4\)/g;
  return {
    name: "with-file-labels",
    transform(code, id) {
      if (!/@sveltia[/\\]cms[/\\]npm[/\\]index\.js$/.test(id)) return undefined;
      const found = code.match(summary)?.length ?? 0;
      if (found !== 2)
        this.error(
          `Sveltia CMS names referring entries in ${found} places instead of 2: review this plugin.`,
        );
      const replaced = code.replace(
        summary,
        (_, collection: string, name: string, field: string, entry: string, summaryOf: string) =>
          `collectionLabel:${collection}.label||${name},fieldLabel:${field}.label||${field}.name,entry:${entry},` +
          `summary:${JSON.stringify(labels)}[${collection}.name+"/"+${entry}.slug]??${summaryOf}(${collection},${entry})`,
      );
      return { code: replaced, map: null };
    },
  };
}

/**
 * When an entry is saved, Sveltia words the message of a list with too few
 * or too many items (a case's Uitdagingen) from the field of the list's first
 * item rather than from the list, so it reads "Kies er minstens {$min}."
 * without the number. The message is worded from the list's own field, as
 * the check while typing already does. The build stops when a new version no
 * longer has the expression.
 */
function withListMessages(): Plugin {
  const listMessage =
    /(\w+)=(\w+)\(\{\.\.\.(\w+),keyPath:\w+\.replace\(\w+,``\),valueMap:\w+,componentName:(\w+)\}\);if\(!\1\|\|\w+\(\1\)===`unknown`\)return;if\(\w+\.test\(\w+\)\)\{let (\w+)=[^;]*?validateArgs:\{\.\.\.(\w+),keyPath:\5,[^}]*\}\}\);if\([^{]*\{let (\w+)=\w+\[\w+\]\[\5\];\7&&\(\w+\[\w+\]\[\5\]=\w+\(\{validity:\7,fieldConfig:\1\}\)/;
  return {
    name: "with-list-messages",
    transform(code, id) {
      if (!/@sveltia[/\\]cms[/\\]npm[/\\]index\.js$/.test(id)) return undefined;
      if (!listMessage.test(code))
        this.error(
          "Sveltia CMS no longer words a list's message on saving as expected: review this plugin.",
        );
      const replaced = code.replace(
        listMessage,
        (
          whole,
          item: string,
          getField: string,
          args: string,
          component: string,
          list: string,
          validate: string,
        ) =>
          whole.replace(
            /fieldConfig:\w+\}\)$/,
            `fieldConfig:${getField}({...${args},keyPath:${list},valueMap:${validate}.valueMap,componentName:${component}})??${item}})`,
          ),
      );
      return { code: replaced, map: null };
    },
  };
}

/** Sveltia's Dutch strings, formal and complete (`locale.ts`). */
function withDutchStrings(): Plugin {
  return {
    name: "with-dutch-strings",
    // Before Vite turns the JSON file into a module.
    enforce: "pre",
    transform(code, id) {
      if (!/@sveltia[/\\]cms[/\\]locales[/\\]nl\.json$/.test(id)) return undefined;
      return { code: JSON.stringify(withDutchSupplement(JSON.parse(code) as Messages)), map: null };
    },
  };
}

/**
 * The site's stylesheet, which the previews use, names its fonts by their
 * URL on the site (`/fonts/…`); the editor page loads them from there, so
 * Vite's note that it left them unresolved is expected and left out.
 */
function editorLogger() {
  const logger = createLogger();
  const warnOnce = logger.warnOnce.bind(logger);
  logger.warnOnce = (message, options) => {
    if (/^\n?\/fonts\/\S+ referenced in .* didn't resolve at build time/.test(message)) return;
    warnOnce(message, options);
  };
  return logger;
}

export default defineConfig({
  customLogger: editorLogger(),
  // The editor's 50 files are listed nowhere else; the build log keeps to the site.
  logLevel: "warn",
  root: import.meta.dirname,
  base: "/admin/",
  publicDir: false,
  plugins: [
    withoutCodeHighlighting(),
    withoutOtherHosts(),
    withFileLabels(),
    withListMessages(),
    withDutchStrings(),
    tsconfigPaths({ root: projectRoot }),
    siteContent(),
    tailwindcss(),
    editorConfigModule(),
  ],
  esbuild: { jsx: "automatic" },
  build: {
    outDir: path.join(buildDir, "client", "admin"),
    emptyOutDir: true,
    // The editor is one large application, loaded only by its own page.
    chunkSizeWarningLimit: 3000,
    reportCompressedSize: false,
    rollupOptions: {
      // The editor's page, and the script of the server's sign-in window at
      // its fixed address (`editorSignInPaths.script`), which the server's
      // pages name.
      input: {
        index: path.join(import.meta.dirname, "index.html"),
        "sign-in": path.join(import.meta.dirname, "sign-in.ts"),
      },
      output: {
        entryFileNames: (chunk) =>
          chunk.name === "sign-in"
            ? path.posix.relative(`/${editorFolder}`, editorSignInPaths.script)
            : "assets/[name]-[hash].js",
      },
      onwarn(warning, warn) {
        // zod's sources carry notes for esbuild in places Rollup reads as misplaced
        // annotations; Rollup drops the comments, and nothing changes.
        if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes("/zod/")) return;
        warn(warning);
      },
    },
  },
});
