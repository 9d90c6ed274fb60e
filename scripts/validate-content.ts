/**
 * Validates all site content and checks that every referenced media file exists
 * under public/. Run with `tsx scripts/validate-content.ts`; exits 1 with a list of
 * problems, each naming the entry and field.
 *
 *   --skip-media   check the content only (e.g. before `generate-media` has run)
 */
import { fileURLToPath } from "node:url";
import {
  ContentValidationError,
  missingMediaFiles,
  validateContent,
} from "../app/content/validate";

const publicDir = fileURLToPath(new URL("../public", import.meta.url));
const skipMedia = process.argv.includes("--skip-media");

let failed = false;

try {
  validateContent();
} catch (error) {
  if (!(error instanceof ContentValidationError)) throw error;
  console.error(error.message);
  failed = true;
}

if (!skipMedia) {
  const missing = missingMediaFiles(publicDir);
  if (missing.length > 0) {
    console.error(
      new ContentValidationError(
        missing,
        "Missing media files; generate them with scripts/generate-media.ts",
      ).message,
    );
    failed = true;
  }
}

if (failed) process.exit(1);
console.log(`Content OK${skipMedia ? " (media files not checked)" : ", all media files present"}.`);
