/**
 * Derives what the pages use from an original 3D product (a GLB with
 * untextured PBR materials): a lean GLB for the page's viewer, WebXR and
 * Android's Scene Viewer, and a USDZ for iOS Quick Look, as
 * `{outDir}/{name}.glb` and `.usdz`.
 *
 * The GLB is cleaned up with glTF-Transform (duplicate accessors and materials
 * merged, meshes that share a material joined into one draw call, unused data
 * dropped) and its vertices are quantized (`KHR_mesh_quantization`), which
 * three and Scene Viewer read natively. No Draco or Meshopt: their decoders
 * would be more code to load, and Meshopt's compiles WebAssembly, which the
 * CSP refuses. The USDZ is written by three's `USDZExporter` from the
 * cleaned-up scene before quantization, anchored to a horizontal plane like a
 * product on a table.
 *
 * The same original always gives the same bytes: the USDZ's names do not
 * depend on three's object counters and its zip entries carry a fixed date.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { Logger, NodeIO } from "@gltf-transform/core";
import { KHRMeshQuantization } from "@gltf-transform/extensions";
import { dedup, flatten, join, prune, quantize, weld } from "@gltf-transform/functions";
import { GLTFLoader } from "three/examples/jsm/loaders/GLTFLoader.js";
import { USDZExporter } from "three/examples/jsm/exporters/USDZExporter.js";
import { unzipSync, zipSync, type Zippable } from "three/examples/jsm/libs/fflate.module.js";

/** Bits per quantized position and normal component (part of the media command's recipe). */
export const modelQuantization = { quantizePosition: 14, quantizeNormal: 8 } as const;

/** The cleaned-up GLB (for the USDZ) and the quantized one (for the pages), from the original's bytes. */
export async function optimiseGlb(
  original: Uint8Array,
): Promise<{ clean: Uint8Array; quantized: Uint8Array }> {
  const io = new NodeIO().registerExtensions([KHRMeshQuantization]);
  const document = await io.readBinary(original);
  document.setLogger(new Logger(Logger.Verbosity.WARN));
  await document.transform(dedup(), flatten(), join(), weld(), prune());
  const clean = await io.writeBinary(document);
  await document.transform(quantize(modelQuantization));
  return { clean, quantized: await io.writeBinary(document) };
}

/** The zip entries' date: local components, so the bytes do not depend on the time zone. */
const ZIP_DATE = new Date(2000, 0, 1, 12, 0, 0);

/** USDZ wants every file's data to start at a multiple of 64 bytes. */
const ALIGNMENT = 64;
/** Size of a zip local file header without its name and extra field. */
const LOCAL_HEADER = 30;
/** Id and length of the extra field that pads a header. */
const EXTRA_HEADER = 4;
const PADDING_FIELD = 0x3039;

/**
 * The exporter names geometries and materials after three's global object
 * counters (`Geometry_17`), which depend on what ran before in the process:
 * number them in order of appearance instead.
 */
function renumber(files: Record<string, Uint8Array>): Record<string, Uint8Array> {
  const numbers = new Map<string, string>();
  const counts = new Map<string, number>();
  const rename = (text: string) =>
    text.replace(/\b(Geometry|Material)_\d+\b/g, (whole: string, kind: string) => {
      const known = numbers.get(whole);
      if (known) return known;
      const count = (counts.get(kind) ?? 0) + 1;
      counts.set(kind, count);
      numbers.set(whole, `${kind}_${count}`);
      return `${kind}_${count}`;
    });
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  // model.usda first: it names every geometry and material, in the scene's order.
  const root = "model.usda";
  const names = [root, ...Object.keys(files).filter((name) => name !== root)];
  return Object.fromEntries(
    names.map((name) => [rename(name), encoder.encode(rename(decoder.decode(files[name])))]),
  );
}

/** A stored (uncompressed) zip with 64-byte aligned data and fixed dates, as Quick Look reads it. */
function usdzArchive(files: Record<string, Uint8Array>): Uint8Array {
  const entries: Zippable = {};
  let offset = 0;
  for (const [name, data] of Object.entries(files)) {
    const base = offset + LOCAL_HEADER + name.length;
    if (base % ALIGNMENT === 0) {
      entries[name] = data;
      offset = base + data.length;
      continue;
    }
    const pad = ((-(base + EXTRA_HEADER) % ALIGNMENT) + ALIGNMENT) % ALIGNMENT;
    entries[name] = [data, { extra: { [PADDING_FIELD]: new Uint8Array(pad) } }];
    offset = base + EXTRA_HEADER + pad + data.length;
  }
  return zipSync(entries, { level: 0, mtime: ZIP_DATE });
}

/** A USDZ for Quick Look from GLB bytes (untextured materials only). */
export async function usdzFromGlb(glb: Uint8Array): Promise<Uint8Array> {
  const gltf = await new GLTFLoader().parseAsync(new Uint8Array(glb).buffer, "");
  // The exporter makes a repeated name unique with the object's counter; make them unique first.
  const used = new Set<string>();
  gltf.scene.traverse((object) => {
    const name = object.name.replace(/[^A-Za-z0-9_]/g, "") || "Object";
    let unique = name;
    for (let count = 2; used.has(unique); count++) unique = `${name}_${count}`;
    used.add(unique);
    object.name = unique;
  });
  const exported = await new USDZExporter().parseAsync(gltf.scene, {
    quickLookCompatible: true,
  });
  return usdzArchive(renumber(unzipSync(new Uint8Array(exported))));
}

/** Writes `{outDir}/{name}.glb` and `{outDir}/{name}.usdz` from `originalGlb`; returns their sizes. */
export async function deriveModel(originalGlb: string, outDir: string, name: string) {
  const { clean, quantized: glb } = await optimiseGlb(await readFile(originalGlb));
  const usdz = await usdzFromGlb(clean);
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, `${name}.glb`), glb);
  await writeFile(path.join(outDir, `${name}.usdz`), usdz);
  return [{ bytes: glb.byteLength }, { bytes: usdz.byteLength }];
}
