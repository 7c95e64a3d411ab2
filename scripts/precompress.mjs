// @ts-check
// Writes a .gz beside every compressible file of the built site, so nginx's gzip_static serves it
// without compressing on each request (a cheap VPS CPU stays free for the services).
//
// Zopfli (gzipForServing.mjs: the hashed assets) takes seconds per large file, and many files of one build are byte
// for byte those of the last: each encoding is kept in a cache folder under the hash of what it encodes, so a build
// encodes only what changed, and the encoding left to do runs on every core.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { gzipForServingSettings } from './gzipForServing.mjs';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;
/** Encodings not used by any build for this long leave the cache. */
const CACHE_KEEP_DAYS = 30;

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = process.env.GZIP_CACHE_DIR || join(repoRoot, 'node_modules/.cache/gzip-for-serving');

/** @param {Buffer} body @param {string} path the file's path inside the built site */
const cacheKey = (body, path) =>
  createHash('sha256').update(gzipForServingSettings(path)).update('\0').update(body).digest('hex');

/** Encodes bodies with gzipForServing on a pool of worker threads, one per core. */
function encoderPool() {
  const size = Math.max(1, availableParallelism());
  const workers = Array.from({ length: size }, () => new Worker(new URL('./gzipWorker.mjs', import.meta.url)));
  /** @type {Array<() => void>} */
  const idle = [];
  const free = [...workers];
  return {
    /** @param {Buffer} body @param {string} path the file's path inside the built site @returns {Promise<Buffer>} */
    async encode(body, path) {
      while (!free.length) await new Promise((wake) => idle.push(() => wake(undefined)));
      const worker = /** @type {Worker} */ (free.pop());
      try {
        return await new Promise((done, fail) => {
          worker.once('message', (/** @type {Uint8Array} */ gz) => done(Buffer.from(gz)));
          worker.once('error', fail);
          worker.postMessage({ body, path });
        });
      } finally {
        worker.removeAllListeners('message');
        worker.removeAllListeners('error');
        free.push(worker);
        idle.shift()?.();
      }
    },
    close: () => Promise.all(workers.map((worker) => worker.terminate())),
  };
}

/** @param {string} path */
async function readCached(path) {
  try {
    const gz = await readFile(path);
    const now = new Date();
    await utimes(path, now, now).catch(() => {}); // a read-only cache is still read
    return gz;
  } catch {
    return undefined;
  }
}

/** @param {string} path @param {Buffer} gz */
async function writeCached(path, gz) {
  // Written aside, then renamed: a build beside this one never reads half an encoding.
  const aside = `${path}.${process.pid}.tmp`;
  try {
    await writeFile(aside, gz);
    await rename(aside, path);
  } catch {
    await rm(aside, { force: true }); // a read-only cache: the encoding is used, just not kept
  }
}

async function pruneCache() {
  const oldest = Date.now() - CACHE_KEEP_DAYS * 86_400_000;
  for (const name of await readdir(cacheDir).catch(() => [])) {
    const path = join(cacheDir, name);
    const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: Date.now() }));
    if (mtimeMs < oldest) await rm(path, { force: true }).catch(() => {});
  }
}

/** @param {string} dir */
async function precompress(dir) {
  await mkdir(cacheDir, { recursive: true }).catch(() => {});
  const pool = encoderPool();
  let encoded = 0;
  const files = [];
  for (const entry of await readdir(dir, { recursive: true })) {
    const file = join(dir, entry);
    const info = await stat(file);
    if (COMPRESSIBLE.test(file) && info.isFile()) files.push({ file, path: entry, size: info.size });
  }
  // The largest first: the last file encoded is then a small one, and no core waits on one long encoding at the end.
  files.sort((a, b) => b.size - a.size);
  try {
    const written = await Promise.all(
      files.map(async ({ file, path }) => {
        const body = await readFile(file);
        if (body.length < MIN_BYTES) return 0;
        const cached = join(cacheDir, `${cacheKey(body, path)}.gz`);
        let gz = await readCached(cached);
        if (!gz) {
          gz = await pool.encode(body, path);
          encoded += 1;
          await writeCached(cached, gz);
        }
        await writeFile(`${file}.gz`, gz);
        return 1;
      }),
    );
    await pruneCache();
    return { count: written.reduce((sum, one) => sum + one, 0), encoded };
  } finally {
    await pool.close();
  }
}

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node scripts/precompress.mjs <built site folder>');
  process.exit(2);
}
const { count, encoded } = await precompress(dir);
console.log(`precompressed ${count} files in ${dir} (${encoded} encoded, ${count - encoded} from ${cacheDir})`);
