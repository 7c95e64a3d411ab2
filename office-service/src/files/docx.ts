/**
 * A DOCX is a zip. Before one is accepted, yauzl reads its central directory (the zip's table of contents, at its
 * end): too many entries, too many bytes declared in all, or an entry declaring far more than it takes (real Word
 * files compress text about 5 to 10 times; a bomb, thousands) refuse it at once. Then every entry is unpacked and
 * thrown away, counting the bytes that really come out: a bomb whose headers lie about its size is caught by what it
 * unpacks to (yauzl stops an entry at its declared size), never trusted for what it says. A zip that is not a Word
 * document is refused too.
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';

export interface DocxLimits {
  maxEntries: number;
  /** Unpacked bytes of all entries together, declared and real. */
  maxUnpackedBytes: number;
  /** Declared unpacked bytes per packed byte, for any entry over 1 MB unpacked. */
  maxRatio: number;
}

export const defaultDocxLimits: DocxLimits = { maxEntries: 1000, maxUnpackedBytes: 100 * 1024 * 1024, maxRatio: 100 };

export type DocxProblem = 'not-a-zip' | 'not-a-word-document' | 'too-large-unpacked';

class TooLargeUnpacked extends Error {}

/** The entries, as the directory declares them; a problem as soon as the declarations alone are too much. */
async function declaredEntries(zip: yauzl.ZipFile, limits: DocxLimits): Promise<yauzl.Entry[] | DocxProblem> {
  if (zip.entryCount > limits.maxEntries) return 'too-large-unpacked';
  const entries: yauzl.Entry[] = [];
  let declared = 0;
  return new Promise((resolve) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      declared += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      if (declared > limits.maxUnpackedBytes || (entry.uncompressedSize > 1024 * 1024 && ratio > limits.maxRatio)) {
        resolve('too-large-unpacked');
        return;
      }
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', () => resolve('not-a-zip'));
    zip.readEntry();
  });
}

/** Unpacks every entry into nothing, stopping once the real bytes pass the limit. */
async function unpackedProblem(
  zip: yauzl.ZipFile,
  entries: yauzl.Entry[],
  limits: DocxLimits,
): Promise<DocxProblem | undefined> {
  let unpacked = 0;
  const counter = () =>
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        unpacked += chunk.length;
        done(unpacked > limits.maxUnpackedBytes ? new TooLargeUnpacked() : null);
      },
    });
  for (const entry of entries) {
    if (entry.fileName.endsWith('/')) continue;
    try {
      await pipeline(await zip.openReadStreamPromise(entry), counter());
    } catch (error) {
      // yauzl's "too many bytes in the stream": the entry unpacks to more than its header said.
      if (error instanceof TooLargeUnpacked || /too many bytes/i.test((error as Error).message)) {
        return 'too-large-unpacked';
      }
      return 'not-a-zip';
    }
  }
  return undefined;
}

/** Undefined when the file is a Word document within the limits; otherwise what is wrong with it. */
export async function checkDocx(
  path: string,
  limits: DocxLimits = defaultDocxLimits,
): Promise<DocxProblem | undefined> {
  let zip: yauzl.ZipFile;
  try {
    // validateEntrySizes (yauzl's default, said here as the check relies on it): no entry unpacks past its header.
    zip = await yauzl.openPromise(path, {
      lazyEntries: true,
      autoClose: false,
      strictFileNames: false,
      validateEntrySizes: true,
    });
  } catch {
    return 'not-a-zip';
  }
  try {
    const entries = await declaredEntries(zip, limits);
    if (typeof entries === 'string') return entries;
    const names = new Set(entries.map((entry) => entry.fileName));
    if (!names.has('[Content_Types].xml') || !names.has('word/document.xml')) return 'not-a-word-document';
    return await unpackedProblem(zip, entries, limits);
  } finally {
    zip.close();
  }
}
