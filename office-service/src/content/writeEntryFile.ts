/**
 * An entry's file as the console writes it: its fields as YAML front-matter, in the order the form gave them,
 * between two `---` lines, then the Markdown text, ending with a newline. The text is checked exactly as written,
 * so a problem's line is the file's.
 */
import type { ContentEntryFile } from '@school/contracts';
import { stringify } from 'yaml';

export function entryFileText(file: ContentEntryFile): string {
  // lineWidth 0: a long summary stays on its line, as a clerk would write it by hand.
  const frontMatter = Object.keys(file.fields).length === 0 ? '' : stringify(file.fields, { lineWidth: 0 });
  const text = file.text.replace(/\r\n/g, '\n');
  return `---\n${frontMatter}---\n${text.endsWith('\n') || text === '' ? text : `${text}\n`}`;
}
