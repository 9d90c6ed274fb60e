/**
 * Build step: writes `file.br` and `file.gz` next to every compressible file of
 * the client build, at maximum compression, so the server (and any CDN that
 * understands siblings) never compresses at request time. Call it from the
 * postbuild after everything else has written into the client directory.
 */
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { isCompressible } from "../../server/static";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Smaller files gain nothing worth a second request path. */
const MIN_BYTES = 512;

export async function precompress(clientDir: string) {
  const result = { files: 0, bytesIn: 0, bytesBrotli: 0, bytesGzip: 0 };
  const files = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && isCompressible(entry.name))
    .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)));
  // zlib's async API runs on the libuv pool; a few at a time keeps memory flat.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const absPath = path.join(clientDir, file);
      if ((await stat(absPath)).size < MIN_BYTES) continue;
      const body = await readFile(absPath);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      // Only keep a sibling that is actually smaller; the server ignores others anyway.
      if (br.length < body.length) await writeFile(`${absPath}.br`, br);
      if (gz.length < body.length) await writeFile(`${absPath}.gz`, gz);
      result.files += 1;
      result.bytesIn += body.length;
      result.bytesBrotli += Math.min(br.length, body.length);
      result.bytesGzip += Math.min(gz.length, body.length);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return result;
}
