/**
 * In the browser: hydrates every island on the page (see `island.tsx`), each
 * in a React root of its own, with the props the server rendered it with.
 * Only the modules of the islands on the page are fetched.
 */
import { type ComponentType, type ReactNode, StrictMode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "./island";
import { islandNameOf } from "./island-files";

const modules = import.meta.glob<ComponentType<object>>("../../components/**/*.island.tsx", {
  import: "default",
});

const loaders = new Map(
  Object.entries(modules).map(([file, load]) => [islandNameOf(file) ?? file, load]),
);

/** Set on `<html>` once every island has hydrated (and run its effects). */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

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

/** Hydrates the islands in `root`; marks `<html>` when all are done. */
export async function hydrateIslands(root: ParentNode = document): Promise<void> {
  const elements = [...root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  const results = await Promise.allSettled(elements.map(hydrateIsland));
  for (const result of results) if (result.status === "rejected") console.error(result.reason);
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
}
