/**
 * What the editor knows of the content when it is built (`ContentFacts`):
 * the company's details as written and as the build's `SITE_*` variables
 * change them, each service's price, every page title, the texts that use a
 * company detail, and the cases. A field's check compares with them
 * (`app/content/field-check.ts`), and a link's choices are made from them
 * (`config.ts`). Node only: runs when the editor is built, and in its tests.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { parse } from "yaml";
import { type ContentFacts, fileSchema, ruleOf } from "../app/content/field-check";
import { singleFiles } from "../app/content/files";
import { loadContent } from "../app/content/load.server";
import { isRecord } from "../app/content/records";
import type { PathKey } from "../app/content/schema-walk";
import { templateValues } from "../app/content/site";

/** The variables `siteFromFile` reads. */
const siteVariables = [
  "SITE_NAME",
  "SITE_LEGAL_NAME",
  "SITE_URL",
  "SITE_PHONE",
  "SITE_EMAIL",
  "SITE_STREET",
  "SITE_POSTAL_CODE",
  "SITE_COPYRIGHT_YEAR",
  "SITE_KVK",
  "SITE_VAT_ID",
  "SITE_SAME_AS",
];

/** Every text of `value` with its path, for the ones that use a placeholder. */
function texts(value: unknown, keys: PathKey[] = []): { path: PathKey[]; text: string }[] {
  if (typeof value === "string") return [{ path: keys, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, [...keys, index]));
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, item]) => texts(item, [...keys, key]));
}

/** The size of every image original below `media/images/`, as the media command reads it (turned upright). */
async function imageSizes(root: string): Promise<ContentFacts["images"]> {
  const media = path.join(root, "media");
  const files = readdirSync(path.join(media, "images"), { recursive: true })
    .map((file) => path.join("images", String(file)))
    .filter((file) => /\.(jpe?g|png|webp)$/i.test(file));
  const sizes = await Promise.all(
    files.map(async (file) => {
      const { autoOrient } = await sharp(path.join(media, file)).metadata();
      return [file.split(path.sep).join("/"), autoOrient] as const;
    }),
  );
  return Object.fromEntries(sizes);
}

export async function contentFacts(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<ContentFacts> {
  const content = loadContent({ root, env });
  const read = (file: string): unknown => parse(readFileSync(path.join(root, file), "utf8"));
  const site = read(`content/${singleFiles.settings.site.path}`);
  const details = [...templateValues(content.site).keys()];
  const uses = new RegExp(`\\{(?:${details.join("|")})\\}`);
  const files = readdirSync(path.join(root, "content"), { recursive: true })
    .map((file) => `content/${String(file).split(path.sep).join("/")}`)
    .filter(
      (file) => file.endsWith(".yaml") && file !== `content/${singleFiles.settings.site.path}`,
    )
    .sort();
  const dependents = files.flatMap((file) =>
    texts(read(file))
      .filter(({ text }) => uses.test(text))
      .map(({ path: keys, text }) => ({ rule: ruleOf(file, keys), value: text })),
  );
  const labelOf = (key: string) =>
    Object.entries({ ...singleFiles.pages, ...singleFiles.legal }).find(
      ([name]) => name === key,
    )?.[1].label ?? key;
  const pages = Object.entries({ ...content.pages, ...content.legal }).flatMap(([key, page]) =>
    "intro" in page ? [{ where: `de pagina ${labelOf(key)}`, title: page.intro.seoTitle }] : [],
  );
  return {
    site: isRecord(site) ? site : {},
    env: Object.fromEntries(
      siteVariables.flatMap((name) => (env[name]?.trim() ? [[name, env[name].trim()]] : [])),
    ),
    prices: Object.fromEntries(content.services.map((service) => [service.id, service.price])),
    titles: [
      ...pages,
      ...content.cases.map((item) => ({ where: `de case ${item.title}`, title: item.title })),
    ],
    dependents: dependents.filter(
      ({ rule }) => fileSchema(rule.split("#")[0] ?? "").key !== "site",
    ),
    cases: content.cases.map(({ id, title, sector }) => ({ id, title, sector })),
    images: await imageSizes(root),
  };
}
