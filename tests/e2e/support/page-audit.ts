/**
 * Every check that holds for any page, run on one visit: `auditPage()` loads
 * the page once at one width and runs them in an order that lets each see the
 * page in the state it needs (the largest paint before anything scrolls, the
 * scripts after hydration, axe and the Tab walk with every card revealed),
 * then reports all that failed at once. Used by `route-audit.spec.ts` for
 * every route of `routes.ts`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page, Response } from "@playwright/test";
import type { ClientModules } from "../../../scripts/build/client-modules";
import { FONT_FAMILIES } from "../../../scripts/fonts/font-subsets";
import { axeViolations, HEADER_HEIGHT, revealEverything, walkTabStops } from "./a11y";
import { waitForHydration } from "./page";
import type { Route, Width } from "./routes";
import { clientDirs } from "./servers";
import {
  ROBOTS_INDEX,
  ROBOTS_NOINDEX,
  SITE_URL,
  specPages,
  type PageExpectation,
} from "./spec-pages";

interface Visit {
  page: Page;
  route: Route;
  width: Width;
  response: Response | null;
  /** Script files the page fetched, as `assets/…` paths. */
  scripts: string[];
}

type Check = (visit: Visit) => Promise<string[]>;

/** How long a check waits for the page: a wait that runs out fails that check, not the visit. */
const waitLimit = 20_000;

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

// ---------------------------------------------------------------------------
// Loading: status, the largest paint, the scripts
// ---------------------------------------------------------------------------

const status: Check = async ({ page, route, response }) => {
  const problems: string[] = [];
  if (response?.status() !== route.status)
    problems.push(`answers ${response?.status()}, expected ${route.status}`);
  const { pathname, search } = new URL(page.url());
  if (`${pathname}${search}` !== route.path) problems.push(`ended at ${pathname}${search}`);
  return problems;
};

/**
 * If the largest paint is an image, it loads eagerly with high priority, from
 * a high-priority preload that fetched the very file drawn, once.
 */
const largestPaint: Check = async ({ page }) => {
  // Lazy images in the first screen load after the load event; the largest
  // paint is known once they are decoded and drawn.
  await page.waitForFunction(
    () =>
      [...document.images]
        .filter(
          (image) =>
            image.checkVisibility() && image.getBoundingClientRect().top < window.innerHeight,
        )
        .every((image) => image.complete),
    undefined,
    { timeout: waitLimit },
  );
  const largest = await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    const entries = await new Promise<PerformanceEntryList>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries())).observe({
        type: "largest-contentful-paint",
        buffered: true,
      }),
    );
    const element = (entries.at(-1) as LargestContentfulPaint | undefined)?.element;
    const source = element instanceof HTMLImageElement ? element.currentSrc : "";
    const candidates = (link: HTMLLinkElement) =>
      link.imageSrcset
        .split(",")
        .map((candidate) => new URL(candidate.trim().split(" ")[0] ?? "", location.href).href);
    const preloads = [
      ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'),
    ];
    // Every width and format of the image shares the name before its width.
    const family = source.replace(/-\d+\.\w+$/, "-");
    return {
      tag: element?.localName ?? "",
      loading: element?.getAttribute("loading") ?? null,
      priority: element?.getAttribute("fetchpriority") ?? null,
      preloadPriority: preloads.find((link) => candidates(link).includes(source))?.fetchPriority,
      source: source && new URL(source).pathname,
      downloads: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((entry) => entry.name.startsWith(family))
        .map((entry) => `${entry.initiatorType} ${new URL(entry.name).pathname}`),
    };
  });
  if (largest.tag === "") return ["no largest contentful paint"];
  if (largest.tag !== "img") return [];
  const problems: string[] = [];
  const image = `the largest paint, ${largest.source},`;
  if (largest.loading !== "eager") problems.push(`${image} has loading=${largest.loading}`);
  if (largest.priority !== "high") problems.push(`${image} has fetchpriority=${largest.priority}`);
  if (largest.preloadPriority !== "high")
    problems.push(`${image} is not preloaded with high priority`);
  const fetched = largest.downloads.filter(
    (download) => download.startsWith("link ") || download.endsWith(` ${largest.source}`),
  );
  if (fetched.join() !== `link ${largest.source}`)
    problems.push(`${image} was fetched as ${fetched.join(", ") || "nothing"}, not by its preload`);
  return problems;
};

/** The client scripts wait until the page has loaded, then hydrate it. */
const scriptsAfterLoad: Check = async ({ page }) => {
  const { loadEnd, scripts } = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    return {
      loadEnd: navigation?.loadEventEnd ?? 0,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => /^\/assets\/.*\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
    };
  });
  if (scripts.length === 0) return ["fetches no script"];
  return scripts
    .filter((script) => script.start < loadEnd)
    .map((script) => `fetches ${script.name} before the load event`);
};

/** Where the scripts a page loads may come from; anything else (react-router, zod, server/, node:…) fails. */
const allowedModules = [
  /^app\/entry\.client\.tsx$/,
  /^app\/(components|content|features|lib)\//,
  /^commonjsHelpers\.js$/,
  /^node_modules\/react\/(index|jsx-runtime)\.js$/,
  /^node_modules\/react\/cjs\/react(-jsx-runtime)?\.production\.js$/,
  /^node_modules\/react-dom\/(index|client)\.js$/,
  /^node_modules\/react-dom\/cjs\/react-dom(-client)?\.production\.js$/,
  /^node_modules\/scheduler\/(index\.js|cjs\/scheduler\.production\.js)$/,
  // Vite's loader for a dynamic import's dependencies (the islands, the search index).
  /^vite\/preload-helper\.js$/,
];

/** App modules that only the build and the server run. */
const serverOnlyModules = [
  /^app\/entry\.server\.tsx$/,
  /^app\/content\/(load|markdown|media-manifest|problems)\.ts$/,
  /^app\/lib\/prerender\.ts$/,
  /^app\/lib\/seo\//,
  /\.server\.tsx?$/,
  /\.test\.tsx?$/,
];

const modulesOf = new Map<string, ClientModules>();
/** Which source modules each script of a build contains (`scripts/build/client-modules.ts`). */
export function clientModules(site: Route["site"]): ClientModules {
  let modules = modulesOf.get(site);
  if (!modules) {
    const file = path.join(clientDirs[site], "..", "client-modules.json");
    modules = JSON.parse(readFileSync(file, "utf8")) as ClientModules;
    modulesOf.set(site, modules);
  }
  return modules;
}

/**
 * The page loads the client entry, and React, the island loader and the
 * modules of its own islands only if it has islands; nothing else.
 */
const scriptModules: Check = async ({ page, route, scripts }) => {
  const modules = clientModules(route.site);
  const problems = scripts
    .filter((file) => !(file in modules))
    .map((file) => `${file} is not a script of the client build`);
  const loaded = [...new Set(scripts.flatMap((file) => modules[file] ?? []))].sort();
  if (!loaded.includes("app/entry.client.tsx")) problems.push("the client entry is not loaded");
  for (const id of loaded) {
    if (!allowedModules.some((pattern) => pattern.test(id)))
      problems.push(`${id} is not allowed in a page's scripts`);
    if (serverOnlyModules.some((pattern) => pattern.test(id)))
      problems.push(`${id} is server-only`);
  }
  const islands = [
    ...new Set(
      await page
        .locator("[data-island]")
        .evaluateAll((elements) =>
          elements.map((element) => element.getAttribute("data-island") ?? ""),
        ),
    ),
  ].sort();
  for (const id of ["node_modules/react-dom/client.js", "app/lib/islands/hydrate-islands.tsx"]) {
    if (islands.length > 0 && !loaded.includes(id))
      problems.push(`${id} is missing for the islands`);
    if (islands.length === 0 && loaded.includes(id)) problems.push(`${id} without an island`);
  }
  const islandModules = loaded
    .filter((id) => id.endsWith(".island.tsx"))
    .map((id) => path.basename(id, ".island.tsx"))
    .sort();
  if (islandModules.join() !== islands.join())
    problems.push(`loads the islands [${islandModules}], has the islands [${islands}]`);
  return problems;
};

/** The Content-Security-Policy is strict and the page ran without a violation. */
const contentSecurityPolicy: Check = async ({ page, response }) => {
  const policy = (await response?.headerValue("content-security-policy")) ?? "";
  const problems: string[] = [];
  if (!policy.includes("default-src 'self'")) problems.push(`policy "${policy}"`);
  if (policy.includes("'unsafe-inline'")) problems.push("the policy allows 'unsafe-inline'");
  const violations = await page.evaluate(() => window.__cspViolations ?? ["not recorded"]);
  return [...problems, ...violations.map((violation) => `violation: ${violation}`)];
};

/** Records every CSP violation of the document from its first moment (an init script). */
export function recordViolations() {
  window.__cspViolations = [];
  document.addEventListener("securitypolicyviolation", (event) => {
    window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
  });
}

// ---------------------------------------------------------------------------
// Head and content
// ---------------------------------------------------------------------------

/** A canonical URL of the production origin, as the sitemap lists it. */
const canonicalOf = (pathname: string) => `${SITE_URL}${pathname}`;

/** Indexable exactly when listed in the sitemap; a listed page is its own canonical. */
const indexing: Check = async ({ page, route }) => {
  const { robots, canonical } = await page.evaluate(() => ({
    robots: document.querySelector('meta[name="robots"]')?.getAttribute("content") ?? null,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
  }));
  const problems: string[] = [];
  if (route.indexable) {
    if (robots !== ROBOTS_INDEX) problems.push(`in the sitemap, but robots says "${robots}"`);
    if (canonical !== canonicalOf(route.path))
      problems.push(`in the sitemap, but its canonical is ${canonical}`);
  } else if (robots !== ROBOTS_NOINDEX) {
    problems.push(`not in the sitemap, but robots says "${robots}"`);
  }
  return problems;
};

const normalize = (text: string) => text.replace(/\s+/g, " ").trim();

/** What the spec fixes for this page (`spec-pages.ts`): head, h1, texts, links, header and footer. */
async function specPage(page: Page, expected: PageExpectation): Promise<string[]> {
  const head = await page.evaluate(() => {
    const all = (selector: string, attribute: string) =>
      [...document.querySelectorAll(selector)].map((element) => element.getAttribute(attribute));
    return {
      lang: document.documentElement.lang,
      title: document.title,
      description: all('meta[name="description"]', "content"),
      canonical: all('link[rel="canonical"]', "href"),
      robots: all('meta[name="robots"]', "content"),
      ogUrl: all('meta[property="og:url"]', "content"),
      ogImage: all('meta[property="og:image"]', "content"),
      twitterCard: all('meta[name="twitter:card"]', "content"),
      h1: document.querySelectorAll("h1").length,
    };
  });
  const problems: string[] = [];
  const compare = (label: string, actual: unknown, wanted: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(wanted))
      problems.push(`${label}: ${JSON.stringify(actual)}, expected ${JSON.stringify(wanted)}`);
  };
  const canonical = canonicalOf(expected.canonicalPath);
  compare("lang", head.lang, "nl");
  compare("title", head.title, expected.title);
  compare("description", head.description, [expected.description]);
  compare("canonical", head.canonical, [canonical]);
  compare("robots", head.robots, [expected.noindex ? ROBOTS_NOINDEX : ROBOTS_INDEX]);
  compare("og:url", head.ogUrl, [canonical]);
  if (!head.ogImage[0]?.startsWith(`${SITE_URL}/`)) problems.push(`og:image ${head.ogImage}`);
  compare("twitter:card", head.twitterCard, ["summary_large_image"]);
  compare("h1 elements", head.h1, 1);
  const headings = page.getByRole("heading", { level: 1 });
  compare("h1", (await headings.allTextContents()).map(normalize), [expected.h1]);

  const main = page.getByRole("main");
  const text = normalize((await main.textContent()) ?? "");
  for (const wanted of expected.texts) {
    const found = typeof wanted === "string" ? text.includes(normalize(wanted)) : wanted.test(text);
    if (!found) problems.push(`main does not contain ${String(wanted)}`);
  }
  for (const link of expected.links) {
    const found = main.getByRole("link", { name: link.name, exact: true }).first();
    const href = (await found.count()) ? await found.getAttribute("href") : "(no such link)";
    if (href !== link.href)
      problems.push(`link ${String(link.name)}: ${href}, expected ${link.href}`);
  }

  // The shared layout is on every route, the not-found pages included.
  // The header's call to action shows from tablet width up.
  const header = page.getByRole("banner");
  const footer = page.getByRole("contentinfo");
  for (const [label, region, name, href] of [
    ["header", header, "Neem contact op", "/contact"],
    ["footer", footer, "Privacyverklaring", "/privacyverklaring"],
    ["footer", footer, "Algemene voorwaarden", "/algemene-voorwaarden"],
  ] as const) {
    const link = region.getByRole("link", { name, includeHidden: true });
    const actual = (await link.count()) ? await link.getAttribute("href") : "(missing)";
    if (actual !== href) problems.push(`${label} link ${name}: ${actual}, expected ${href}`);
  }
  for (const name of ["Snel naar", "Onze Diensten"]) {
    if ((await footer.getByRole("navigation", { name }).count()) !== 1)
      problems.push(`footer: no navigation "${name}"`);
  }
  const footerText = normalize((await footer.textContent()) ?? "");
  for (const wanted of [String(new Date().getFullYear()), "Alle rechten voorbehouden"]) {
    if (!footerText.includes(wanted)) problems.push(`footer does not contain "${wanted}"`);
  }
  return problems;
}

const spec: Check = async ({ page, route }) => {
  const expected = specPages.find((candidate) => candidate.path === route.path);
  return expected ? specPage(page, expected) : [];
};

// ---------------------------------------------------------------------------
// Styles and fonts
// ---------------------------------------------------------------------------

/**
 * No text in a block that renders late (`content-visibility: auto`) transitions
 * its colour or size: a transition from a style Chromium computed without the
 * stylesheet stays frozen in a block it has not rendered yet.
 */
const deferredTransitions: Check = ({ page }) =>
  page.evaluate(() => {
    const text = new Set(["all", "color", "font-size", "line-height", "letter-spacing"]);
    const seconds = (value: string) => value.split(",").map((part) => parseFloat(part));
    const deferred = [...document.querySelectorAll("*")].filter(
      (element) => getComputedStyle(element).contentVisibility === "auto",
    );
    return deferred.flatMap((root) =>
      [...root.querySelectorAll("*")].flatMap((element) => {
        const style = getComputedStyle(element);
        const properties = style.transitionProperty.split(",").map((name) => name.trim());
        const durations = seconds(style.transitionDuration);
        const delays = seconds(style.transitionDelay);
        const moving = properties.filter(
          (name, i) =>
            text.has(name) &&
            (durations[i % durations.length] ?? 0) + (delays[i % delays.length] ?? 0) > 0,
        );
        return moving.length
          ? [
              `<${element.localName} class="${element.getAttribute("class") ?? ""}"> in a deferred block transitions ${moving}`,
            ]
          : [];
      }),
    );
  });

const fontStacks = FONT_FAMILIES.map(({ family }) =>
  [`"${family}"`, `"${family.replace(/ Variable$/, "")} Fallback"`, "sans-serif"].join(", "),
);

/**
 * Every text asks for a weight its font file has (the subsets keep only the
 * weights the site uses) and names its web font, that font's size-matched
 * fallback and sans-serif, nothing more.
 */
const fontWeights: Check = async ({ page }) => {
  const ranges = FONT_FAMILIES.map(({ family, weight }) => ({ family, ...weight }));
  const { outOfRange, stacks } = await page.evaluate((weightRanges) => {
    const found: string[] = [];
    const stacksUsed = new Set<string>();
    for (const element of document.body.querySelectorAll("*")) {
      const text = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? "")
        .join("")
        .trim();
      if (!text) continue;
      const style = getComputedStyle(element);
      stacksUsed.add(style.fontFamily);
      const family = style.fontFamily.split(",")[0]?.trim().replace(/^"|"$/g, "");
      const range = weightRanges.find((candidate) => candidate.family === family);
      const weight = Number(style.fontWeight);
      if (range && (weight < range.min || weight > range.max))
        found.push(`${family} ${weight}: <${element.localName}> "${text.slice(0, 40)}"`);
    }
    return { outOfRange: found, stacks: [...stacksUsed] };
  }, ranges);
  return [
    ...outOfRange.map((text) => `weight outside its font file: ${text}`),
    ...stacks.filter((stack) => !fontStacks.includes(stack)).map((stack) => `font stack ${stack}`),
  ];
};

/** The page fetched the two preloaded font files and no other. */
const fontFiles: Check = async ({ page }) => {
  await page.evaluate(() => document.fonts.ready);
  const fetched = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.startsWith("/fonts/")),
  );
  const preloaded = FONT_FAMILIES.map((spec) => `/fonts/${spec.primaryFile}`).sort();
  const actual = [...new Set(fetched)].sort();
  return actual.join() === preloaded.join()
    ? []
    : [`fetched the fonts [${actual}], expected [${preloaded}]`];
};

// ---------------------------------------------------------------------------
// Scrolled through: overflow, accessibility, keyboard
// ---------------------------------------------------------------------------

/**
 * Nothing sticks out to the right of the window: no element reaches past it
 * unless a box that scrolls or clips on purpose (`overflow` other than
 * visible) holds it. A deferred section's containment clips without showing a
 * scroll bar, so the page's own width alone would not tell.
 */
export const overflowProblems = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const held = (element: Element) => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        if (node === document.body) return false;
        if (getComputedStyle(node).overflowX !== "visible") return true;
      }
      return false;
    };
    const culprits = [...document.body.querySelectorAll("*")]
      .filter(
        (element) =>
          element.getBoundingClientRect().right > width + 1 &&
          getComputedStyle(element).visibility === "visible" &&
          !held(element),
      )
      .slice(0, 5)
      .map((element) => {
        const right = Math.round(element.getBoundingClientRect().right);
        return `${element.tagName.toLowerCase()}.${[...element.classList].join(".")} (to ${right} px)`;
      });
    return culprits.length ? [`${culprits.join(", ")} reach past the ${width} px window`] : [];
  });

const overflow: Check = ({ page }) => overflowProblems(page);

/**
 * A block that waits for the viewport (`content-visibility: auto` in app.css)
 * clips what it paints to its own box, so a glow (an outer `box-shadow`)
 * inside it is cut short where it meets the block's edge, unless it fades out
 * before, or that edge is the window's.
 */
const clippedGlows: Check = ({ page }) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    /** How far past its box an element's outer shadows reach. */
    const reachOf = (style: CSSStyleDeclaration) =>
      Math.max(
        0,
        ...style.boxShadow
          .split(/,(?![^(]*\))/)
          .filter((shadow) => !shadow.includes("inset") && !/rgba\([^)]*,\s*0\)/.test(shadow))
          .map((shadow) => {
            const [x = 0, y = 0, blur = 0, spread = 0] = (shadow.match(/-?[\d.]+px/g) ?? []).map(
              parseFloat,
            );
            return Math.max(Math.abs(x), Math.abs(y)) + blur + spread;
          }),
      );
    const label = (element: Element) =>
      `${element.localName}.${[...element.classList].slice(0, 4).join(".")}`;
    return [...document.body.querySelectorAll("*")].flatMap((element) => {
      const style = getComputedStyle(element);
      if (style.boxShadow === "none" || element.getClientRects().length === 0) return [];
      const reach = reachOf(style);
      if (reach <= 0) return [];
      let deferred = element.parentElement;
      while (deferred && getComputedStyle(deferred).contentVisibility !== "auto")
        deferred = deferred.parentElement;
      if (!deferred) return [];
      const box = element.getBoundingClientRect();
      const edge = deferred.getBoundingClientRect();
      const room = [box.top - edge.top, edge.bottom - box.bottom];
      if (edge.left > 0 || edge.right < width)
        room.push(box.left - edge.left, edge.right - box.right);
      const least = Math.min(...room);
      return least < reach
        ? [
            `the glow of ${label(element)} reaches ${Math.round(reach)} px past it, but ${label(deferred)} (deferred) clips it ${Math.max(0, Math.round(least))} px out`,
          ]
        : [];
    });
  });

const axe: Check = ({ page }) => axeViolations(page);

/** Every Tab stop comes into view and shows its focus, unclipped, and none hides under the fixed header. */
const focusWalk: Check = async ({ page }) => {
  const stops = await walkTabStops(page);
  if (stops.length <= 5) return [`only ${stops.length} Tab stops`];
  return stops.flatMap((stop) => {
    const found: string[] = [];
    // Inside a video's native controls the browser draws the focus itself.
    if (!stop.inNativeControls) {
      if (!stop.focusVisible) found.push("does not match :focus-visible");
      if (!stop.indicator) found.push("has no outline or box-shadow");
      if (stop.clippedBy) found.push(`focus outline is cut off by ${stop.clippedBy}`);
    }
    if (stop.outOfView) found.push("is out of the window");
    else if (stop.cutAtBottom) found.push("focus outline is cut off by the window's bottom edge");
    if (!stop.inHeader && !stop.fixed && stop.top < HEADER_HEIGHT)
      found.push(`top ${Math.round(stop.top)} px is under the ${HEADER_HEIGHT} px header`);
    return found.map((problem) => `Tab stop ${stop.description}: ${problem}`);
  });
};

// ---------------------------------------------------------------------------
// Text as drawn: emoji, headings, prices (with every block laid out)
// ---------------------------------------------------------------------------

/** No pictographic character is drawn as text: without a colour-emoji font they are empty boxes. */
const emoji: Check = async ({ page }) => {
  const found = await page.evaluate(() =>
    [...document.body.innerText.matchAll(/\p{Extended_Pictographic}/gu)].map((match) => match[0]),
  );
  return found.map((character) => `shows the pictographic character ${character}`);
};

/**
 * Words of main's headings and key facts that a line break splits: a word of
 * 16 characters or fewer anywhere, a longer one anywhere but after a hyphen.
 */
const brokenWords = (page: Page) =>
  page.evaluate(() => {
    const result: string[] = [];
    const splits = (node: Node, start: number, end: number) => {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, end);
      const tops = new Set(
        [...range.getClientRects()]
          .filter((rect) => rect.width > 0)
          .map((rect) => Math.round(rect.top)),
      );
      return tops.size > 1;
    };
    for (const heading of document.querySelectorAll("main :is(h1, h2, h3, h4, dd)")) {
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // A word, or a pair of words joined by an ampersand ("XR & VR").
        for (const match of (node.textContent ?? "").matchAll(/\S+(?:\s+&\s+\S+)*/g)) {
          const word = match[0];
          const parts = word.length > 16 ? word.split(/(?<=[-\s])/) : [word];
          let start = match.index;
          for (const part of parts) {
            if (splits(node, start, start + part.length)) result.push(word);
            start += part.length;
          }
        }
      }
    }
    return [...new Set(result)];
  });

/** The design brief's smallest tap target, in CSS px. */
const TAP_TARGET = 44;

/**
 * Controls smaller than a tap target either way: links, buttons, fields and
 * summaries, except a link inside a sentence and what is visually hidden
 * (the skip link until it has the focus).
 */
const smallTargets = (page: Page) =>
  page.evaluate((min) => {
    const inSentence = (element: Element) =>
      element.tagName === "A" &&
      [...(element.parentElement?.childNodes ?? [])].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
    return [
      ...document.querySelectorAll(
        "a[href], button, input:not([type=hidden]), select, textarea, summary",
      ),
    ].flatMap((element) => {
      const { width, height } = element.getBoundingClientRect();
      const shown = width > 1 && height > 1 && getComputedStyle(element).visibility === "visible";
      if (!shown || inSentence(element) || (width >= min && height >= min)) return [];
      const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim();
      return [
        `${element.tagName.toLowerCase()} "${name}" is ${Math.round(width)} × ${Math.round(height)} px`,
      ];
    });
  }, TAP_TARGET);

/** Every control a finger taps is a tap target, on a phone and at 768 px. */
const tapTargets: Check = async ({ page, width }) => {
  if (width !== "phone") return [];
  const problems: string[] = [];
  const size = page.viewportSize() ?? { width: 0, height: 0 };
  for (const at of [size.width, 768]) {
    await page.setViewportSize({ ...size, width: at });
    for (const target of await smallTargets(page)) problems.push(`at ${at} px ${target}`);
  }
  await page.setViewportSize(size);
  return problems;
};

/** Euro amounts in main (FAQ answers opened) that a line break splits. */
const brokenAmounts = (page: Page) =>
  page.evaluate(() => {
    for (const details of document.querySelectorAll("details")) details.open = true;
    const amounts: string[] = [];
    const broken: string[] = [];
    const main = document.querySelector("main") ?? document.body;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? "").matchAll(/€\s*\d[\d.]*\+?/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lineTops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        amounts.push(match[0]);
        if (lineTops.size > 1) broken.push(match[0]);
      }
    }
    return { amounts, broken };
  });

/** WCAG 1.4.8's widest line of running text, in characters. */
const MAX_LINE = 80;
/** The narrowest column of running text, in ems of its font size: about 25 characters of Inter. */
const MIN_MEASURE = 12;

/**
 * Blocks of running text on the page (a paragraph, a list item, a definition,
 * a quote, of more than `MAX_LINE` characters and holding no block of its
 * own) that break the measure: a line longer than `MAX_LINE` characters (the
 * text's characters counted per line box), or, over two lines or more, a
 * column narrower than `MIN_MEASURE` ems.
 */
const offMeasure = (page: Page) =>
  page.evaluate(
    ({ max, min }) => {
      const blocks = "p, li, dd, blockquote, div, h1, h2, h3, h4";
      const result: string[] = [];
      for (const block of document.querySelectorAll("body :is(p, li, dd, blockquote)")) {
        const text = (block.textContent ?? "").trim();
        if (text.length <= max || block.querySelector(blocks)) continue;
        const perLine = new Map<number, number>();
        const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let at = 0; at < (node.textContent ?? "").length; at++) {
            range.setStart(node, at);
            range.setEnd(node, at + 1);
            const rect = range.getClientRects()[0];
            if (!rect) continue;
            const line = Math.round(rect.bottom);
            perLine.set(line, (perLine.get(line) ?? 0) + 1);
          }
        }
        const longest = Math.max(0, ...perLine.values());
        const ems =
          block.getBoundingClientRect().width / parseFloat(getComputedStyle(block).fontSize);
        const start = `"${text.slice(0, 40)}…"`;
        if (longest > max) result.push(`${start} has lines of ${longest} characters`);
        if (perLine.size > 1 && ems < min) result.push(`${start} is ${ems.toFixed(1)} em wide`);
      }
      return result;
    },
    { max: MAX_LINE, min: MIN_MEASURE },
  );

/**
 * The text as it is set, at 1440, 1024, 768 and 375 px: no word of a heading
 * or a key fact (a case's client, year, sector) breaks over two lines but a
 * long compound after a hyphen, nor a short pair joined by an ampersand; from 768 px up, no line of running text is
 * longer than 80 characters and no column of it narrower than 12 em; and no
 * euro amount breaks at any phone width (320–430 px).
 */
const lines: Check = async ({ page }) => {
  const problems: string[] = [];
  const size = page.viewportSize() ?? { width: 0, height: 0 };
  for (const at of [1440, 1024, 768, 375]) {
    await page.setViewportSize({ ...size, width: at });
    for (const word of await brokenWords(page))
      problems.push(`at ${at} px the word "${word}" breaks over two lines`);
    if (at >= 768)
      for (const block of await offMeasure(page)) problems.push(`at ${at} px ${block}`);
  }
  if ((await brokenAmounts(page)).amounts.length > 0) {
    for (let at = 320; at <= 430; at += 5) {
      await page.setViewportSize({ ...size, width: at });
      for (const amount of (await brokenAmounts(page)).broken)
        problems.push(`at ${at} px the amount "${amount}" breaks over two lines`);
    }
  }
  await page.setViewportSize(size);
  return problems;
};

/**
 * A one-line field's example text (`placeholder`) fits in it, in the field's
 * own font: an example cut off mid-word reads as a broken field.
 */
const placeholders: Check = ({ page }) =>
  page.evaluate(() => {
    const measure = document.createElement("canvas").getContext("2d");
    if (!measure) return ["no canvas to measure the placeholders with"];
    return [...document.querySelectorAll<HTMLInputElement>("input[placeholder]")]
      .filter((field) => field.getClientRects().length > 0)
      .flatMap((field) => {
        const style = getComputedStyle(field);
        measure.font = style.font;
        const needed = measure.measureText(field.placeholder).width;
        const room =
          field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return needed > room + 1
          ? [
              `the placeholder "${field.placeholder}" of #${field.id || field.name} needs ${Math.ceil(needed)} px, the field has ${Math.floor(room)} px`,
            ]
          : [];
      });
  });

/**
 * Where two of the page's blocks (its sections, the footer) meet, one
 * hairline divides them: two lines a pixel apart read as a seam left open.
 */
const doubleLines: Check = ({ page }) =>
  page.evaluate(() => {
    const name = (block: Element) =>
      `${block.localName}${block.id ? `#${block.id}` : ""}${block.getAttribute("aria-labelledby") ? ` (${block.getAttribute("aria-labelledby")})` : ""}`;
    const blocks = [...document.querySelectorAll("main > *, body > footer")];
    return blocks.slice(1).flatMap((block, index) => {
      const above = blocks[index];
      if (!above) return [];
      const seam = above.getBoundingClientRect().bottom - block.getBoundingClientRect().top;
      const lineAbove = parseFloat(getComputedStyle(above).borderBottomWidth);
      const lineBelow = parseFloat(getComputedStyle(block).borderTopWidth);
      return Math.abs(seam) < 1 && lineAbove > 0 && lineBelow > 0
        ? [`${name(above)} and ${name(block)} each draw a line where they meet`]
        : [];
    });
  });

/** Lays out every block that waits for the viewport (`content-visibility: auto`). */
const layOutEverything = (page: Page) =>
  page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      if (getComputedStyle(element).contentVisibility === "auto")
        element.style.contentVisibility = "visible";
    }
  });

// ---------------------------------------------------------------------------
// The visit
// ---------------------------------------------------------------------------

/**
 * Opens `route` in `page` (already at the width's viewport) and runs every
 * check; returns the problems found, each prefixed with its check's name.
 * A check that throws is reported as a problem and the visit goes on.
 */
export async function auditPage(
  page: Page,
  route: Route,
  width: Width,
  step: (name: string, body: () => Promise<void>) => Promise<void>,
): Promise<string[]> {
  const problems: string[] = [];
  const scripts: string[] = [];
  page.on("response", (answer) => {
    const { pathname } = new URL(answer.url());
    if (/^\/assets\/.*\.js$/.test(pathname)) scripts.push(pathname.slice(1));
  });
  await page.addInitScript(recordViolations);
  const response = await page.goto(route.url, { waitUntil: "load" });
  const visit: Visit = { page, route, width, response, scripts };

  const run = async (name: string, check: Check) => {
    await step(name, async () => {
      try {
        problems.push(...(await check(visit)).map((problem) => `${name}: ${problem}`));
      } catch (error) {
        problems.push(`${name}: the check failed: ${String(error).split("\n")[0]}`);
      }
    });
  };
  const settle = (name: string, body: () => Promise<void>) =>
    run(name, async () => {
      await body();
      return [];
    });

  await run("status", status);
  await run("largest paint", largestPaint);
  await settle("hydration", () => waitForHydration(page, waitLimit));
  await run("scripts after load", scriptsAfterLoad);
  await settle("network idle", () => page.waitForLoadState("networkidle", { timeout: waitLimit }));
  await run("content security policy", contentSecurityPolicy);
  await run("script modules", scriptModules);
  await run("indexing", indexing);
  await run("spec", spec);
  await run("deferred transitions", deferredTransitions);
  await run("font weights", fontWeights);
  await settle("scroll through", async () => {
    await revealEverything(page);
    await page.waitForLoadState("networkidle", { timeout: waitLimit });
  });
  await run("overflow", overflow);
  await run("clipped glows", clippedGlows);
  await run("axe", axe);
  await run("focus", focusWalk);
  await settle("lay out everything", () => layOutEverything(page));
  await run("double lines", doubleLines);
  await run("emoji", emoji);
  await run("tap targets", tapTargets);
  await run("placeholders", placeholders);
  await run("lines", lines);
  await run("font files", fontFiles);
  return problems;
}
