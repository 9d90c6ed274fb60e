/**
 * Where the end-to-end tests find Chromium. Shared by `scripts/ensure-chromium.ts`
 * (which installs one if needed) and `playwright.config.ts` (which launches it),
 * so both always agree. Playwright's own browser downloads are never used.
 */
import { accessSync, constants, statSync } from "node:fs";

/** Debian's and Ubuntu's Chromium, in order of preference. */
export const SYSTEM_CHROMIUM_PATHS = ["/usr/bin/chromium", "/usr/bin/chromium-browser"] as const;

export type ChromiumLookup =
  | { readonly found: true; readonly path: string; readonly source: "CHROMIUM_PATH" | "system" }
  | { readonly found: false; readonly reason: string };

function isExecutableFile(file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * `CHROMIUM_PATH` when set (it must then point at an executable: a typo is an
 * error, not a silent fallback), else the first system Chromium that exists.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): ChromiumLookup {
  const configured = env.CHROMIUM_PATH?.trim();
  if (configured) {
    return isExecutableFile(configured)
      ? { found: true, path: configured, source: "CHROMIUM_PATH" }
      : {
          found: false,
          reason: `CHROMIUM_PATH is set to "${configured}", which is not an executable file.`,
        };
  }
  const system = SYSTEM_CHROMIUM_PATHS.find(isExecutableFile);
  return system
    ? { found: true, path: system, source: "system" }
    : { found: false, reason: `No Chromium found at ${SYSTEM_CHROMIUM_PATHS.join(" or ")}.` };
}
