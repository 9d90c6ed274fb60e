/**
 * The floor `bench:lighthouse` measures every page against, in the same run:
 * a bare static page with a heading, a paragraph and one image of about
 * 40 KB (the home page's poster at 1280 px, from the build), no stylesheet
 * file, no script and no web font, served by a plain Node server on a free
 * port. A page's largest paint is held to within 5 % of this page's. It
 * names an empty icon: otherwise a fresh Chromium asks for `/favicon.ico` on
 * the image's connection, and that run's largest paint is one round trip later.
 */
import { readdir, readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

const floorHtml = `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Vloer</title>
<meta name="description" content="Een kale pagina met één afbeelding, als maat voor de snelste eerste weergave.">
<style>body{margin:0;font-family:system-ui,sans-serif}img{display:block;width:100%;height:auto}main{padding:1rem}</style>
</head>
<body>
<main>
<h1>Een kale pagina</h1>
<p>Een kop, een alinea en één afbeelding: geen stylesheet, geen script, geen webfont.</p>
<img src="/floor.jpg" alt="Een poster" width="1280" height="720" fetchpriority="high">
</main>
</body>
</html>
`;

/** Serves the floor page at `/` and its image at `/floor.jpg`. */
export async function startFloorServer(buildDir: string) {
  const mediaDir = path.join(buildDir, "client", "media", "img");
  const name = (await readdir(mediaDir)).find((file) => /^hero-poster-.*-1280\.jpg$/.test(file));
  if (!name) throw new Error(`No hero-poster-*-1280.jpg in ${mediaDir}: run npm run build first.`);
  const image = await readFile(path.join(mediaDir, name));
  const server = createServer((request, response) => {
    const [type, body] =
      request.url === "/floor.jpg"
        ? ["image/jpeg", image]
        : request.url === "/"
          ? ["text/html; charset=utf-8", floorHtml]
          : [undefined, undefined];
    if (!type) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "Content-Type": type, "Cache-Control": "no-store" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
