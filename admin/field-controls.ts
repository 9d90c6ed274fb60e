/**
 * How the site's own fields in the editor (`image-field.ts`, `video-field.ts`)
 * draw their controls: like the editor's own, in its font, with a light
 * border and rounded corners.
 */
export const control = {
  font: "inherit",
  color: "inherit",
  border: "1px solid #c5c8cc",
  borderRadius: "4px",
  background: "#fff",
  minHeight: "2.25rem",
} as const;

export const button = { ...control, padding: "0 0.875rem", cursor: "pointer" } as const;

/** A refusal under a field, read out when it appears. */
export const alertStyle = { color: "#b00020", marginTop: "0.5rem" } as const;

/**
 * The read-only box that shows a field's file: its path, or the name of a
 * file picked on this computer until **Opslaan** adds it.
 */
export function pathBox(options: {
  id: string;
  path: string;
  fileName: string | undefined;
  label: string;
  /** What the field holds, as in "Nieuwe video" and "Nog geen video". */
  noun: string;
}) {
  const { id, path, fileName, label, noun } = options;
  return {
    id,
    readOnly: true,
    value: path.startsWith("blob:")
      ? `${fileName ?? `Nieuwe ${noun}`} (wordt toegevoegd bij Opslaan)`
      : path.replace(/^\//, ""),
    "aria-label": label,
    placeholder: `Nog geen ${noun}`,
    style: { ...control, width: "100%", padding: "0 0.5rem" },
  };
}
