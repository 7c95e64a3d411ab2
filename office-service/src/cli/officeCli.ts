/**
 * What `make admissions` and `make messages` share: where the data is (the service's own settings), opening it,
 * the retention setting, times in Nepal time and a plain table for the terminal.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { formatNepalTime } from '@school/contracts/nepal-time';
import { isDiskFull } from '@school/service-kit';
import { OfficeRecords } from '../records/officeRecords.js';
import { openDatabase } from '../store/database.js';
import { resultsDatabasePath } from './resultsCommand.js';

export interface Output {
  write(text: string): unknown;
}

export type Env = Record<string, string | undefined>;

/** The database and the files folder, found from the same settings as the service (and make backup). */
export function officePaths(env: Env): { database: string; files: string } {
  const database = resultsDatabasePath(env);
  return { database, files: env.OFFICE_FILES_PATH || join(dirname(database), 'office-files') };
}

/** OFFICE_RETENTION_DAYS as the service reads it (365 when unset); undefined when it is not a whole number ≥ 1. */
export function retentionDays(env: Env): number | undefined {
  const raw = env.OFFICE_RETENTION_DAYS?.trim() || '365';
  return /^\d{1,5}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : undefined;
}

/** A list's time: "2025-09-17T08:20:00.000Z" → "2025-09-17 14:05" (Nepal time; the column's heading says so). */
export function nepalMinute(moment: Date | string): string {
  return formatNepalTime(moment, { seconds: false });
}

/** The time before a line that reports a change (delete, purge): "2026-11-24 11:45:00+05:45", offset and all. */
export function actionTime(moment: Date): string {
  return formatNepalTime(moment, { offset: true });
}

/** Columns padded to their widest cell (at most `maxWidth` characters; longer cells end in …), one line per row. */
export function table(header: readonly string[], rows: readonly (readonly string[])[], maxWidth = 28): string {
  const fit = (value: string) => {
    const chars = [...value.replace(/\s+/g, ' ').trim()];
    return chars.length > maxWidth ? `${chars.slice(0, maxWidth - 1).join('')}…` : chars.join('');
  };
  const cells = [header, ...rows].map((row) => row.map(fit));
  const widths = header.map((_, column) => Math.max(...cells.map((row) => [...row[column]!].length)));
  return cells
    .map((row) =>
      row
        .map((cell, column) => cell + ' '.repeat(widths[column]! - [...cell].length))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
    .concat('\n');
}

/**
 * Runs `work` on the office's records; answers its exit code. No database yet: `whenMissing` answers instead
 * (nothing was ever received), so a look never creates one. A full disk is said in plain words.
 */
export function withRecords(
  name: string,
  env: Env,
  stderr: Output,
  whenMissing: () => number,
  work: (records: OfficeRecords, paths: { database: string; files: string }) => number,
): number {
  const paths = officePaths(env);
  if (!existsSync(paths.database)) return whenMissing();
  let db;
  try {
    db = openDatabase(paths.database);
  } catch (error) {
    stderr.write(`${name}: cannot open ${paths.database}: ${(error as Error).message}\n`);
    return 1;
  }
  try {
    return work(new OfficeRecords(db, paths.files), paths);
  } catch (error) {
    if (!isDiskFull(error)) throw error;
    stderr.write(
      `${name}: the disk where ${paths.database} is, is full: nothing was changed. Free some space and run it again.\n`,
    );
    return 1;
  } finally {
    db.close();
  }
}
