import { describe, expect, it } from 'vitest';
import { badContentFiles } from './badContentFiles.js';
import { checkContentFile, readContentFile } from './checkContentFile.js';
import { pathInContentFolder } from './checkFields.js';

/** The content folder's files, as a server's store would answer. */
const files = new Set(['images/peace-rally-hero.svg', 'files/fees.pdf']);
const fileExists = (path: string) => files.has(path);

describe('checkContentFile: one file, as the console will check it before writing it', () => {
  it.each(badContentFiles)('$name: its one problem, at its line', ({ kind, language, text, line, message }) => {
    expect(checkContentFile(kind, text, fileExists, language).map(({ line, message }) => ({ line, message }))).toEqual([
      { line, message },
    ]);
  });

  it('names the field of each problem by its path', () => {
    const text =
      '---\ntitle: Fees\ndate: 2025-01-01\nattachments:\n  - file: ../files/fees.pdf\n  - label: Fees\n---\nx\n';
    expect(checkContentFile('notices', text, fileExists)).toEqual([
      { line: 5, field: 'attachments.0', message: '"label" is missing from an attachment (file and label)' },
      { line: 6, field: 'attachments.1', message: '"file" is missing from an attachment (file and label)' },
    ]);
  });

  it('gives a good file no problem, and its fields tidied: text trimmed, files from the content folder', () => {
    const text =
      '---\ntitle: "  Fees  "\ndate: 2025-01-01\npinned: true\nattachments:\n  - file: ./../files/fees.pdf\n    label: 2082\n---\nPay.\n';
    const { data, problems, parsed } = readContentFile('notices', 'en', text, fileExists);
    expect(problems).toEqual([]);
    expect(data).toEqual({
      title: 'Fees',
      date: '2025-01-01',
      pinned: true,
      attachments: [{ file: 'files/fees.pdf', label: '2082' }],
    });
    expect(parsed.body).toBe('Pay.\n');
  });

  it('reads school.yml as a whole YAML file, its Nepali words in its ne: block', () => {
    const [first] = checkContentFile('school', 'name: Shanti\n', fileExists);
    expect(first).toEqual({ line: 1, field: '', message: '"shortName" is missing from the school data file' });
  });
});

describe('pathInContentFolder', () => {
  it('resolves a path written from a folder of the content folder, and refuses one leading out of it', () => {
    expect(pathInContentFolder('news', '../images/a.jpg')).toBe('images/a.jpg');
    expect(pathInContentFolder('', 'images/./a.jpg')).toBe('images/a.jpg');
    expect(pathInContentFolder('news', '../../a.jpg')).toBeUndefined();
    expect(pathInContentFolder('news', '..')).toBeUndefined();
    expect(pathInContentFolder('news', '/etc/passwd')).toBeUndefined();
  });
});
