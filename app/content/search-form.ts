/**
 * The site search form's copy: on /zoeken and in the footer of every page
 * (so it is in every page's scripts; the rest of the search page's copy is in
 * search-page.ts, which only /zoeken loads).
 */
export interface SearchFormContent {
  heading: string;
  label: string;
  placeholder: string;
  submitLabel: string;
}

export const searchForm = {
  heading: "Zoeken",
  label: "Zoekterm",
  placeholder: "Bijvoorbeeld: VR-training of WebAR",
  submitLabel: "Zoeken",
} as const satisfies SearchFormContent;
