/**
 * The page bootstrap: the one script written into every page, inline, after
 * its content (`island-scripts.ts`), bundled by Vite
 * (`scripts/build/browser-script.ts`). It makes the controls that plain
 * script answers act at once (`features/early-presses.ts`), lets a jump
 * to the end of the page reach it (`enhancements/whole-page-jumps.ts`),
 * starts the page's scripts once the page has loaded and painted
 * (`start-scripts.ts`),
 * and on a page with islands keeps a press on an island's button until the
 * island has hydrated (`keep-presses.ts`). Those named without a folder are
 * in `lib/islands/`, `enhancements/` is `lib/enhancements/`.
 */
import { actOnEarlyPresses } from "./features/early-presses";
import { layOutWholePageForJumps } from "./lib/enhancements/whole-page-jumps";
import { keepIslandPresses } from "./lib/islands/keep-presses";
import { ISLAND_ATTRIBUTE } from "./lib/islands/markers";
import {
  afterNextPaint,
  loadScripts,
  readPageScripts,
  startAfterLoadAndPaint,
} from "./lib/islands/start-scripts";

actOnEarlyPresses();
layOutWholePageForJumps();
const start = startAfterLoadAndPaint(() => void loadScripts(readPageScripts()));
if (document.querySelector(`[${ISLAND_ATTRIBUTE}]`)) {
  keepIslandPresses(() => afterNextPaint(start));
}
