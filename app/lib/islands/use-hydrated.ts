import { useSyncExternalStore } from "react";

const subscribeNever = () => () => undefined;

/**
 * False in the pre-rendered HTML and while the island hydrates, true once it
 * has: for what may only show or move when the island's script works.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
