// @ts-check
// The gzip encoding of the files nginx serves precompressed (gzip_static), shared by the build (precompress.mjs)
// and the bundle-size bench, so the bench counts the bytes a browser really receives.
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

const LARGE_BYTES = 400_000;
const zlibGzip = promisify(gzip);

/**
 * @typedef {object} Encoding
 * @property {string} settings the encoder and its settings: part of precompress.mjs's cache keys, so a change here
 *   encodes again what it changes
 * @property {(body: Uint8Array) => Promise<Uint8Array>} encode
 */

/**
 * For the hashed assets: zopfli, an exhaustive encoder whose output any gzip reader takes, 3-5% smaller than zlib's
 * level 9 on the site's scripts. Slow (seconds per large file), which is paid once per asset and never on a request;
 * the few files over 400 KB (the Firebase client, loaded only with that comments backend) take fewer passes, as
 * zopfli's authors advise.
 * @type {Encoding}
 */
const zopfli = {
  settings: `@gfx/zopfli numiterations 15, 5 over ${LARGE_BYTES} bytes`,
  encode: (body) => gzipAsync(body, { numiterations: body.length > LARGE_BYTES ? 5 : 15 }),
};

/**
 * For every other file (the pre-rendered pages, the feed, the sitemap): zlib's level 9. A publish writes each of them
 * anew (they name the new scripts), and zopfli spent about 1 s of a core per page for 0.5 KB less on a 10 KB page:
 * three quarters of a publish's time, for 34 pages; minutes for a school with 200 posts.
 * @type {Encoding}
 */
const zlibLevel9 = {
  settings: 'zlib level 9 memLevel 9',
  encode: (body) => zlibGzip(body, { level: 9, memLevel: 9 }),
};

/**
 * A file under an `assets/` folder (the site's or the console's) has its content's hash in its name: nginx lets
 * browsers keep it for a year, and a build writes it only when its code or words changed.
 * @param {string} path the file's path inside the built site
 * @returns {Encoding}
 */
const encodingOf = (path) => (/(^|[\\/])assets[\\/]/.test(path) ? zopfli : zlibLevel9);

/**
 * The .gz copy nginx serves of the file at `path`.
 * @param {Uint8Array} body
 * @param {string} path the file's path inside the built site
 * @returns {Promise<Uint8Array>}
 */
export const gzipForServing = (body, path) => encodingOf(path).encode(body);

/**
 * The encoder and its settings for the file at `path`, part of precompress.mjs's cache keys.
 * @param {string} path the file's path inside the built site
 */
export const gzipForServingSettings = (path) => encodingOf(path).settings;
