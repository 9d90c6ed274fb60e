/** Whether the browser draws WebGL 2, which three.js needs (the XR demos fall back without it). */
export function hasWebgl2(): boolean {
  const context = document.createElement("canvas").getContext("webgl2");
  context?.getExtension("WEBGL_lose_context")?.loseContext();
  return context !== null;
}
