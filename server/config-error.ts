/** A setting the server cannot run with: `main.ts` prints its message and stops. */
export class ConfigError extends Error {
  override readonly name = "ConfigError";
}
