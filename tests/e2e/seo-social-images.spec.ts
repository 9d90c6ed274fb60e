/**
 * Social previews: every indexable page links an og:image that exists, whose
 * real pixel size (read from the PNG or JPEG header) is what
 * og:image:width/height say, with alt text. Generated images are 1200×630
 * PNGs; case pages use their banner image, as an absolute URL.
 */
import { expect, test } from "@playwright/test";
import { cases } from "./support/content";
import { imageUrl } from "../../app/content/media";
import { casePath } from "../../app/content/paths";
import { mainRoutes } from "./support/routes";
import {
  fetchRoutes,
  imageSize,
  onTestServer,
  productionOrigin,
  readPageFacts,
} from "./support/server-html";

const bannerOf = new Map(
  cases.map((item) => [casePath(item.id), imageUrl(item.banner.name, item.banner.width, "jpg")]),
);

test("every indexable page has a proper og:image with size and alt text", async ({
  page,
  request,
}) => {
  const origin = await productionOrigin(request);
  const fetched = await fetchRoutes(
    request,
    mainRoutes.filter((route) => route.indexable),
  );
  await page.goto("about:blank");
  const problems: string[] = [];
  const seenImages = new Map<string, string>();

  for (const { path, html } of fetched) {
    const { meta } = await readPageFacts(page, html);
    const image = meta["og:image"];
    const width = Number(meta["og:image:width"]);
    const height = Number(meta["og:image:height"]);
    const alt = meta["og:image:alt"]?.trim();
    if (!image) {
      problems.push(`${path}: no og:image`);
      continue;
    }
    if (!image.startsWith(`${origin}/`))
      problems.push(`${path}: og:image ${image} is not an absolute URL of ${origin}`);
    if (!Number.isInteger(width) || !Number.isInteger(height))
      problems.push(`${path}: og:image:width/height missing`);
    if (!alt) problems.push(`${path}: og:image:alt missing`);
    if (meta["twitter:card"] !== "summary_large_image")
      problems.push(`${path}: twitter:card is ${meta["twitter:card"]}`);
    if (meta["twitter:image"] !== image)
      problems.push(`${path}: twitter:image differs from og:image`);
    if (!meta["twitter:image:alt"]?.trim()) problems.push(`${path}: twitter:image:alt missing`);

    const banner = bannerOf.get(path);
    if (banner) {
      if (image !== `${origin}${banner}`)
        problems.push(`${path}: og:image ${image} is not the case banner ${banner}`);
    } else {
      // A page of its own gets its own generated image, not a shared one.
      const other = seenImages.get(image);
      if (other) problems.push(`${path}: og:image ${image} is the same as on ${other}`);
      seenImages.set(image, path);
    }

    const response = await request.get(onTestServer(image, origin));
    if (response.status() !== 200) {
      problems.push(`${path}: og:image ${image} answers ${response.status()}`);
      continue;
    }
    const type = response.headers()["content-type"] ?? "";
    if (meta["og:image:type"] && !type.startsWith(meta["og:image:type"])) {
      problems.push(`${path}: og:image:type ${meta["og:image:type"]}, served as ${type}`);
    }
    let size: ReturnType<typeof imageSize>;
    try {
      size = imageSize(await response.body());
    } catch (error) {
      problems.push(`${path}: og:image ${image}: ${String(error)}`);
      continue;
    }
    if (size.width !== width || size.height !== height) {
      problems.push(
        `${path}: og:image is ${size.width}×${size.height}, the meta tags say ${width}×${height}`,
      );
    }
    if (!banner && (size.format !== "png" || size.width !== 1200 || size.height !== 630)) {
      problems.push(
        `${path}: og:image is a ${size.width}×${size.height} ${size.format}, expected a 1200×630 PNG`,
      );
    }
    if (banner && size.width / size.height < 1.5) {
      problems.push(
        `${path}: banner ${size.width}×${size.height} is too narrow for a large preview`,
      );
    }
  }
  expect(problems, problems.join("\n")).toEqual([]);
});

test("noindex pages fall back to the site's default social image", async ({ page, request }) => {
  const origin = await productionOrigin(request);
  const fetched = await fetchRoutes(
    request,
    mainRoutes.filter((route) => !route.indexable),
  );
  await page.goto("about:blank");
  for (const { path, html } of fetched) {
    const { meta } = await readPageFacts(page, html);
    const image = meta["og:image"] ?? "";
    expect(image, `${path}: og:image`).toMatch(new RegExp(`^${origin}/`));
    const response = await request.get(onTestServer(image, origin));
    expect(response.status(), `${path}: ${image} answers 200`).toBe(200);
    const size = imageSize(await response.body());
    expect([size.width, size.height], `${path}: ${image} size`).toEqual([
      Number(meta["og:image:width"]),
      Number(meta["og:image:height"]),
    ]);
    expect(meta["og:image:alt"], `${path}: og:image:alt`).toBeTruthy();
  }
});
