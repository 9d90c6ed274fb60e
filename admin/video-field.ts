/**
 * The editor's field for a video original: the file's path, and a button to
 * pick a video on this computer as a phone or camera saved it (MP4 or MOV).
 * The picked file is turned into a web-sized H.264 MP4 in the browser
 * (`video-converter.ts`, loaded only now), with its progress shown and a
 * button to stop; only that MP4 enters the form, to be committed on save.
 * A video that cannot be used gets a Dutch message and the field keeps its
 * value. Rendered with the editor's own React, as `image-field.ts`.
 */
import type CMS from "@sveltia/cms";
import type { CustomFieldControlProps } from "@sveltia/cms";
import { type VideoKindName, videoKinds } from "../app/content/media-kinds";
import { editorReact } from "./editor-react";
import { alertStyle, button, pathBox } from "./field-controls";
import { pickedFiles } from "./uploads";
import { refusals, VideoRefusal } from "./video-upload";

/** The types a phone or camera saves video in, for the file chooser. */
export const videoSourceTypes = "video/mp4,video/quicktime,.mp4,.mov,.m4v";

interface State {
  message: string;
  /** The share converted, while converting. */
  progress?: number;
  /** The converted file, playable until the entry is saved. */
  preview?: string;
  fileName?: string;
}

const isKind = (name: unknown): name is VideoKindName =>
  typeof name === "string" && name in videoKinds;

export function registerVideoField(cms: typeof CMS): void {
  const react = editorReact("for custom fields");
  const h = react.createElement;

  class VideoOriginal extends react.Component<CustomFieldControlProps, State> {
    override state: State = { message: "" };
    private readonly picker = { current: null as HTMLInputElement | null };
    private running?: AbortController;

    override componentWillUnmount() {
      this.running?.abort();
    }

    private readonly convert = async (source: File) => {
      const { field, addFile, onChange } = this.props;
      const kind = field.get("video_kind");
      if (!isKind(kind)) throw new Error(`video field without a known video_kind: ${String(kind)}`);
      const running = new AbortController();
      this.running = running;
      this.setState({ message: "", progress: 0 });
      try {
        const { convertVideo } = await import("./video-converter");
        const { file } = await convertVideo(source, {
          kind: videoKinds[kind],
          signal: running.signal,
          // Drawn again at each whole percent, not at each frame.
          onProgress: (done) => {
            if (Math.floor(done * 100) !== Math.floor((this.state.progress ?? 0) * 100))
              this.setState({ progress: done });
          },
        });
        const value = await addFile(file, { name: file.name });
        const preview = URL.createObjectURL(file);
        pickedFiles.set(value, { url: preview, type: file.type });
        this.setState({ preview, fileName: file.name });
        onChange(value);
      } catch (error) {
        const message =
          error instanceof VideoRefusal
            ? error.message
            : refusals.failed(error instanceof Error ? error.message : String(error));
        this.setState({ message });
      } finally {
        this.running = undefined;
        this.setState({ progress: undefined });
      }
    };

    private readonly picked = (event: { currentTarget: HTMLInputElement }) => {
      const [file] = event.currentTarget.files ?? [];
      // The same file may be picked again after a refusal.
      event.currentTarget.value = "";
      if (file) void this.convert(file);
    };

    override render() {
      const { value, forID, field } = this.props;
      const { progress, preview, message } = this.state;
      const path = typeof value === "string" ? value : "";
      const label = String(field.get("label") ?? "");
      const converting = progress !== undefined;
      return h(
        "div",
        { className: "video-original" },
        preview
          ? h("video", {
              src: preview,
              muted: true,
              controls: true,
              style: { display: "block", maxWidth: "16rem", marginBottom: "0.5rem" },
            })
          : null,
        h(
          "input",
          pathBox({ id: forID, path, fileName: this.state.fileName, label, noun: "video" }),
        ),
        h("input", {
          ref: (element: HTMLInputElement | null) => {
            this.picker.current = element;
          },
          type: "file",
          accept: videoSourceTypes,
          hidden: true,
          onChange: this.picked,
        }),
        converting
          ? h(
              "div",
              { style: { marginTop: "0.5rem" } },
              h("progress", {
                value: progress,
                max: 1,
                "aria-label": "Video omzetten",
                style: { width: "100%" },
              }),
              h(
                "div",
                { style: { display: "flex", gap: "0.5rem", alignItems: "center" } },
                h(
                  "span",
                  { role: "status" },
                  `Video omzetten voor de site: ${Math.floor(progress * 100)}%. Dit kan enkele minuten duren; houd dit venster open.`,
                ),
                h(
                  "button",
                  { type: "button", style: button, onClick: () => this.running?.abort() },
                  "Stoppen",
                ),
              ),
            )
          : h(
              "div",
              { style: { display: "flex", gap: "0.5rem", marginTop: "0.5rem" } },
              h(
                "button",
                { type: "button", style: button, onClick: () => this.picker.current?.click() },
                path ? "Andere video kiezen" : "Video kiezen",
              ),
            ),
        message ? h("p", { role: "alert", style: alertStyle }, message) : null,
      );
    }
  }

  cms.registerFieldType("video_original", VideoOriginal, undefined, {
    properties: { video_kind: { type: "string" } },
  });
}
