import { describe, expect, it } from 'vitest';
import { officeResultsTexts } from '../../content/officeResults';
import { readResultsFile, resultsFileMaxBytes, resultsRefusal } from './resultsFile';

const words = officeResultsTexts.en;

describe('readResultsFile', () => {
  it('keeps the text exactly as saved, the byte order mark of Excel’s “CSV UTF-8” and Devanagari included', async () => {
    const saved = '\uFEFFname,class\r\nसीता साह,Grade 5\r\n';
    expect(await readResultsFile(new File([saved], 'term.csv'), words)).toEqual({
      ok: true,
      name: 'term.csv',
      text: saved,
    });
  });

  it('refuses a file that is not UTF-8 (Excel’s plain “CSV” in a Western code page) with the Save As hint', async () => {
    const windows1252 = new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0x52, 0xe9, 0x6e, 0x75]); // "name\nRénu"
    expect(await readResultsFile(new File([windows1252], 'term.csv'), words)).toEqual({
      ok: false,
      problem: words.notUtf8,
    });
  });

  it('refuses a file over the office’s limit before reading it', async () => {
    const large = new File([new Uint8Array(resultsFileMaxBytes + 1)], 'workbook.xlsx');
    expect(await readResultsFile(large, words)).toEqual({ ok: false, problem: words.fileTooLarge });
  });
});

describe('resultsRefusal', () => {
  it('words each refusal in the page’s language by its status', () => {
    expect(resultsRefusal(0, words)).toBe(words.unavailable);
    expect(resultsRefusal(503, words)).toBe(words.unavailable);
    expect(resultsRefusal(413, words)).toBe(words.fileTooLarge);
    expect(resultsRefusal(404, words)).toBe(words.noExam);
    expect(resultsRefusal(400, words)).toBe(words.failed);
  });
});
