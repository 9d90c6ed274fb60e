import { Scripts } from "react-router";

/**
 * React Router's `<Scripts />`, which loads the islands from source under
 * `npm run dev`. In production entry.server writes the client script instead
 * (lib/islands/island-scripts), and root.tsx leaves this component out, so
 * the build drops this module whole.
 */
export function DevScripts() {
  return <Scripts />;
}
