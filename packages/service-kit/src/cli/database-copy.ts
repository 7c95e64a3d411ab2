/**
 * One service database's backup, check and restore, for scripts/backup/*.sh (`make backup`, `make restore`). The
 * same file runs on the host (`make start`) and in either service's container, which both ship the kit:
 *   node /app/packages/service-kit/dist/cli/database-copy.js backup /data/payments.sqlite /data/copy.sqlite
 *
 *   backup <database> <copy>    consistent online copy of a live database, then checked; refused when it would
 *                                not fit (leaving DATA_MIN_FREE_MB free on the database's own disk)
 *   check <copy>                PRAGMA integrity_check and row counts; exit 1 if the copy must not be used
 *   restore <copy> <database>...  check every copy, refuse a database still open (its service must be stopped),
 *                                then replace each database and drop its -wal/-shm
 * Prints one line per database: the size and the rows per table. Errors: one plain line on stderr and exit 1
 * (2: bad usage).
 */
import { SettingsReader } from '../settings.js';
import { backupDatabase, checkDatabase, restoreDatabases, type DatabaseReport } from '../sqliteCopy.js';

const usage = 'usage: database-copy.js backup <database> <copy> | check <copy> | restore (<copy> <database>)...';

function describe(report: DatabaseReport): string {
  const rows = Object.entries(report.rows).map(([table, count]) => `${table} ${count}`);
  return `integrity ok, ${report.bytes} bytes, rows: ${rows.join(', ') || 'no tables'}`;
}

async function run([command, ...paths]: string[]): Promise<DatabaseReport[] | undefined> {
  if (command === 'backup' && paths.length === 2) {
    // The service's own free-space margin (its container's DATA_MIN_FREE_MB, or make start's), kept on its disk.
    const keepFreeBytes = new SettingsReader(process.env).minFreeDiskBytes();
    return [await backupDatabase(paths[0]!, paths[1]!, { keepFreeBytes })];
  }
  if (command === 'check' && paths.length === 1) return [checkDatabase(paths[0]!)];
  if (command === 'restore' && paths.length > 0 && paths.length % 2 === 0) {
    const pairs = [];
    for (let i = 0; i < paths.length; i += 2) pairs.push({ copy: paths[i]!, database: paths[i + 1]! });
    return restoreDatabases(pairs);
  }
  return undefined;
}

try {
  const reports = await run(process.argv.slice(2));
  if (reports) {
    for (const report of reports) console.log(describe(report));
  } else {
    console.error(usage);
    process.exitCode = 2;
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
