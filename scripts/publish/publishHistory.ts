/**
 * The history of publishes, so the last one can be undone: beside each live release of the site
 * (scripts/publish/siteReleases.ts), a record of the content folder it was built from.
 *
 *   <site>/history/<release>.json   when it was published, and each content file's path and SHA-256
 *   <site>/history/files/<sha256>   each file's bytes, once however many publishes hold it
 *
 * Files are kept by their content, so twenty publishes of a folder with a 12 MB photo keep one copy of it. The
 * history lives on the site's folder (the Compose `site` volume), not in the content folder, so the school's folder
 * holds only what the office wrote. Hidden entries (.git, editors' swap files) are neither recorded nor touched.
 */
import { createHash } from 'node:crypto';
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

export interface ContentRecord {
  release: string;
  /** ISO 8601, UTC. */
  publishedAt: string;
  /** Each content file's path in the folder (with `/`) and its SHA-256. */
  files: Record<string, string>;
}

const historyFolder = 'history';
const filesFolder = 'files';

const recordPath = (siteDir: string, release: string) => join(siteDir, historyFolder, `${release}.json`);
const storedFile = (siteDir: string, sha256: string) => join(siteDir, historyFolder, filesFolder, sha256);

/** Every file of the content folder, by its path with `/`, hidden ones left out. */
function contentFiles(contentDir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) found.push(relative(contentDir, path).split(sep).join('/'));
    }
  };
  walk(contentDir);
  return found.sort();
}

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Reads the content folder as it is now and keeps its files in the history; returns the record to write once the
 * release built from it is live (taken before the build, so an edit made during it is not recorded as published).
 */
export function takeContentRecord(
  siteDir: string,
  contentDir: string,
  release: string,
  now = new Date(),
): ContentRecord {
  mkdirSync(join(siteDir, historyFolder, filesFolder), { recursive: true });
  const files: Record<string, string> = {};
  for (const path of contentFiles(contentDir)) {
    const bytes = readFileSync(join(contentDir, path));
    const sha256 = sha256Of(bytes);
    const stored = storedFile(siteDir, sha256);
    if (!existsSync(stored)) {
      writeFileSync(`${stored}.part`, bytes);
      renameSync(`${stored}.part`, stored);
    }
    files[path] = sha256;
  }
  return { release, publishedAt: now.toISOString(), files };
}

export function writeContentRecord(siteDir: string, record: ContentRecord): void {
  const path = recordPath(siteDir, record.release);
  writeFileSync(`${path}.part`, `${JSON.stringify(record, null, 2)}\n`);
  renameSync(`${path}.part`, path);
}

export function readContentRecord(siteDir: string, release: string): ContentRecord | undefined {
  try {
    return JSON.parse(readFileSync(recordPath(siteDir, release), 'utf8')) as ContentRecord;
  } catch {
    return undefined;
  }
}

/** The publishes on record, newest first. */
export function publishHistory(siteDir: string): ContentRecord[] {
  let names: string[];
  try {
    names = readdirSync(join(siteDir, historyFolder)).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names
    .map((name) => readContentRecord(siteDir, name.slice(0, -'.json'.length)))
    .filter((record): record is ContentRecord => record !== undefined)
    .sort((a, b) => (a.release < b.release ? 1 : -1));
}

/** Says which content files could not be written or removed by this process, before anything is changed. */
export function unwritableContent(contentDir: string, record: ContentRecord): string[] {
  const refused: string[] = [];
  const check = (path: string, mode: number) => {
    try {
      accessSync(path, mode);
    } catch {
      refused.push(relative(contentDir, path) || '.');
    }
  };
  const current = contentFiles(contentDir);
  for (const path of new Set([...current, ...Object.keys(record.files)])) {
    const file = join(contentDir, path);
    if (existsSync(file)) check(file, constants.W_OK);
    let folder = dirname(file);
    while (!existsSync(folder)) folder = dirname(folder);
    check(folder, constants.W_OK | constants.X_OK);
  }
  return [...new Set(refused)];
}

/**
 * Makes the content folder hold exactly the record's files: changed and missing ones written back (each by a
 * rename, so a reader never sees half a file), ones added since removed, with the folders they leave empty.
 */
export function restoreContent(siteDir: string, contentDir: string, record: ContentRecord): void {
  for (const [path, sha256] of Object.entries(record.files)) {
    const file = join(contentDir, path);
    if (existsSync(file) && sha256Of(readFileSync(file)) === sha256) continue;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.restoring`, readFileSync(storedFile(siteDir, sha256)));
    renameSync(`${file}.restoring`, file);
  }
  for (const path of contentFiles(contentDir)) {
    if (path in record.files) continue;
    rmSync(join(contentDir, path));
    for (let folder = dirname(join(contentDir, path)); folder !== contentDir; folder = dirname(folder)) {
      if (readdirSync(folder).length > 0) break;
      rmdirSync(folder);
    }
  }
}

/** Removes the records of releases that are gone, and the files no record holds any more. */
export function pruneHistory(siteDir: string, releases: readonly string[]): void {
  const kept = new Set(releases);
  const held = new Set<string>();
  for (const record of publishHistory(siteDir)) {
    if (kept.has(record.release)) for (const sha256 of Object.values(record.files)) held.add(sha256);
    else rmSync(recordPath(siteDir, record.release), { force: true });
  }
  const folder = join(siteDir, historyFolder, filesFolder);
  if (!existsSync(folder)) return;
  // A file stored in the last hour may belong to a publish still building, whose record is not written yet.
  const settled = Date.now() - 3_600_000;
  for (const name of readdirSync(folder))
    if (!held.has(name) && statSync(join(folder, name)).mtimeMs < settled) rmSync(join(folder, name), { force: true });
}
