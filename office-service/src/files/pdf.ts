/**
 * A PDF is kept as it came (a scan is the school's evidence), but only once it parses as one: a file that starts
 * with `%PDF-` and then holds a web page with a script is no PDF, and is refused. pdf-lib reads the whole object
 * structure, the catalogue and its pages; encrypted files are read as far as their structure goes. Run in the
 * checking process (isolatedCheck.ts), not in office-service.
 */
import { readFile } from 'node:fs/promises';
import { PDFDocument } from '@cantoo/pdf-lib';

/** True when the file parses as a PDF of at least one page. */
export async function isReadablePdf(path: string): Promise<boolean> {
  try {
    const document = await PDFDocument.load(await readFile(path), {
      ignoreEncryption: true,
      throwOnInvalidObject: true,
      updateMetadata: false,
    });
    return document.getPageCount() > 0;
  } catch {
    return false;
  }
}
