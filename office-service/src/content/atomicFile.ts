/**
 * A file replaced whole or not at all: written to a temporary file in the same folder, flushed to the disk, then
 * renamed over the old one (a rename within a folder is atomic), so `make publish` never reads half an entry.
 * Synchronous on purpose: the caller checks the entry's version and writes in one turn of the event loop, so no
 * other request of this service can come between the check and the write.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** A temporary name beside `path`, hidden (a leading dot) so no listing takes it for an entry. */
export function temporaryBeside(path: string): string {
  return join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
}

/** Writes the bytes to a flushed temporary file beside `path`, and returns its path. */
export function writeFlushed(path: string, bytes: Buffer | string): string {
  const temporary = temporaryBeside(path);
  const fd = openSync(temporary, 'wx', 0o644);
  try {
    writeSync(fd, typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(temporary, { force: true });
    throw error;
  }
  closeSync(fd);
  return temporary;
}

export function replaceFileAtomically(path: string, bytes: Buffer | string): void {
  const temporary = writeFlushed(path, bytes);
  try {
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
