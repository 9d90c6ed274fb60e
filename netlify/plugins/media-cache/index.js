// @ts-check
/**
 * Netlify build plugin: keeps the media step's cache of derived files
 * (`scripts/media/cache.ts`) in Netlify's build cache, so a photo uploaded in
 * the editor is derived by one build and copied by the next. The media step
 * has pruned the folder to what the content uses by the time it is saved.
 *
 * Plain JavaScript, as Netlify runs it before the build; declared in
 * `netlify.toml` (`scripts/build/netlify-files.ts`). A failure to restore or
 * save is logged and never fails the build: without the cache the build
 * derives the uploads again.
 *
 * @typedef {{ restore(path: string): Promise<boolean>; save(path: string): Promise<boolean> }} BuildCache
 * @typedef {{ utils: { cache: BuildCache } }} PluginOptions
 */

/** The media step's cache folder on Netlify, relative to the base directory (`mediaCacheDir`). */
export const cacheFolder = (env = process.env) => env.MEDIA_CACHE_DIR?.trim() || ".cache/media";

/** @param {unknown} error */
const messageOf = (error) => (error instanceof Error ? error.message : String(error));

/** @param {PluginOptions} options */
export async function onPreBuild({ utils }) {
  const folder = cacheFolder();
  try {
    console.log(
      (await utils.cache.restore(folder))
        ? `Media cache: restored ${folder}.`
        : `Media cache: nothing cached yet; this build derives every upload.`,
    );
  } catch (error) {
    console.warn(
      `Media cache: could not restore ${folder} (${messageOf(error)}); this build derives every upload.`,
    );
  }
}

/** @param {PluginOptions} options */
export async function onPostBuild({ utils }) {
  const folder = cacheFolder();
  try {
    console.log(
      (await utils.cache.save(folder))
        ? `Media cache: saved ${folder}.`
        : `Media cache: ${folder} is empty; nothing to save.`,
    );
  } catch (error) {
    console.warn(
      `Media cache: could not save ${folder} (${messageOf(error)}); the next build derives the uploads again.`,
    );
  }
}
