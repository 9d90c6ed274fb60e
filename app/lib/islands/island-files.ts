/** An island lives in a file of its own, named after it: `hero-video.island.tsx`. */
const ISLAND_FILE_SUFFIX = ".island.tsx";

/** The island's name of a file path ("…/hero-video.island.tsx" -> "hero-video"), if it is one. */
export function islandNameOf(file: string): string | undefined {
  const base = file.slice(file.lastIndexOf("/") + 1);
  return base.endsWith(ISLAND_FILE_SUFFIX) ? base.slice(0, -ISLAND_FILE_SUFFIX.length) : undefined;
}
