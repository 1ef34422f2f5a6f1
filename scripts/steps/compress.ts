/**
 * Precompresses every text file in the output with Brotli (max quality) and gzip, so the
 * local server and hosts that honour precompressed files send them without CPU per request.
 * Brotli at its max quality is slow on the large files (the editor's script): each copy is
 * kept in the build's cache (cache.ts) under the hash of the file.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { cacheKey, cached } from "./cache.ts";

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|xml|txt|json|webmanifest|map)$/;

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}

export async function precompress(root: string): Promise<{ files: number }> {
  let files = 0;
  for (const file of walk(root)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const data = readFileSync(file);
    if (data.length < 256) continue;
    const brotli = () =>
      brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
    writeFileSync(`${file}.br`, await cached(cacheKey("br 11", process.versions.brotli ?? "", data), brotli));
    writeFileSync(`${file}.gz`, await cached(cacheKey("gz 9", process.versions.zlib, data), () => gzipSync(data, { level: 9 })));
    files++;
  }
  return { files };
}

export { walk };
