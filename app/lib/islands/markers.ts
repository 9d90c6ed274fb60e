/**
 * The names by which the page, its script and the island loader find and
 * signal each other: plain strings, so the page script and the client entry
 * can use them without loading React.
 */

/** The attribute that marks an island in the HTML; its value is the island's name. */
export const ISLAND_ATTRIBUTE = "data-island";
/** The attribute that holds an island's props as JSON. */
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";
/**
 * Set on an island's element by the loader: "hydrating" once React has
 * started on it (React then handles every press itself), "hydrated" or
 * "failed" when done. Absent before.
 */
export const ISLAND_STATE_ATTRIBUTE = "data-island-state";
/**
 * Dispatched on an island's element when it is done (`detail`: whether it
 * hydrated): the page script then replays the presses it kept for it.
 */
export const ISLAND_DONE_EVENT = "island-done";
/** Set on `<html>` once the page's scripts have run and every island has hydrated. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
/**
 * The id of the JSON data block that lists a page's script files, which the
 * page bootstrap reads (`island-scripts.ts` writes it, `start-scripts.ts` reads it).
 */
export const PAGE_SCRIPTS_ID = "page-scripts";
