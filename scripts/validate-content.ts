/**
 * The build's first step: loads and checks every content file, and checks
 * that the derived media match their originals. Exits 1 with every problem,
 * each naming the file and field (or the original) and what to do, and
 * where the editor at /admin/ shows that field, in its Dutch labels (a
 * failed Deploy Preview of an editor's draft is read in Netlify's log).
 * What the loader changed to keep the site whole (a link to a deleted case,
 * sent to the cases overview) is printed as a notice, and the build goes on.
 */
import { editorConfig } from "../admin/config";
import { withEditorPlace } from "../admin/field-labels";
import { noFacts } from "../app/content/field-check";
import { ContentError, contentRoot, loadContent } from "../app/content/load.server";
import { checkMedia, mediaDirs } from "./media/derive";

const root = contentRoot();
const problems: string[] = [];
try {
  loadContent({
    root,
    onNotice: (notice) => console.warn(`Content notice: ${notice}`),
  });
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  problems.push(...error.problems);
}
// The media check parses the content too; only run it on content that loads.
if (problems.length === 0) problems.push(...(await checkMedia(mediaDirs(root))));

if (problems.length > 0) {
  // Only the labels are read.
  const config = editorConfig({ backend: { name: "test-repo" }, root, facts: noFacts });
  console.error(
    new ContentError(problems.map((problem) => withEditorPlace(config, problem))).message,
  );
  process.exit(1);
}
console.log("Content OK, and every derived media file matches its original.");
