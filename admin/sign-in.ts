/**
 * The script of the sign-in window's pages (`editorSignInPaths.script`,
 * built beside the editor by `vite.config.ts`): hands the server's outcome
 * to the editor that opened the window (`sign-in-window.ts`).
 */
import { handOver, outcomeIn } from "./sign-in-window";

const outcome = outcomeIn(document);
if (outcome) handOver(window, outcome);
