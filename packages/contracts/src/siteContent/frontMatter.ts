/**
 * A content file: YAML front-matter between two `---` lines, then the Markdown body. Parsed with `yaml`, whose
 * document keeps each value's place, so a problem names the line the value is on.
 */
import { isMap, isPair, isScalar, LineCounter, parseDocument, type Node } from 'yaml';

export type FieldPath = readonly (string | number)[];

export interface FrontMatterFile {
  /** The front-matter as plain data (undefined when there is none or it is not YAML). */
  data: unknown;
  /** The line of the value at this path; of its key when `key` is set; the nearest existing parent's otherwise. */
  lineOf(path: FieldPath, key?: boolean): number;
  /** The Markdown after the front-matter. */
  body: string;
  /** The file's line of the body's first line (1-based). */
  bodyLine: number;
  /** Problems of the file's shape or its YAML, with their lines. */
  syntaxProblems: { line: number; message: string }[];
}

const opening = /^---[ \t]*\r?\n/;
const closing = /^---[ \t]*$/m;

/** Splits and parses a Markdown file with front-matter, or (`wholeFileIsYaml`) a YAML data file. */
export function parseContentFile(text: string, wholeFileIsYaml = false): FrontMatterFile {
  let yamlText = text;
  let body = '';
  let bodyLine = 1;
  const yamlLine = wholeFileIsYaml ? 1 : 2;
  if (!wholeFileIsYaml) {
    if (!opening.test(text)) {
      return noData(text, 'the file must start with a line of three dashes (---), then its fields, then --- again');
    }
    const rest = text.replace(opening, '');
    const end = closing.exec(rest);
    if (!end) return noData(text, 'the fields at the top are not closed by a line of three dashes (---)');
    yamlText = rest.slice(0, end.index);
    const afterClosing = rest.slice(end.index).replace(/^---[ \t]*\r?\n?/, '');
    body = afterClosing;
    bodyLine = yamlLine + countLines(yamlText) + 1;
  }
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const lineAt = (offset: number) => lineCounter.linePos(offset).line + yamlLine - 1;
  const syntaxProblems = doc.errors.map((error) => ({
    line: lineAt(error.pos[0]),
    message: `the fields at the top are not written correctly (${yamlReason(error.code, error.message)})`,
  }));
  const lineOf = (path: FieldPath, key = false): number => {
    for (let depth = path.length; depth >= 0; depth -= 1) {
      const node = doc.getIn(path.slice(0, depth), true) as Node | undefined;
      if (key && depth === path.length && depth > 0) {
        const parent = doc.getIn(path.slice(0, depth - 1), true);
        if (isMap(parent)) {
          const pair = parent.items.find(
            (item) => isPair(item) && isScalar(item.key) && item.key.value === path[depth - 1],
          );
          const keyNode = pair?.key as Node | undefined;
          if (keyNode?.range) return lineAt(keyNode.range[0]);
        }
      }
      if (node?.range) return lineAt(node.range[0]);
    }
    return yamlLine;
  };
  return { data: syntaxProblems.length ? undefined : doc.toJS(), lineOf, body, bodyLine, syntaxProblems };
}

function noData(text: string, message: string): FrontMatterFile {
  return { data: undefined, lineOf: () => 1, body: text, bodyLine: 1, syntaxProblems: [{ line: 1, message }] };
}

function countLines(text: string): number {
  return text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

function yamlReason(code: string, message: string): string {
  if (code === 'DUPLICATE_KEY') return 'a field is written twice';
  if (code === 'TAB_AS_INDENT') return 'use spaces, not tabs, to indent';
  if (code === 'BAD_INDENT' || code === 'MISSING_CHAR')
    return 'check the indentation and the colon after each field name';
  return message.split('\n')[0] ?? code;
}
