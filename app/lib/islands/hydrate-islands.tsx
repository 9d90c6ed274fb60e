/**
 * In the browser: hydrates every island on the page (see `island.tsx`), each
 * in a React root of its own, with the props the server rendered it with.
 * Only the modules of the islands on the page are fetched. The client entry
 * imports this module only on a page that has islands.
 */
import { type ComponentType, type ReactNode, StrictMode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandNameOf } from "./island-files";
import {
  HYDRATED_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_DONE_EVENT,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_STATE_ATTRIBUTE,
} from "./markers";

const modules = import.meta.glob<ComponentType<object>>(
  ["../../components/**/*.island.tsx", "../../features/**/*.island.tsx"],
  { import: "default" },
);

const loaders = new Map(
  Object.entries(modules).map(([file, load]) => [islandNameOf(file) ?? file, load]),
);

function Hydrated({ children, onHydrated }: { children: ReactNode; onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? "";
  if (element.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`)) {
    throw new Error(`Island "${name}" is inside another island; islands do not nest.`);
  }
  const load = loaders.get(name);
  if (!load) throw new Error(`No module for island "${name}" (a file ${name}.island.tsx).`);
  const props: object = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? "{}");
  const Component = await load();
  // From here React sees every press on the island (and replays one made
  // while it hydrates); the page script stops keeping them.
  element.setAttribute(ISLAND_STATE_ATTRIBUTE, "hydrating");
  await new Promise<void>((resolve) => {
    hydrateRoot(
      element,
      <StrictMode>
        <Hydrated onHydrated={resolve}>
          <Component {...props} />
        </Hydrated>
      </StrictMode>,
    );
  });
}

/**
 * Marks an island done and tells the page script, which then replays the
 * presses made on it before it hydrated (`keep-presses.ts`).
 */
function finish(element: HTMLElement, hydrated: boolean): void {
  element.setAttribute(ISLAND_STATE_ATTRIBUTE, hydrated ? "hydrated" : "failed");
  element.dispatchEvent(new CustomEvent(ISLAND_DONE_EVENT, { detail: hydrated }));
}

/** Hydrates the islands in `root`; marks `<html>` when all are done. */
export async function hydrateIslands(root: ParentNode = document): Promise<void> {
  const elements = [...root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  const results = await Promise.allSettled(
    elements.map((element) =>
      hydrateIsland(element).then(
        () => finish(element, true),
        (error: unknown) => {
          finish(element, false);
          throw error;
        },
      ),
    ),
  );
  for (const result of results) if (result.status === "rejected") console.error(result.reason);
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
}
