/**
 * Driving the editor at /admin/ on its test backend: Sveltia CMS keeps the
 * repository in the browser's private file system (OPFS, folder
 * `sveltia-cms-test/`), which the tests fill before signing in and read
 * after saving.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";

const REPOSITORY = "sveltia-cms-test";

/** Every file below `content/` of `root`, by its path in the repository. */
export function contentFiles(root: string): Record<string, string> {
  const files: Record<string, string> = {};
  const dir = path.join(root, "content");
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(root, file)] = readFileSync(file, "utf8");
  }
  return files;
}

/** Fills the test repository with `files` (text), replacing what it held. */
export async function seedRepository(page: Page, files: Record<string, string>): Promise<void> {
  await page.evaluate(
    async ({ files, name }) => {
      const storage = await navigator.storage.getDirectory();
      await storage.removeEntry(name, { recursive: true }).catch(() => undefined);
      const root = await storage.getDirectoryHandle(name, { create: true });
      for (const [file, text] of Object.entries(files)) {
        const parts = file.split("/");
        let dir = root;
        for (const part of parts.slice(0, -1))
          dir = await dir.getDirectoryHandle(part, { create: true });
        const handle = await dir.getFileHandle(parts.at(-1) ?? file, { create: true });
        const writable = await handle.createWritable();
        await writable.write(text);
        await writable.close();
      }
    },
    { files, name: REPOSITORY },
  );
}

/** Every file in the test repository, as base64 by path. */
export async function repositoryFiles(page: Page): Promise<Record<string, Buffer>> {
  const files = await page.evaluate(async (name) => {
    const out: Record<string, string> = {};
    const walk = async (dir: FileSystemDirectoryHandle, prefix: string) => {
      // OPFS handles are async-iterable in Chromium; TypeScript's DOM types lack it.
      const entries = (dir as unknown as AsyncIterable<[string, FileSystemHandle]>)[
        Symbol.asyncIterator
      ]
        ? (dir as unknown as AsyncIterable<[string, FileSystemHandle]>)
        : [];
      for await (const [entryName, handle] of entries) {
        if (handle.kind === "directory") {
          await walk(handle as FileSystemDirectoryHandle, `${prefix}${entryName}/`);
        } else {
          const bytes = new Uint8Array(
            await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer(),
          );
          let binary = "";
          for (const byte of bytes) binary += String.fromCharCode(byte);
          out[`${prefix}${entryName}`] = btoa(binary);
        }
      }
    };
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle(name), "");
    return out;
  }, REPOSITORY);
  return Object.fromEntries(
    Object.entries(files).map(([file, base64]) => [file, Buffer.from(base64, "base64")]),
  );
}

/**
 * What an editor page reports as it is used: requests to any other host
 * than `origin` (the editor contacts nobody else), and every console error,
 * uncaught error and failed answer (a load its policy blocked included).
 */
export function watchEditor(page: Page, origin: string) {
  const otherHosts: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!["blob:", "data:"].includes(url.protocol) && url.origin !== origin)
      otherHosts.push(request.url());
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("response", (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return { otherHosts, errors };
}

/** The editor's form of one field, found by its label. */
export const field = (scope: Page | Locator, label: string): Locator =>
  scope.getByRole("group", { name: `Veld “⁨${label}⁩”`, exact: true });

/**
 * Opens an entry or a new one (`#/collections/…`) and waits for its form,
 * `timeout` ms at most (an editor that reads it from the Git host first
 * takes longer than one that keeps its files in the browser).
 */
export async function openEditor(page: Page, hash: string, timeout?: number): Promise<Locator> {
  await page.goto(`/admin/${hash}`);
  const editor = page.getByRole("group", { name: "Content-editor" });
  await expect(editor).toBeVisible({ timeout });
  return editor;
}

/** Saves the open entry and waits until the editor has closed it, back at its collection. */
export async function save(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(page.getByRole("group", { name: "Content-editor" })).toBeHidden();
}

/** Picks `file` from this machine for the image field `imageField`. */
export async function uploadImage(page: Page, imageField: Locator, file: string): Promise<void> {
  const chooser = page.waitForEvent("filechooser");
  await imageField.getByRole("button", { name: /afbeelding kiezen$/i }).click();
  const dialog = page.getByRole("dialog");
  await dialog
    .getByRole("button", { name: /uploaden/i })
    .first()
    .click();
  await (await chooser).setFiles(file);
  await dialog.getByRole("button", { name: "Invoegen" }).click();
}
