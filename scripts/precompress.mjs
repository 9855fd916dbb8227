// Writes `<file>.br` and `<file>.gz` next to every text file of at least 1 KB (the server's MIN_COMPRESSED_BYTES) in
// the given build folders, at the highest levels: the platform server sends them as they are to clients that accept
// them (server/src/http/static-site.ts), so built files are compressed once here and never per request.
// Run: node scripts/precompress.mjs host-site/dist widgets/dist/cdn   (the end of `npm run build:site` / `build:libs`)
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT_FILE = /\.(html|js|mjs|css|svg|json|map|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function filesIn(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

async function precompress(file) {
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return { raw: body.length, br: br.length, gz: gz.length };
}

const dirs = process.argv.slice(2);
if (dirs.length === 0) {
  console.error('usage: node scripts/precompress.mjs <build folder>...');
  process.exit(2);
}
for (const dir of dirs) {
  const files = [];
  for (const file of await filesIn(dir)) {
    if (TEXT_FILE.test(file) && (await stat(file)).size >= MIN_BYTES) files.push(file);
  }
  const totals = { raw: 0, br: 0, gz: 0 };
  for (const sizes of await Promise.all(files.map(precompress))) {
    totals.raw += sizes.raw;
    totals.br += sizes.br;
    totals.gz += sizes.gz;
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `precompressed ${files.length} files in ${dir}: ${kb(totals.raw)} → br ${kb(totals.br)}, gzip ${kb(totals.gz)}`,
  );
}
