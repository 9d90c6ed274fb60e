import type { CSSProperties } from "react";

/** Words (and pairs of words joined by an ampersand) of at most this many characters are never split. */
const SHORT_WORD = 16;

/**
 * How wide the display font (Outfit at weight 600, the headings') draws each
 * character, in thousandths of an em, as Chromium measures it. An accented
 * letter counts as its letter, any other character as an "m" (`OTHER_WIDTH`).
 */
const LETTER_WIDTHS: Readonly<Record<string, number>> = Object.fromEntries(
  (
    "0660 1367 2553 3550 4592 5553 6568 7514 8555 9568 a588 b588 c482 d588 e541 f348 g579 h562 " +
    "i248 j314 k528 l247 m867 n562 o569 p588 q588 r417 s444 t344 u528 v507 w749 x500 y510 z466 " +
    "A681 B631 C661 D747 E602 F578 G786 H721 I280 J473 K672 L556 M850 N727 O808 P610 Q820 R627 " +
    "S553 T600 U696 V674 W967 X666 Y641 Z573 -462"
  )
    .split(" ")
    .map((entry) => [entry.slice(0, 1), Number(entry.slice(1))]),
);

const OTHER_WIDTH = 867;

/** The width of `part` in the headings' font, in ems. */
const ems = (part: string) =>
  [...part.normalize("NFD").replace(/\p{M}/gu, "")].reduce(
    (sum, character) => sum + (LETTER_WIDTHS[character] ?? OTHER_WIDTH),
    0,
  ) / 1000;

/** The runs of letters a line cannot break: each word, a compound cut after its hyphens. */
const unbreakable = (text: string) => text.split(/\s+|(?<=-)/).filter(Boolean);

/**
 * The text of a heading, a question or a short fact, in which a short
 * hyphenated word ("VR-training", "AR-toepassingen") moves to the next line
 * whole instead of breaking at its hyphen; longer compounds may still break
 * there. Nor does a line start or end at the ampersand of "XR & VR".
 *
 * With `fit`, in a heading that is a block of its own (not sized by its
 * text), a part longer than that ("Sollicitatiegesprekken") shrinks the
 * heading's text where its line is too narrow for the part, rather than
 * breaking inside it (the `fit-long-word` utility in `app.css`, given the
 * part's width in ems).
 */
export function KeepWords({ text, fit = false }: { text: string; fit?: boolean }) {
  // Runs of the text: a pair of words joined by an ampersand, another word, or a space.
  const parts = text
    .split(/(\S+\s+&\s+\S+|\s+)/)
    .filter(Boolean)
    .map((part, index) =>
      /[-&]/.test(part) && part.length <= SHORT_WORD ? (
        <span key={index} className="whitespace-nowrap">
          {part}
        </span>
      ) : (
        part
      ),
    );
  const long = unbreakable(text).filter((part) => part.length > SHORT_WORD);
  if (!fit || long.length === 0) return parts;
  const widest = Math.max(...long.map(ems));
  return (
    <span className="fit-long-word" style={{ "--longest-word": widest } as CSSProperties}>
      <span>{parts}</span>
    </span>
  );
}
