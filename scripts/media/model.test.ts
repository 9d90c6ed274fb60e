/**
 * The 3D product's derived files: a quantized GLB and a USDZ that Quick Look
 * opens, the same bytes from the same original (the media command's record
 * and the committed files must not change when nothing did).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { unzipSync } from "three/examples/jsm/libs/fflate.module.js";
import { describe, expect, it } from "vitest";
import { contentRoot } from "../../app/content/load.server";
import { optimiseGlb, usdzFromGlb } from "./model";

const original = path.join(contentRoot(), "media", "models", "vr-headset.glb");

/** The offset of each stored file's data in a zip, from its local headers. */
function dataOffsets(zip: Uint8Array): number[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const offsets: number[] = [];
  let offset = 0;
  while (view.getUint32(offset, true) === 0x04034b50) {
    const size = view.getUint32(offset + 18, true);
    const data =
      offset + 30 + view.getUint16(offset + 26, true) + view.getUint16(offset + 28, true);
    offsets.push(data);
    offset = data + size;
  }
  return offsets;
}

describe("the 3D product's derivation", () => {
  it("quantizes the GLB and keeps it small", async () => {
    const bytes = await readFile(original);
    const { quantized } = await optimiseGlb(bytes);
    expect(quantized.byteLength).toBeLessThan(bytes.byteLength);
    expect(quantized.byteLength).toBeLessThan(1.5 * 1024 * 1024);
    expect(new TextDecoder().decode(quantized.subarray(0, 4))).toBe("glTF");
  });

  it("writes the same USDZ twice, its files aligned to 64 bytes as Quick Look requires", async () => {
    const { clean } = await optimiseGlb(await readFile(original));
    const first = await usdzFromGlb(clean);
    // A second export in the same process meets different object counters in three.
    const second = await usdzFromGlb(clean);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);

    const files = Object.keys(unzipSync(first));
    expect(files[0]).toBe("model.usda");
    expect(files).toContain("geometries/Geometry_1.usda");
    const offsets = dataOffsets(first);
    expect(offsets).toHaveLength(files.length);
    for (const offset of offsets) expect(offset % 64).toBe(0);
  });
});
