/**
 * The content folder's entries as the console reads and writes them: `<collection>/<name>.md` (English) and
 * `<name>.ne.md` (its Nepali version) in SITE_CONTENT_DIR, the folder `make publish` builds the site from.
 *
 * A save or delete names the version it read; the version is recomputed from the bytes on disk right before the
 * write, in the same synchronous turn, so a save since (or a hand edit on the server) is refused, never overwritten.
 * Every file is checked with the build's own rules (checkContentFile) on the text exactly as it will be written.
 */
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  contentCollections,
  contentEntryNamePattern,
  type ContentCollectionName,
  type ContentEntryAnswer,
  type ContentEntryFile,
  type ContentEntrySummary,
  type ContentProblem,
  type ContentSaveRequest,
} from '@school/contracts';
import { checkContentFile, parseContentFile, type ContentLanguage } from '@school/contracts/site-content';
import { replaceFileAtomically } from './atomicFile.js';
import { entryVersion } from './entryVersion.js';
import { entryFileText } from './writeEntryFile.js';

export type SaveOutcome =
  | { kind: 'saved'; version: string }
  | { kind: 'problems'; problems: ContentProblem[] }
  | { kind: 'exists' }
  | { kind: 'changed' };

export type DeleteOutcome = { kind: 'deleted' } | { kind: 'missing' } | { kind: 'changed' };

const englishEnding = '.md';
const entryName = new RegExp(contentEntryNamePattern);
const nepaliEnding = '.ne.md';

export class ContentFolder {
  constructor(readonly root: string) {}

  /** Whether a file a content file names (its path from the content folder, "images/a.jpg") is there. */
  readonly fileExists = (pathInContentFolder: string): boolean => {
    try {
      return statSync(join(this.root, pathInContentFolder)).isFile();
    } catch {
      return false;
    }
  };

  /** Every collection's entries (their English files), newest date first, then by name. */
  list(): ContentEntrySummary[] {
    const entries: ContentEntrySummary[] = [];
    for (const collection of contentCollections) {
      for (const name of this.entryNames(collection)) {
        const files = this.readFiles(collection, name);
        if (!files) continue;
        const data = fieldsOf(files.en.toString('utf8'));
        entries.push({
          collection,
          name,
          title: textField(data, collection === 'exams' ? 'subject' : 'title'),
          date: textField(data, collection === 'vacancies' ? 'closes' : 'date'),
          hasNepali: files.ne !== undefined,
          version: entryVersion(files.en, files.ne),
        });
      }
    }
    return entries.sort((a, b) => b.date.localeCompare(a.date) || a.name.localeCompare(b.name));
  }

  /** An entry's fields and text as they are on disk, problems and all (the form shows what is there). */
  read(collection: ContentCollectionName, name: string): ContentEntryAnswer | undefined {
    const files = this.readFiles(collection, name);
    if (!files) return undefined;
    return {
      collection,
      name,
      version: entryVersion(files.en, files.ne),
      en: entryFile(files.en),
      ne: files.ne === undefined ? null : entryFile(files.ne),
    };
  }

  /** Checks both files, then (the version still the one read) writes them; nothing is written on a problem. */
  save(collection: ContentCollectionName, name: string, request: ContentSaveRequest): SaveOutcome {
    const en = entryFileText(request.en);
    const ne = request.ne === null ? undefined : entryFileText(request.ne);
    const problems = [
      ...this.problemsOf(collection, en, 'en'),
      ...(ne === undefined ? [] : this.problemsOf(collection, ne, 'ne')),
    ];
    if (problems.length) return { kind: 'problems', problems };

    const current = this.readFiles(collection, name);
    if (request.version === null && current) return { kind: 'exists' };
    if (request.version !== null && (!current || entryVersion(current.en, current.ne) !== request.version))
      return { kind: 'changed' };

    const paths = this.pathsOf(collection, name);
    mkdirSync(join(this.root, collection), { recursive: true });
    if (ne === undefined) rmSync(paths.ne, { force: true });
    else replaceFileAtomically(paths.ne, ne);
    replaceFileAtomically(paths.en, en);
    return {
      kind: 'saved',
      version: entryVersion(Buffer.from(en, 'utf8'), ne === undefined ? undefined : Buffer.from(ne, 'utf8')),
    };
  }

  /** Removes both files of the entry, when its version is still the one read. */
  delete(collection: ContentCollectionName, name: string, version: string): DeleteOutcome {
    const current = this.readFiles(collection, name);
    if (!current) return { kind: 'missing' };
    if (entryVersion(current.en, current.ne) !== version) return { kind: 'changed' };
    const paths = this.pathsOf(collection, name);
    // The Nepali file first: an English file alone is still a whole entry if the second removal fails.
    rmSync(paths.ne, { force: true });
    rmSync(paths.en, { force: true });
    return { kind: 'deleted' };
  }

  private problemsOf(collection: ContentCollectionName, text: string, language: ContentLanguage): ContentProblem[] {
    return checkContentFile(collection, text, this.fileExists, language).map((problem) => ({ language, ...problem }));
  }

  private pathsOf(collection: ContentCollectionName, name: string): { en: string; ne: string } {
    const folder = join(this.root, collection);
    return { en: join(folder, `${name}${englishEnding}`), ne: join(folder, `${name}${nepaliEnding}`) };
  }

  /** The entry's files' bytes; undefined when it has no English file (a Nepali file alone is no entry). */
  private readFiles(
    collection: ContentCollectionName,
    name: string,
  ): { en: Buffer; ne: Buffer | undefined } | undefined {
    const paths = this.pathsOf(collection, name);
    const en = readRegularFile(paths.en);
    if (en === undefined) return undefined;
    return { en, ne: readRegularFile(paths.ne) };
  }

  private entryNames(collection: ContentCollectionName): string[] {
    const folder = join(this.root, collection);
    if (!existsSync(folder)) return [];
    return (
      readdirSync(folder)
        .filter((file) => file.endsWith(englishEnding) && !file.endsWith(nepaliEnding) && !file.startsWith('.'))
        .map((file) => file.slice(0, -englishEnding.length))
        // A file named by hand outside the rule (spaces, capitals) cannot be opened by its address: not listed.
        .filter((name) => entryName.test(name))
    );
  }
}

function readRegularFile(path: string): Buffer | undefined {
  try {
    if (!lstatSync(path).isFile()) return undefined;
    return readFileSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The front-matter as data (an empty record when it is not a YAML mapping) and the text below it. */
function entryFile(bytes: Buffer): ContentEntryFile {
  const parsed = parseContentFile(bytes.toString('utf8'));
  return { fields: asRecord(parsed.data), text: parsed.body };
}

function fieldsOf(text: string): Record<string, unknown> {
  return asRecord(parseContentFile(text).data);
}

function asRecord(data: unknown): Record<string, unknown> {
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}

function textField(data: Record<string, unknown>, field: string): string {
  const value = data[field];
  return typeof value === 'string' ? value : '';
}
