/** The gzip encoding nginx serves of the file at `path` inside the built site (see gzipForServing.mjs). */
export function gzipForServing(body: Uint8Array, path: string): Promise<Uint8Array>;
/** The encoder and its settings for the file at `path`, part of every cache key of scripts/precompress.mjs. */
export function gzipForServingSettings(path: string): string;
