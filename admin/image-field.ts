/**
 * The editor's field for an image original: a thumbnail, the file's path, and
 * a button that opens the editor's own dialog to choose or upload a file. A
 * new upload narrower than the slot's smallest width (`min_width`, from the
 * slot's kind in `media-kinds.ts`) is refused with a Dutch message and never
 * enters the form, so nothing the build would refuse can be saved. Rendered
 * with the editor's own React, which it exposes for custom fields (its
 * built-in image field cannot be reused).
 */
import type CMS from "@sveltia/cms";
import type { CustomFieldControlProps } from "@sveltia/cms";
import { manifest } from "virtual:editor-config";
import { editorReact } from "./editor-react";
import { alertStyle, button, control } from "./field-controls";
import { pickedFiles } from "./uploads";
import { imageUrl, logoUrl } from "../app/content/media";
import { imageWidths } from "../app/content/media-kinds";

/** The pixel width of an image file. */
async function widthOf(file: Blob): Promise<number> {
  const bitmap = await createImageBitmap(file);
  const { width } = bitmap;
  bitmap.close();
  return width;
}

export const tooNarrow = (width: number, min: number) =>
  `Deze afbeelding is ${width} pixels breed. Deze plek op de site heeft een afbeelding van minstens ${min} pixels breed nodig; kies een grotere.`;

/** A small derived file of an original the site already uses, for the thumbnail. */
function thumbnailOf(path: string): string | undefined {
  const source = path.replace(/^\//, "");
  const image = Object.values(manifest.images).find((item) => item.source === source);
  // The smallest width the build made of it: 320 px, or the whole image when narrower (a portrait).
  if (image) return imageUrl(image.name, imageWidths(image.width)[0] ?? image.width, "jpg");
  const logo = Object.values(manifest.logos).find((item) => item.source === source);
  return logo ? logoUrl(logo.name) : undefined;
}

interface State {
  message: string;
  /** The picked file, shown until the entry is saved. */
  preview?: string;
  /** Its name: the form holds a `blob:` URL for it until the entry is saved. */
  fileName?: string;
}

export function registerImageField(cms: typeof CMS): void {
  const react = editorReact("for custom fields");
  const h = react.createElement;

  class ImageOriginal extends react.Component<CustomFieldControlProps, State> {
    override state: State = { message: "" };

    private readonly choose = async () => {
      const { field, pickFile, onChange } = this.props;
      const accept = String(field.get("accept") ?? "image/*");
      const picked = await pickFile({ kind: "image", accept, allowURL: false });
      if (!picked || Array.isArray(picked)) return;
      const min = Number(field.get("min_width") ?? 0);
      const width = min && picked.file ? await widthOf(picked.file) : Infinity;
      if (width < min) {
        this.setState({ message: tooNarrow(width, min) });
        return;
      }
      const preview = picked.file ? URL.createObjectURL(picked.file) : undefined;
      if (preview && picked.file)
        pickedFiles.set(picked.value, { url: preview, type: picked.file.type });
      this.setState({
        message: "",
        preview,
        fileName: picked.file instanceof File ? picked.file.name : undefined,
      });
      onChange(picked.value);
    };

    private readonly clear = () => {
      this.setState({ message: "", preview: undefined, fileName: undefined });
      this.props.onChange("");
    };

    override render() {
      const { value, forID, field } = this.props;
      const path = typeof value === "string" ? value : "";
      const thumbnail = this.state.preview ?? (path ? thumbnailOf(path) : undefined);
      const required = field.get("required") !== false;
      const label = String(field.get("label") ?? "");
      return h(
        "div",
        { className: "image-original" },
        thumbnail
          ? h("img", {
              src: thumbnail,
              alt: "",
              style: {
                display: "block",
                maxWidth: "16rem",
                maxHeight: "9rem",
                marginBottom: "0.5rem",
              },
            })
          : null,
        h("input", {
          id: forID,
          readOnly: true,
          value: path.startsWith("blob:")
            ? `${this.state.fileName ?? "Nieuwe afbeelding"} (wordt toegevoegd bij Opslaan)`
            : path.replace(/^\//, ""),
          "aria-label": label,
          placeholder: "Nog geen afbeelding",
          style: { ...control, width: "100%", padding: "0 0.5rem" },
        }),
        h(
          "div",
          { style: { display: "flex", gap: "0.5rem", marginTop: "0.5rem" } },
          h(
            "button",
            { type: "button", style: button, onClick: () => void this.choose() },
            path ? "Andere afbeelding kiezen" : "Afbeelding kiezen",
          ),
          !required && path
            ? h("button", { type: "button", style: button, onClick: this.clear }, "Verwijderen")
            : null,
        ),
        this.state.message
          ? h("p", { role: "alert", style: alertStyle }, this.state.message)
          : null,
      );
    }
  }

  cms.registerFieldType("image_original", ImageOriginal, undefined, {
    properties: { min_width: { type: "integer" }, accept: { type: "string" } },
  });
}
