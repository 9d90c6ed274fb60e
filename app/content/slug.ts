/** Text as a piece of an address: "Welke VR-headsets?" -> "welke-vr-headsets", "Één" -> "een". */
export const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
