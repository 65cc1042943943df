// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every text asset of dist,
// at the highest levels (done once per build, not per request). The server sends them by
// Accept-Encoding (@fastify/static preCompressed). Images and fonts are already compressed.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = process.argv[2] ?? 'dist';
const TEXT_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.wasm',
]);
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let raw = 0;
let br = 0;
let gz = 0;
for (const path of files(DIST)) {
  if (!TEXT_EXTENSIONS.has(extname(path))) continue;
  const body = readFileSync(path);
  if (body.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gzip = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
  if (brotli.length < body.length) writeFileSync(`${path}.br`, brotli);
  if (gzip.length < body.length) writeFileSync(`${path}.gz`, gzip);
  raw += body.length;
  br += Math.min(brotli.length, body.length);
  gz += Math.min(gzip.length, body.length);
}
const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
console.log(`precompress: ${kib(raw)} of text assets → ${kib(br)} brotli, ${kib(gz)} gzip`);
