/**
 * A service's price as its FAQ names it: the answers write `{priceMin}` and
 * `{priceMax}`, and the loader fills in the amounts of the service's price
 * range, so the price is stated in one place. Safe for the browser.
 */

/** An amount as the site writes it: "€ 7.500", a no-break space after the sign. */
export const euroAmount = (euro: number) => `€\u00a0${euro.toLocaleString("nl-NL")}`;

/** The placeholders a service's FAQ answers may use, filled with its price range. */
export const pricePlaceholders = (price: {
  min: number;
  max: number;
}): ReadonlyMap<string, string> =>
  new Map([
    ["priceMin", euroAmount(price.min)],
    ["priceMax", euroAmount(price.max)],
  ]);

/** The same placeholders, left as they are: for a FAQ whose service is missing or broken. */
export const unfilledPricePlaceholders: ReadonlyMap<string, string> = new Map([
  ["priceMin", "{priceMin}"],
  ["priceMax", "{priceMax}"],
]);
