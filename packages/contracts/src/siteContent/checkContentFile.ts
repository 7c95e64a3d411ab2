/**
 * One content file's front-matter, read and checked against its kind's schema: what the site's build does to each
 * file, and what a server (the console's API) calls to check a file before writing it. The same messages, at the
 * same lines, as `make publish` prints.
 */
import type { Static } from 'typebox';
import { checkFields } from './checkFields.js';
import { contentKinds, type ContentLanguage, type ContentKind } from './contentKinds.js';
import { parseContentFile, type FrontMatterFile } from './frontMatter.js';

/** A mistake in a content file, in plain words: its line (1-based), its field's path ("cover.alt"; "" for the file). */
export interface ContentFileProblem {
  line: number;
  field: string;
  message: string;
}

/** The fields of a kind of file in a language, as checked. */
export type ContentFields<Kind extends ContentKind, Language extends ContentLanguage> = Static<
  (typeof contentKinds)[Kind][Language]
>;

export interface ReadContentFile<Fields> {
  /** The checked fields; undefined when the file has any problem in them. */
  data: Fields | undefined;
  /** The parsed file: its body, and the line of each field. */
  parsed: FrontMatterFile;
  problems: ContentFileProblem[];
}

/**
 * Reads a file of a kind (a collection's `.md` file, in English or its Nepali `.ne.md` version; or school.yml).
 * `fileExists` answers for a file the front-matter names, by its path from the content folder.
 */
export function readContentFile<Kind extends ContentKind, Language extends ContentLanguage>(
  kind: Kind,
  language: Language,
  text: string,
  fileExists: (pathInContentFolder: string) => boolean,
): ReadContentFile<ContentFields<Kind, Language>> {
  const parsed = parseContentFile(text, kind === 'school');
  const problems: ContentFileProblem[] = parsed.syntaxProblems.map(({ line, message }) => ({
    line,
    field: '',
    message,
  }));
  if (problems.length) return { data: undefined, parsed, problems };
  const data = checkFields(contentKinds[kind][language], parsed.data ?? {}, {
    folder: kind === 'school' ? '' : kind,
    fileExists,
    report: (path, message, atKey) =>
      problems.push({ line: parsed.lineOf(path, atKey), field: path.join('.'), message }),
  });
  return { data: data as ContentFields<Kind, Language> | undefined, parsed, problems };
}

/** The problems of one content file's front-matter (none: it may be written). */
export function checkContentFile(
  kind: ContentKind,
  text: string,
  fileExists: (pathInContentFolder: string) => boolean,
  language: ContentLanguage = 'en',
): ContentFileProblem[] {
  return readContentFile(kind, language, text, fileExists).problems;
}
