/**
 * The choices and limits the schemas check against, as plain values without
 * zod: the code that shows content imports them from here, so no schema is
 * bundled for the browser.
 */
/** Meta descriptions: long enough to say something, short enough not to be cut off. */
export const seoDescriptionLength = { min: 120, max: 160 } as const;
/** Page titles in search results (the site name included, where it is added). */
export const seoTitleMaxLength = 60;

export const sectors = [
  "Training",
  "Marketing",
  "Onderwijs",
  "3D Development",
  "Amusement",
] as const;
/** The year of the first case the site shows: a case's year runs from it to the current one. */
export const firstCaseYear = 2024;

/** The years a case may have when the calendar reads `today`: from `firstCaseYear` to this one. */
export const caseYears = (today: Date): number[] =>
  Array.from(
    { length: Math.max(today.getFullYear() - firstCaseYear + 1, 1) },
    (_, index) => firstCaseYear + index,
  );

export const serviceIds = ["vr-experiences", "ar-applications", "360-video"] as const;

/** Line icons of the process steps (mapped to lucide icons in `process-section.tsx`). */
export const processIcons = [
  "lightbulb",
  "pen-tool",
  "code",
  "flask",
  "refresh",
  "package",
] as const;

/** Line icons of the service pages' tiles (mapped in `tile-grid-section.tsx`). */
export const tileIcons = [
  "zap",
  "sparkles",
  "layers",
  "graduation-cap",
  "activity",
  "message-circle",
  "presentation",
  "box",
  "smartphone",
  "landmark",
  "wrench",
  "lightbulb",
  "pen-tool",
  "camera",
  "headphones",
  "film",
  "globe",
  "clipboard",
  "rocket",
  "target",
  "shield",
  "trending-down",
  "brain",
  "users",
  "clock",
  "euro",
] as const;

/**
 * What the editor calls each line icon: the marketer picks from these names,
 * not from the icon set's English ones.
 */
export const iconNames: Record<(typeof processIcons)[number] | (typeof tileIcons)[number], string> =
  {
    activity: "Hartslag",
    box: "Doos",
    brain: "Brein",
    camera: "Camera",
    clipboard: "Klembord",
    clock: "Klok",
    code: "Code",
    euro: "Euroteken",
    film: "Filmstrook",
    flask: "Reageerbuis",
    globe: "Wereldbol",
    "graduation-cap": "Afstudeerhoed",
    headphones: "Koptelefoon",
    landmark: "Museumgebouw",
    layers: "Lagen",
    lightbulb: "Gloeilamp",
    "message-circle": "Tekstballon",
    package: "Pakket",
    "pen-tool": "Pen",
    presentation: "Presentatiebord",
    refresh: "Pijlen in een cirkel",
    rocket: "Raket",
    shield: "Schild",
    smartphone: "Smartphone",
    sparkles: "Sterretjes",
    target: "Doelwit",
    "trending-down": "Dalende lijn",
    users: "Mensen",
    wrench: "Moersleutel",
    zap: "Bliksem",
  };

export const privacySectionCount = 9;
