import type { ComponentType } from "react";
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "./markers";

/**
 * Props as they arrive in the browser: the island's props travel as JSON in
 * the HTML, so a function (an event handler, a render prop) cannot be one.
 */
export type Serializable<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends (...args: never[]) => unknown
    ? never
    : T extends readonly (infer Item)[]
      ? readonly Serializable<Item>[]
      : { [Key in keyof T]: Serializable<T[Key]> };

/** An island's server-side wrapper, with the name the browser finds its code by. */
export type Island<Props> = ComponentType<Props & Serializable<Props>> & {
  readonly islandName: string;
};

/**
 * Makes `Component` an island: a part of the page that the browser hydrates
 * on its own, with React, while the rest of the page stays plain HTML. The
 * wrapper renders the component inside an element that carries its name and
 * its props; `hydrate-islands.tsx` finds the component's module by the name
 * (a file `<name>.island.tsx`) and hydrates it with those props.
 *
 * The wrapper element has `display: contents`, so it takes no part in the
 * layout. The component must render the same HTML from the same props in
 * the island's own root in the browser as inside the page on the server:
 * no router hooks, no context from outside, no `useId` (its ids depend on
 * where in a tree it is rendered).
 */
export function island<Props extends object>(
  name: string,
  Component: ComponentType<Props>,
): Island<Props> {
  function IslandWrapper(props: Props) {
    const data = { [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) };
    return (
      <div className="contents" {...data}>
        <Component {...props} />
      </div>
    );
  }
  IslandWrapper.displayName = `Island(${name})`;
  return Object.assign(IslandWrapper, { islandName: name });
}
