/**
 * The testimonial carousel's behaviour (`features/testimonial-carousel/testimonial-carousel.tsx`
 * renders it complete, the first slide shown), in two parts:
 *
 * - `moveCarouselsOnPress`: previous, next, the dots and the pause button act
 *   on a press from the first byte: the page bootstrap installs it
 *   (`entry.bootstrap.ts`), so a press never waits for a script file.
 * - `rotateCarousels`: the rotation, which starts with the client entry once
 *   the page has loaded: every 5000 ms, with wraparound, never under reduced
 *   motion, paused while the pointer or focus is inside or the pause button
 *   holds it.
 *
 * The state lives in the HTML, where both parts read it: the shown slide is
 * the one without `hidden`, its dot has `aria-current`, and a carousel held
 * by its pause button has `data-paused` (and the button shows its "play"
 * label).
 */

/** Marks a carousel: the element with `aria-roledescription="carousel"`. */
export const CAROUSEL_ATTRIBUTE = "data-carousel";
/** On a previous or next button: the step it makes, `-1` or `1`. */
export const CAROUSEL_STEP_ATTRIBUTE = "data-carousel-step";
/** On a dot: the index of the slide it shows. */
export const CAROUSEL_DOT_ATTRIBUTE = "data-carousel-dot";
/** On the pause button, whose two children are its "pause" label and its "play" label. */
export const CAROUSEL_PAUSE_ATTRIBUTE = "data-carousel-pause";
/** On a carousel its pause button holds. */
export const CAROUSEL_PAUSED_ATTRIBUTE = "data-paused";

/** Auto-advance interval of the carousel. */
export const CAROUSEL_INTERVAL_MS = 5000;

/** Dispatched on a carousel when its pause button was pressed. */
const PAUSE_EVENT = "carousel-pause";

const slidesOf = (carousel: Element) => [
  ...carousel.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'),
];

/** Shows slide `index` (wrapping around) and marks its dot. */
function show(carousel: Element, index: number): void {
  const slides = slidesOf(carousel);
  const shown = (index + slides.length) % slides.length;
  slides.forEach((slide, i) => (slide.hidden = i !== shown));
  for (const dot of carousel.querySelectorAll(`[${CAROUSEL_DOT_ATTRIBUTE}]`)) {
    if (Number(dot.getAttribute(CAROUSEL_DOT_ATTRIBUTE)) === shown) {
      dot.setAttribute("aria-current", "true");
    } else dot.removeAttribute("aria-current");
  }
}

/** Moves by `by` slides from the one shown. */
function step(carousel: Element, by: number): void {
  show(carousel, slidesOf(carousel).findIndex((slide) => !slide.hidden) + by);
}

/**
 * Makes every carousel's buttons act on a press (one listener for the whole
 * document); returns what removes it.
 */
export function moveCarouselsOnPress(): () => void {
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    const carousel = button?.closest(`[${CAROUSEL_ATTRIBUTE}]`);
    if (!button || !carousel) return;
    const by = button.getAttribute(CAROUSEL_STEP_ATTRIBUTE);
    const dot = button.getAttribute(CAROUSEL_DOT_ATTRIBUTE);
    if (by !== null) step(carousel, Number(by));
    else if (dot !== null) show(carousel, Number(dot));
    else if (button.hasAttribute(CAROUSEL_PAUSE_ATTRIBUTE)) {
      const paused = carousel.toggleAttribute(CAROUSEL_PAUSED_ATTRIBUTE);
      const [pauseLabel, playLabel] = button.children;
      pauseLabel?.toggleAttribute("hidden", paused);
      playLabel?.toggleAttribute("hidden", !paused);
      carousel.dispatchEvent(new Event(PAUSE_EVENT));
    }
  };
  document.addEventListener("click", onClick);
  return () => document.removeEventListener("click", onClick);
}

/** Starts the rotation of every carousel on the page; returns what stops it. */
export function rotateCarousels(): () => void {
  const stops = [...document.querySelectorAll<HTMLElement>(`[${CAROUSEL_ATTRIBUTE}]`)].map(rotate);
  return () => stops.forEach((stop) => stop());
}

function rotate(carousel: HTMLElement): () => void {
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
  const live = slidesOf(carousel)[0]?.parentElement;
  let hovered = false;
  let focused = false;
  let timer: number | undefined;

  // Changes nothing in the page unless the rotation starts or stops.
  const update = () => {
    const rotating =
      !hovered &&
      !focused &&
      !reducedMotion.matches &&
      !carousel.hasAttribute(CAROUSEL_PAUSED_ATTRIBUTE);
    if (rotating === (timer !== undefined)) return;
    // Announced only when the visitor moves it.
    live?.setAttribute("aria-live", rotating ? "off" : "polite");
    if (rotating) timer = window.setInterval(() => step(carousel, 1), CAROUSEL_INTERVAL_MS);
    else {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
  const removals: (() => void)[] = [];
  const on = (target: EventTarget, type: string, listener: (event: Event) => void) => {
    target.addEventListener(type, listener);
    removals.push(() => target.removeEventListener(type, listener));
  };
  on(carousel, "pointerenter", () => {
    hovered = true;
    update();
  });
  on(carousel, "pointerleave", () => {
    hovered = false;
    update();
  });
  on(carousel, "focusin", () => {
    focused = true;
    update();
  });
  on(carousel, "focusout", (event) => {
    const next = event instanceof FocusEvent ? event.relatedTarget : null;
    if (next instanceof Node && carousel.contains(next)) return;
    focused = false;
    update();
  });
  on(carousel, PAUSE_EVENT, update);
  on(reducedMotion, "change", update);
  focused = carousel.contains(document.activeElement);
  hovered = carousel.matches(":hover");
  update();
  return () => {
    removals.forEach((remove) => remove());
    window.clearInterval(timer);
  };
}
