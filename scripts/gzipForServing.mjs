// @ts-check
// The gzip encoding of the files nginx serves precompressed (gzip_static), shared by the build (precompress.mjs)
// and the bundle-size bench, so the bench counts the bytes a browser really receives.
import { gzipAsync } from '@gfx/zopfli';

const LARGE_BYTES = 400_000;

/**
 * Zopfli: an exhaustive encoder whose output any gzip reader takes, 3-5% smaller than zlib's level 9 on the site's
 * scripts. Slow (seconds per large file), which is fine once per build and never on a request; the few files over
 * 400 KB (the Firebase client, loaded only with that comments backend) take fewer passes, as zopfli's authors advise.
 * @param {Uint8Array} body
 * @returns {Promise<Uint8Array>}
 */
export function gzipForServing(body) {
  return gzipAsync(body, { numiterations: body.length > LARGE_BYTES ? 5 : 15 });
}

/** The encoder and its settings: precompress.mjs's cache keys include it, so a change here encodes everything again. */
export const gzipForServingSettings = `@gfx/zopfli numiterations 15, 5 over ${LARGE_BYTES} bytes`;
