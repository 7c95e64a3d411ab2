/** The gzip encoding of the files nginx serves precompressed (see gzipForServing.mjs). */
export function gzipForServing(body: Uint8Array): Promise<Uint8Array>;
/** The encoder and its settings, part of every cache key of scripts/precompress.mjs. */
export const gzipForServingSettings: string;
