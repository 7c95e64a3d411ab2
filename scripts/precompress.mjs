// @ts-check
// Writes a .gz beside every compressible file of the built site, so nginx's gzip_static serves it
// without compressing on each request (a cheap VPS CPU stays free for the services).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipForServing } from './gzipForServing.mjs';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

/** @param {string} dir */
async function precompress(dir) {
  let count = 0;
  for (const entry of await readdir(dir, { recursive: true })) {
    const file = join(dir, entry);
    if (!COMPRESSIBLE.test(file) || !(await stat(file)).isFile()) continue;
    const body = await readFile(file);
    if (body.length < MIN_BYTES) continue;
    await writeFile(`${file}.gz`, await gzipForServing(body));
    count += 1;
  }
  return count;
}

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node scripts/precompress.mjs <built site folder>');
  process.exit(2);
}
console.log(`precompressed ${await precompress(dir)} files in ${dir}`);
