/**
 * `npm run icons`: writes `app/components/ui/icons/<name>.ts` for every line
 * icon the app imports from there (`~/components/ui/icons/<name>`, a lucide
 * icon's name), and removes the ones it no longer imports. Each module is
 * lucide's drawing of that icon, read from what lucide-react's own component
 * (`lucide-react/icons/<name>`) renders, and drawn by `lucide-icon.ts`. The
 * outputs are committed, so the build reads no file of lucide-react;
 * `app/components/ui/lucide-icon.test.tsx` fails when one is missing, unused
 * or no longer lucide's (after an update of lucide-react: run this again).
 */
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import { iconModuleSource, iconsDir, lucideIconData, usedIcons } from "./icons/lucide-icons";

const root = fileURLToPath(new URL("..", import.meta.url));
const folder = path.join(root, iconsDir);

const used = await usedIcons(path.join(root, "app"));
await mkdir(folder, { recursive: true });
const existing = (await readdir(folder).catch(() => []))
  .filter((file) => file.endsWith(".ts"))
  .map((file) => path.basename(file, ".ts"));

for (const name of used) {
  const file = path.join(folder, `${name}.ts`);
  const options = { ...(await resolveConfig(file)), filepath: file };
  await writeFile(file, await format(iconModuleSource(name, await lucideIconData(name)), options));
}
const unused = existing.filter((name) => !used.includes(name));
for (const name of unused) await rm(path.join(folder, `${name}.ts`));

console.log(
  `icons: ${used.length} written to ${iconsDir}/` +
    (unused.length > 0 ? `, ${unused.length} removed (${unused.join(", ")})` : ""),
);
