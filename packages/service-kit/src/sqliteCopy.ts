/**
 * Backup and restore of one service's SQLite file, shared by both services (`make backup`, `make restore`): the
 * copy is taken with SQLite's online backup API, so it is consistent while the service keeps writing in WAL mode,
 * and every copy is checked with `PRAGMA integrity_check` before it is trusted, on the way out and on the way in.
 */
import {
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  openSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { freeBytesOn, isDiskFull } from './diskSpace.js';

export interface DatabaseReport {
  file: string;
  bytes: number;
  /** Rows per table, by table name. */
  rows: Record<string, number>;
}

/** A copy that must not be used: missing, not SQLite at all, or failing the integrity check. */
export class UnusableCopyError extends Error {}

/**
 * Checks a database file with `PRAGMA integrity_check` and counts its rows. Opens it read-only: a copy is never
 * changed by being looked at. Throws UnusableCopyError, in plain words, for a file that must not be used.
 */
export function checkDatabase(file: string): DatabaseReport {
  if (!existsSync(file)) throw new UnusableCopyError(`${file} does not exist.`);
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new UnusableCopyError(`${file} cannot be opened as an SQLite database (${(error as Error).message}).`);
  }
  try {
    const problems = integrityProblems(db);
    if (problems.length > 0) {
      throw new UnusableCopyError(`${file} fails the integrity check: ${problems.slice(0, 5).join('; ')}`);
    }
    return { file, bytes: statSync(file).size, rows: rowCounts(db) };
  } finally {
    db.close();
  }
}

function integrityProblems(db: Database.Database): string[] {
  try {
    const lines = db.pragma('integrity_check', { simple: false }) as { integrity_check: string }[];
    return lines.map((line) => line.integrity_check).filter((line) => line !== 'ok');
  } catch (error) {
    // A damaged header or page can stop the check itself ("database disk image is malformed").
    return [(error as Error).message];
  }
}

function rowCounts(db: Database.Database): Record<string, number> {
  const tables = db
    .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .pluck()
    .all() as string[];
  const rows: Record<string, number> = {};
  for (const table of tables) {
    rows[table] = db
      .prepare(`SELECT count(*) FROM "${table.replaceAll('"', '""')}"`)
      .pluck()
      .get() as number;
  }
  return rows;
}

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The bytes a database takes with its WAL: about what its copy needs. */
function databaseBytes(database: string): number {
  const wal = `${database}-wal`;
  return statSync(database).size + (existsSync(wal) ? statSync(wal).size : 0);
}

/**
 * Refuses a backup that would not fit, before anything is written. When the copy goes onto the database's own
 * disk (inside a service's container, the copy is staged in /data), `keepFreeBytes` more must stay free too:
 * the service's own margin (DATA_MIN_FREE_MB), so that a backup never makes the service refuse writes.
 */
function requireRoomForCopy(database: string, copy: string, keepFreeBytes: number): void {
  const folder = dirname(copy);
  const sameDisk = statSync(folder).dev === statSync(dirname(database)).dev;
  const needed = databaseBytes(database) + (sameDisk ? keepFreeBytes : 0);
  const free = freeBytesOn(folder);
  if (free < needed) {
    throw new Error(
      `Not enough free disk space for the backup of ${basename(database)}: it needs about ${size(needed)} ` +
        `where ${folder} is, and ${size(free)} is free. Free some space (old backups, logs) and run it again. ` +
        'Nothing was changed.',
    );
  }
}

/**
 * Writes a consistent copy of a live database to `copy` (which must not exist yet) and checks it. The copy is
 * switched out of WAL mode so that it is one self-contained file, safe to move around and to open read-only.
 * A copy that does not fit is refused before it starts; one that fills the disk on its way is removed. Either way
 * the live database is only read.
 */
export async function backupDatabase(
  database: string,
  copy: string,
  options: { keepFreeBytes?: number } = {},
): Promise<DatabaseReport> {
  if (!existsSync(database)) throw new Error(`${database} does not exist: nothing to back up.`);
  if (existsSync(copy)) throw new Error(`${copy} already exists; a backup never overwrites a file.`);
  requireRoomForCopy(database, copy, options.keepFreeBytes ?? 0);
  try {
    // Not read-only: a reader of a WAL database may need to create its -shm file. Nothing is written to it.
    const source = new Database(database, { fileMustExist: true });
    try {
      source.pragma('busy_timeout = 5000');
      await source.backup(copy);
    } finally {
      source.close();
    }
    const written = new Database(copy, { fileMustExist: true });
    try {
      // Exclusive first: SQLite then keeps the copy's WAL index in memory instead of creating a -shm file,
      // which a nearly full disk may have no room for.
      written.pragma('locking_mode = EXCLUSIVE');
      written.pragma('journal_mode = DELETE');
    } finally {
      written.close();
    }
  } catch (error) {
    for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(`${copy}${suffix}`, { force: true });
    if (!isDiskFull(error)) throw error;
    throw new Error(
      `The disk where ${dirname(copy)} is filled up during the backup of ${basename(database)}. The partial copy ` +
        'was removed and the live database was not changed. Free some space (old backups, logs) and run it again.',
      { cause: error },
    );
  }
  return checkDatabase(copy);
}

/** Process ids that hold `file` open (Linux /proc; elsewhere nothing can be told, so none). */
export function processesUsing(file: string): number[] {
  if (!existsSync('/proc/self/fd')) return [];
  const target = resolve(file);
  const holders: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    let descriptors: string[];
    try {
      descriptors = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // gone, or another user's process
    }
    const holds = descriptors.some((fd) => {
      try {
        return readlinkSync(`/proc/${entry}/fd/${fd}`) === target;
      } catch {
        return false;
      }
    });
    if (holds) holders.push(Number(entry));
  }
  return holders;
}

/**
 * What a restore ends: the office's staff sessions, and the sign-in codes, links and passkey challenges not yet used
 * when the copy was taken (passkeys themselves stay: they are the staff's own keys). A copy may hold sessions that were signed out, removed or stolen since, and a link used since would work
 * again; after a restore every member of staff signs in afresh.
 */
export const signInTablesEndedByRestore = [
  'staff_sessions',
  'sign_in_codes',
  'sign_in_links',
  'passkey_challenges',
] as const;

/** Empties the sign-in tables of a database file that has them (office-service's); how many rows went. */
function endSignIns(file: string): number {
  const db = new Database(file);
  try {
    let ended = 0;
    for (const table of signInTablesEndedByRestore) {
      const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table);
      // Only a table with rows is written to: a copy without sessions stays the set's own bytes.
      if (exists && db.prepare(`SELECT count(*) FROM ${table}`).pluck().get()) {
        ended += db.prepare(`DELETE FROM ${table}`).run().changes;
      }
    }
    return ended;
  } finally {
    db.close();
  }
}

export interface RestorePair {
  copy: string;
  database: string;
}

/**
 * Replaces each database with its checked copy. Every copy is checked, and no database may be open in any process
 * (its service must be stopped first), before anything changes: a refusal leaves every database as it was.
 * Each copy is written beside its database and renamed over it, so a crash leaves the old file or the new one; the
 * old file's -wal and -shm go, since they belong to the replaced database. Every staff session ends (see
 * signInTablesEndedByRestore) in the copy before it is renamed in.
 */
export function restoreDatabases(pairs: RestorePair[]): DatabaseReport[] {
  const reports = pairs.map(({ copy }) => checkDatabase(copy));
  for (const { database } of pairs) {
    const holders = processesUsing(database);
    if (holders.length > 0) {
      throw new Error(
        `${database} is open in process ${holders.join(', ')}: stop its service first (make start: Ctrl-C). Nothing restored.`,
      );
    }
  }
  return pairs.map(({ copy, database }, index) => {
    const incoming = join(dirname(database), `.${basename(database)}.restoring`);
    copyFileSync(copy, incoming);
    endSignIns(incoming);
    syncFile(incoming);
    // Before the rename: SQLite would replay the old database's -wal into the new file.
    for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${database}${suffix}`, { force: true });
    renameSync(incoming, database);
    syncFile(dirname(database));
    return { ...reports[index]!, file: database };
  });
}

/** Flushes a file (or a folder's entries) to disk, so that a restore survives a power cut. */
function syncFile(path: string): void {
  const descriptor = openSync(path, 'r');
  try {
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}
