/**
 * The build's first step: loads and checks every content file, and checks
 * that the derived media match their originals. Exits 1 with every problem,
 * each naming the file and field (or the original) and what to do, and
 * where the editor at /admin/ shows that field, in its Dutch labels (a
 * failed Deploy Preview of an editor's draft is read in Netlify's log).
 */
import { editorConfig } from "../admin/config";
import { withEditorPlace } from "../admin/field-labels";
import { ContentError, contentRoot, loadContent } from "../app/content/load";
import { checkMedia, mediaDirs } from "./media/derive";

const root = contentRoot();
const problems: string[] = [];
try {
  loadContent({ root });
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  problems.push(...error.problems);
}
// The media check parses the content too; only run it on content that loads.
if (problems.length === 0) problems.push(...(await checkMedia(mediaDirs(root))));

if (problems.length > 0) {
  // Only the labels are read: the site's name appears in no label.
  const config = editorConfig({ backend: { name: "test-repo" }, root, siteName: "" });
  console.error(
    new ContentError(problems.map((problem) => withEditorPlace(config, problem))).message,
  );
  process.exit(1);
}
console.log("Content OK, and every derived media file matches its original.");
