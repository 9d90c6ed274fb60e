/**
 * Marks the client chunk whose code runs almost whole as soon as it loads,
 * so that V8 compiles it eagerly ("explicit compile hints", Chromium 136+;
 * other engines read a comment). Without the mark, V8 compiles a function on
 * the main thread the first time it is called: React's hydration, and the
 * first tap that React dispatches, then wait for that compilation. With it,
 * V8 compiles the whole file on a background thread while it streams in.
 *
 * Only `react` is marked (React and React DOM: hydration calls most of them,
 * and the rest is the event dispatch that the first tap runs). Not the
 * islands (small, and run at hydration already), nor the chunks fetched at a
 * press (`three`), most of whose code a visit never calls.
 */
import type { Plugin } from "vite";
import { REACT_CHUNK } from "./client-chunks";

/** The file-level magic comment; it must come first in the file. */
const EAGER_COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * Adds the hint after minification (a minifier drops comments), before the
 * file's name is hashed, so the name follows the content.
 */
export function compileHints(): Plugin {
  return {
    name: "compile-hints",
    apply: "build",
    renderChunk: {
      order: "post",
      handler(code, chunk) {
        if (chunk.name !== REACT_CHUNK) return null;
        return { code: `${EAGER_COMPILE_HINT}\n${code}`, map: null };
      },
    },
  };
}
