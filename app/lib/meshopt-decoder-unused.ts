/**
 * Stands in for three's Meshopt decoder in the builds (`vite.config.ts`).
 * model-viewer imports it statically, and the real module compiles
 * WebAssembly as soon as it is evaluated, which the site's CSP refuses (no
 * `'wasm-unsafe-eval'`). model-viewer uses the decoder only after
 * `setMeshoptDecoderLocation`, which the site never calls, and the site's
 * models are not Meshopt-compressed (`scripts/media/model.ts`).
 */
export const MeshoptDecoder = { supported: false, ready: Promise.resolve() } as const;
