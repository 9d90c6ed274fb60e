/**
 * Dates as Dutch prose ("1 juni 2025"), read straight from an ISO date.
 * No `Intl.DateTimeFormat`: creating one loads the locale's data, which cost
 * the legal pages a long task while their scripts started, and a `Date` would
 * shift the day in time zones west of UTC.
 */

const months = [
  "januari",
  "februari",
  "maart",
  "april",
  "mei",
  "juni",
  "juli",
  "augustus",
  "september",
  "oktober",
  "november",
  "december",
] as const;

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2025-06-01" → "1 juni 2025". Throws on anything that is not a calendar date. */
export function formatDutchDate(iso: string): string {
  const match = isoDate.exec(iso);
  if (match) {
    const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
    const name = months[month - 1];
    const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
    if (name && day >= 1 && day <= daysInMonth) return `${day} ${name} ${year}`;
  }
  throw new Error(`formatDutchDate: ${JSON.stringify(iso)} is not an ISO date (YYYY-MM-DD)`);
}
