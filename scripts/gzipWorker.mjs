// @ts-check
// A worker thread of scripts/precompress.mjs: encodes each file it is sent with gzipForServing and sends it back.
import { parentPort } from 'node:worker_threads';
import { gzipForServing } from './gzipForServing.mjs';

parentPort?.on('message', async (/** @type {{ body: Uint8Array, path: string }} */ { body, path }) => {
  parentPort?.postMessage(await gzipForServing(body, path));
});
