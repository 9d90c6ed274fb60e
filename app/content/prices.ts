/**
 * A service's price range and its FAQ must name the same amounts: the build
 * refuses a difference (`cross-checks.ts`), and the editor's previews warn of
 * one before it is saved (`admin/previews.tsx`). Safe for the browser.
 */
import { typeset } from "./typeset";

/** An amount as the site writes it: "€ 7.500", a no-break space after the sign. */
export const euroAmount = (euro: number) => `€\u00a0${euro.toLocaleString("nl-NL")}`;

/**
 * The amounts of `price` that none of `answers` names, as the site writes
 * them; the answers as read or as typed in the editor.
 */
export function amountsNotIn(
  price: { min: number; max?: number },
  answers: readonly string[],
): string[] {
  const text = typeset(answers.join(" "));
  return [price.min, price.max]
    .filter((euro) => euro !== undefined)
    .map(euroAmount)
    .filter((amount) => !text.includes(amount));
}
