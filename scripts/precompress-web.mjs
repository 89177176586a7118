// Precompresses the built web app (dist/web) once at build time, so the server sends brotli or gzip without
// compressing per request: @fastify/static (preCompressed) picks file.br or file.gz beside each file by the
// request's Accept-Encoding. Brotli at its best quality is slow (seconds for the whole bundle) but runs once here.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const DIR = process.argv[2] ?? 'dist/web';
// what compresses well; images and fonts are compressed already
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map|webmanifest)$/i;
// below this a compressed copy saves less than the extra header costs
const MIN_BYTES = 1024;

const walk = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));

let files = 0;
let before = 0;
let afterBr = 0;
for (const file of walk(DIR)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const raw = fs.readFileSync(file);
  if (raw.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(raw, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
  const gz = zlib.gzipSync(raw, { level: zlib.constants.Z_BEST_COMPRESSION });
  // keep a variant only when it is smaller, else the server falls back to the plain file
  if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
  files += 1;
  before += raw.length;
  afterBr += Math.min(br.length, raw.length);
}
console.log(`precompressed ${files} files in ${DIR}: ${(before / 1024).toFixed(0)} KB → ${(afterBr / 1024).toFixed(0)} KB brotli`);
