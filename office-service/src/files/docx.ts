/**
 * A DOCX is a zip; before one is accepted its central directory (the zip's table of contents, at its end) is
 * read with yauzl, and nothing is unpacked. What the entries declare is enough to refuse a zip bomb: too many
 * entries, too many bytes once unpacked, or an entry that unpacks to far more than it takes (real Word files
 * compress text about 5 to 10 times; a bomb, thousands). And a zip that is not a Word document is refused too.
 */
import yauzl from 'yauzl';

export interface DocxLimits {
  maxEntries: number;
  /** Declared unpacked bytes of all entries together. */
  maxUnpackedBytes: number;
  /** Declared unpacked bytes per packed byte, for any entry over 1 MB unpacked. */
  maxRatio: number;
}

export const defaultDocxLimits: DocxLimits = { maxEntries: 1000, maxUnpackedBytes: 100 * 1024 * 1024, maxRatio: 100 };

export type DocxProblem = 'not-a-zip' | 'not-a-word-document' | 'too-large-unpacked';

/** Undefined when the file is a Word document within the limits; otherwise what is wrong with it. */
export async function checkDocx(
  path: string,
  limits: DocxLimits = defaultDocxLimits,
): Promise<DocxProblem | undefined> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false, strictFileNames: false });
  } catch {
    return 'not-a-zip';
  }
  try {
    if (zip.entryCount > limits.maxEntries) return 'too-large-unpacked';
    const names = new Set<string>();
    let unpacked = 0;
    const problem = await new Promise<DocxProblem | undefined>((resolve) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        names.add(entry.fileName);
        unpacked += entry.uncompressedSize;
        const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
        if (unpacked > limits.maxUnpackedBytes || (entry.uncompressedSize > 1024 * 1024 && ratio > limits.maxRatio)) {
          resolve('too-large-unpacked');
          return;
        }
        zip.readEntry();
      });
      zip.on('end', () => resolve(undefined));
      zip.on('error', () => resolve('not-a-zip'));
      zip.readEntry();
    });
    if (problem) return problem;
    return names.has('[Content_Types].xml') && names.has('word/document.xml') ? undefined : 'not-a-word-document';
  } finally {
    zip.close();
  }
}
