import type { OfficeResultsWords } from '../../content/officeResults';

/** The largest file the office takes (the API's own limit is this many characters: resultsCsvMaxChars). */
export const resultsFileMaxBytes = 1_000_000;

/** A chosen file as text, or why it cannot be sent. */
export type ReadFile = { ok: true; name: string; text: string } | { ok: false; problem: string };

/**
 * The chosen file's text exactly as saved, the byte order mark Excel writes included (the office's reader takes it
 * off, as `make results import` does). A file that is not UTF-8 (Excel's plain "CSV" on some computers) is refused
 * here, where the words can say which "Save as" to choose.
 */
export async function readResultsFile(file: File, words: OfficeResultsWords): Promise<ReadFile> {
  if (file.size > resultsFileMaxBytes) return { ok: false, problem: words.fileTooLarge };
  try {
    const bytes = await file.arrayBuffer();
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    return { ok: true, name: file.name, text };
  } catch (error) {
    return { ok: false, problem: error instanceof TypeError ? words.notUtf8 : words.fileUnreadable };
  }
}

/** A refused request in the page's words, by its status (the office's own words are English). */
export function resultsRefusal(status: number, words: OfficeResultsWords): string {
  if (status === 0 || status >= 502) return words.unavailable;
  if (status === 413) return words.fileTooLarge;
  if (status === 404) return words.noExam;
  return words.failed;
}
