declare module "virtual:client-assets" {
  import type { ClientAssets } from "~/lib/islands/island-scripts";

  /** The client scripts of the build (`scripts/build/client-assets.ts`); `null` in development. */
  export const clientAssets: ClientAssets | null;
  /** The page bootstrap's code (`app/entry.bootstrap.ts`, bundled); `null` in development. */
  export const pageBootstrap: string | null;
}
