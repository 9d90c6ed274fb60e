/**
 * The page bootstrap: the one script written into every page, inline, after
 * its content (`island-scripts.ts`), bundled by Vite
 * (`scripts/build/browser-script.ts`). It makes the controls that plain
 * script answers act at once (`enhancements/early-presses.ts`), lets a jump
 * to the end of the page reach it (`enhancements/whole-page-jumps.ts`),
 * starts the page's scripts once the page has loaded and painted
 * (`start-scripts.ts`),
 * and on a page with islands keeps a press on an island's button until the
 * island has hydrated (`keep-presses.ts`).
 */
import { actOnEarlyPresses } from "../enhancements/early-presses";
import { layOutWholePageForJumps } from "../enhancements/whole-page-jumps";
import { keepIslandPresses } from "./keep-presses";
import { ISLAND_ATTRIBUTE } from "./markers";
import {
  afterNextPaint,
  loadScripts,
  readPageScripts,
  startAfterLoadAndPaint,
} from "./start-scripts";

actOnEarlyPresses();
layOutWholePageForJumps();
const start = startAfterLoadAndPaint(() => void loadScripts(readPageScripts()));
if (document.querySelector(`[${ISLAND_ATTRIBUTE}]`)) {
  keepIslandPresses(() => afterNextPaint(start));
}
