// @ts-check
// A worker thread of scripts/precompress.mjs: encodes each body it is sent with gzipForServing and sends it back.
import { parentPort } from 'node:worker_threads';
import { gzipForServing } from './gzipForServing.mjs';

parentPort?.on('message', async (/** @type {Uint8Array} */ body) => {
  parentPort?.postMessage(await gzipForServing(body));
});
