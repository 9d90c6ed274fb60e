/**
 * Where the end-to-end tests and the benchmarks find Chromium, and the flags they
 * launch it with. Shared by `scripts/ensure-test-tools.ts` (which installs one if
 * needed), `playwright.config.ts` and the benchmarks, so they always agree.
 * Playwright's own browser downloads are never used.
 */
import { accessSync, constants, statSync } from "node:fs";

/** Headless Chromium's flags on these machines, for the browser tests and the benchmarks. */
export const HEADLESS_CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
] as const;

/** Without a GPU: draw nothing with WebGL (pages that need none). */
export const NO_GPU_FLAGS = ["--disable-gpu"] as const;

/** Without a GPU: WebGL through SwiftShader on the CPU (the XR demos). */
export const SWIFTSHADER_FLAGS = [
  "--use-angle=swiftshader",
  "--enable-unsafe-swiftshader",
  "--ignore-gpu-blocklist",
] as const;

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
