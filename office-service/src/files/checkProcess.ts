/**
 * The process that opens uploaded files, forked by isolatedCheck.ts: the decoders read what strangers sent here,
 * not inside office-service. It answers each `{check, path}` message with `{accepted}`, one at a time, loads sharp
 * or pdf-lib only when first needed, and ends with office-service (when the channel to it closes).
 */
import type { IsolatedCheck } from './isolatedCheck.js';

async function accepted(check: IsolatedCheck, path: string): Promise<boolean> {
  if (check === 'pdf') return (await import('./pdf.js')).isReadablePdf(path);
  const { imageCopyLimits, replaceWithJpegCopy } = await import('./imageCopy.js');
  return replaceWithJpegCopy(path, imageCopyLimits[check]);
}

process.on('message', (request: { check: IsolatedCheck; path: string }) => {
  void accepted(request.check, request.path).then(
    (answer) => process.send?.({ accepted: answer }),
    () => process.send?.({ accepted: false }),
  );
});
process.on('disconnect', () => process.exit(0));
