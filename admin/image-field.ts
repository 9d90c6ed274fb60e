/**
 * The editor's field for an image original: a thumbnail, the file's path, and
 * a button that opens the editor's own dialog to choose or upload a file. A
 * file of a type the field's folder does not take (`media-refs.ts`), or an
 * image too small for the slot once cut to its shape (`kind`, the build's
 * rule in `image-slots.ts`), is refused with a Dutch message: a new upload
 * never enters the form, and a file the site already has is refused under
 * the field, so nothing the build would refuse can be saved. Rendered with
 * the editor's own React, which it exposes for custom fields (its built-in
 * image field cannot be reused).
 */
import type CMS from "@sveltia/cms";
import type { CustomFieldControlProps } from "@sveltia/cms";
import { facts, manifest } from "virtual:editor-config";
import { editorReact } from "./editor-react";
import { alertStyle, button, pathBox } from "./field-controls";
import { imageRefusal } from "./field-refusal";
import { pickedFiles } from "./uploads";
import { slotRegion } from "../app/content/image-slots";
import { imageUrl, logoUrl } from "../app/content/media";
import { imageWidths, isImageKind } from "../app/content/media-kinds";

/** The pixel size of an image file. */
async function sizeOf(file: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  const { width, height } = bitmap;
  bitmap.close();
  return { width, height };
}

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

/** What the field's value is checked against: its folder's file types and its slot. */
const ruleOf = (field: CustomFieldControlProps["field"]) => ({
  folder: String(field.get("folder")),
  kind: field.get("kind"),
});

/**
 * Why a picked file cannot be used: its name against the folder's file types
 * (the picker takes a file of any type, and the form holds a new one as a
 * `blob:` URL), then its size, read from the file, against the slot.
 */
async function pickRefusal(
  file: Blob,
  value: string,
  rule: ReturnType<typeof ruleOf>,
): Promise<string | undefined> {
  const path = file instanceof File ? `/${rule.folder}/${file.name}` : value;
  const refused = imageRefusal(path, { folder: rule.folder }, facts);
  if (refused || !isImageKind(rule.kind)) return refused;
  const slot = slotRegion(value, await sizeOf(file), rule.kind);
  return "problem" in slot ? slot.problem.nl : undefined;
}

export function registerImageField(cms: typeof CMS): void {
  const react = editorReact("for custom fields");
  const h = react.createElement;

  class ImageOriginal extends react.Component<CustomFieldControlProps, State> {
    override state: State = { message: "" };

    /** A file of a type the field does not take, or an image the site already has too small for this slot. */
    isValid(value: unknown, field: CustomFieldControlProps["field"]) {
      const message = imageRefusal(value, ruleOf(field), facts);
      return message ? { error: { message } } : true;
    }

    private readonly choose = async () => {
      const { field, pickFile, onChange } = this.props;
      const accept = String(field.get("accept") ?? "image/*");
      const picked = await pickFile({ kind: "image", accept, allowURL: false });
      if (!picked || Array.isArray(picked)) return;
      const rule = ruleOf(field);
      const message = picked.file
        ? await pickRefusal(picked.file, picked.value, rule)
        : imageRefusal(picked.value, rule, facts);
      if (message) {
        this.setState({ message });
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
        h(
          "input",
          pathBox({ id: forID, path, fileName: this.state.fileName, label, noun: "afbeelding" }),
        ),
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
    properties: {
      folder: { type: "string" },
      kind: { type: "string" },
      accept: { type: "string" },
    },
  });
}
