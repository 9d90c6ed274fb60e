/**
 * Derives what the pages use from an original 3D product (a GLB with
 * untextured PBR materials): a lean GLB for model-viewer, WebXR and Android's
 * Scene Viewer, and a USDZ for iOS Quick Look. Both keep the original's name:
 * `media/models/vr-headset.glb` -> `{outDir}/vr-headset.glb` and `.usdz`.
 *
 * The GLB is cleaned up with glTF-Transform (duplicate accessors and materials
 * merged, meshes that share a material joined into one draw call, unused data
 * dropped) and its vertices are quantized (`KHR_mesh_quantization`: 14-bit
 * positions, 8-bit normals), which three, model-viewer and Scene Viewer read
 * natively. No Draco or Meshopt: model-viewer would fetch their decoders from
 * a CDN. The USDZ is written by three's `USDZExporter` from the cleaned-up
 * scene before quantization, anchored to a horizontal plane like a product on
 * a table.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { Logger, NodeIO } from "@gltf-transform/core";
import { KHRMeshQuantization } from "@gltf-transform/extensions";
import { dedup, flatten, join, prune, quantize, weld } from "@gltf-transform/functions";
import { GLTFLoader } from "three/examples/jsm/loaders/GLTFLoader.js";
import { USDZExporter } from "three/examples/jsm/exporters/USDZExporter.js";

export interface DerivedModelFile {
  readonly file: string;
  readonly bytes: number;
}

export interface DerivedModel {
  readonly glb: DerivedModelFile;
  readonly usdz: DerivedModelFile;
}

/** The cleaned-up GLB (for the USDZ) and the quantized one (for the pages), from the original's bytes. */
export async function optimiseGlb(
  original: Uint8Array,
): Promise<{ clean: Uint8Array; quantized: Uint8Array }> {
  const io = new NodeIO().registerExtensions([KHRMeshQuantization]);
  const document = await io.readBinary(original);
  document.setLogger(new Logger(Logger.Verbosity.WARN));
  await document.transform(dedup(), flatten(), join(), weld(), prune());
  const clean = await io.writeBinary(document);
  await document.transform(quantize({ quantizePosition: 14, quantizeNormal: 8 }));
  return { clean, quantized: await io.writeBinary(document) };
}

/** A USDZ for Quick Look from GLB bytes (untextured materials only). */
export async function usdzFromGlb(glb: Uint8Array): Promise<Uint8Array> {
  const gltf = await new GLTFLoader().parseAsync(new Uint8Array(glb).buffer, "");
  const exported = await new USDZExporter().parseAsync(gltf.scene, {
    quickLookCompatible: true,
  });
  return new Uint8Array(exported);
}

/** Writes `{outDir}/{name}.glb` and `{outDir}/{name}.usdz` from `originalGlb`. */
export async function deriveModel(originalGlb: string, outDir: string): Promise<DerivedModel> {
  const name = path.basename(originalGlb, path.extname(originalGlb));
  const { clean, quantized: glb } = await optimiseGlb(await readFile(originalGlb));
  const usdz = await usdzFromGlb(clean);
  await mkdir(outDir, { recursive: true });
  const glbFile = path.join(outDir, `${name}.glb`);
  const usdzFile = path.join(outDir, `${name}.usdz`);
  await writeFile(glbFile, glb);
  await writeFile(usdzFile, usdz);
  return {
    glb: { file: glbFile, bytes: glb.byteLength },
    usdz: { file: usdzFile, bytes: usdz.byteLength },
  };
}
