/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text asset of the built SPA,
 * once, at build time: the server then sends the smallest body the browser accepts without compressing anything
 * per request (see server/http/static-web.ts). Files that compression does not make smaller are left alone.
 *
 *   npx tsx scripts/precompress-web.ts [folder]     (default: dist/web; `npm run build` runs it)
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What browsers fetch as text: scripts, styles, the shell, the manifest, icons drawn as SVG. */
const TEXT_ASSET = /\.(js|mjs|css|html|webmanifest|json|svg|txt|map)$/;
/** Below this the compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

/** Compresses every text asset under `folder`; returns how many files got compressed copies. */
export function precompressFolder(folder: string): number {
  let compressed = 0;
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    const stat = statSync(path);
    if (stat.isDirectory()) {
      compressed += precompressFolder(path);
      continue;
    }
    if (!TEXT_ASSET.test(name) || stat.size < MIN_BYTES) continue;
    const body = readFileSync(path);
    const brotli = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    const gzip = gzipSync(body, { level: 9 });
    if (brotli.length < body.length) writeFileSync(`${path}.br`, brotli);
    if (gzip.length < body.length) writeFileSync(`${path}.gz`, gzip);
    compressed += 1;
  }
  return compressed;
}

if (process.argv[1]?.endsWith('precompress-web.ts')) {
  const folder = resolve(process.argv[2] ?? 'dist/web');
  const count = precompressFolder(folder);
  console.log(`precompressed ${count} files in ${folder} (brotli 11, gzip 9)`);
}
