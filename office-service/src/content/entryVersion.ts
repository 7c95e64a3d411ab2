/**
 * An entry's version: the SHA-256 of each of its files' bytes as they are on disk (English, then Nepali or "-"),
 * so that any change to either, by the console or by hand on the server, gives another version.
 */
import { createHash } from 'node:crypto';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export function entryVersion(en: Buffer, ne: Buffer | undefined): string {
  return `${sha256(en)}.${ne === undefined ? '-' : sha256(ne)}`;
}
