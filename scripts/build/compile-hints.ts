/**
 * Marks the client chunk whose code runs almost whole as soon as it loads
 * (and `browser-script.ts` the page bootstrap written into every page),
 * so that V8 compiles it eagerly ("explicit compile hints", Chromium 136+;
 * other engines read a comment). Without the mark, V8 compiles a function on
 * the main thread the first time it is called: React's hydration, and the
 * first tap that React dispatches, then wait for that compilation. With it,
 * V8 compiles the whole file on a background thread while it streams in.
 *
 * Of the client build's files only `react` is marked (React and React DOM:
 * hydration calls most of them, and the rest is the event dispatch that the
 * first tap runs). Not the islands (small, and run at hydration already), nor
 * the chunks fetched at a press (`three`), most of whose code a visit never
 * calls.
 */
import type { Plugin } from "vite";
import { REACT_CHUNK } from "./client-chunks";

/** `code` with V8's file-level magic comment first, as the hint must come. */
export const withEagerCompileHint = (code: string) => `//# allFunctionsCalledOnLoad\n${code}`;

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
        return { code: withEagerCompileHint(code), map: null };
      },
    },
  };
}
