/**
 * Where the HTML validity test (`tests/e2e/validity-html.spec.ts`) finds the
 * Java that runs the W3C Nu HTML Checker (vnu.jar, which needs Java 11 or
 * newer): `$JAVA_HOME/bin/java`, else `java` on the PATH. Shared with
 * `ensure-test-tools.ts`, which installs Debian's when there is none.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/** Debian's package that gives `java`. */
export const JAVA_PACKAGE = "default-jre-headless";

export type JavaLookup =
  | { readonly found: true; readonly path: string }
  | { readonly found: false; readonly reason: string };

function onPath(command: string): string | undefined {
  const result = spawnSync("sh", ["-c", `command -v ${command}`], { encoding: "utf8" });
  const found = result.stdout.trim();
  return result.status === 0 && found ? found : undefined;
}

export function findJava(env: NodeJS.ProcessEnv = process.env): JavaLookup {
  const home = env.JAVA_HOME?.trim();
  if (home && existsSync(path.join(home, "bin", "java"))) {
    return { found: true, path: path.join(home, "bin", "java") };
  }
  const java = onPath("java");
  return java
    ? { found: true, path: java }
    : { found: false, reason: "No java found (JAVA_HOME, or java on the PATH)." };
}
