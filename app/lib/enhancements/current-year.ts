/** Marks the footer's year in its copyright line (`site-footer.tsx`). */
export const CURRENT_YEAR_ATTRIBUTE = "data-current-year";

/**
 * The copyright line names the current year. The pages are built ahead, so
 * their HTML has the year of the build; once a later year has begun on the
 * visitor's clock, this shows that year. A clock set back never moves it
 * before the build's year. Without script the build's year stays.
 */
export function showCurrentYear(): void {
  const year = new Date().getFullYear();
  for (const element of document.querySelectorAll(`[${CURRENT_YEAR_ATTRIBUTE}]`)) {
    if (Number(element.textContent) < year) element.textContent = String(year);
  }
}
