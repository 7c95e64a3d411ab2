import { spawn, type ChildProcess } from 'node:child_process';
import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  backupDatabase,
  checkDatabase,
  restoreDatabases,
  signInTablesEndedByRestore,
  UnusableCopyError,
} from './sqliteCopy.js';
import { mountSmallDisk } from './testing.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sqlite-copy-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** A WAL database as the services keep theirs, with `rows` notes of 300 bytes (enough pages to damage one). */
function liveDatabase(file: string, rows: number): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)');
  const insert = db.prepare('INSERT INTO notes (text) VALUES (?)');
  for (let i = 0; i < rows; i++) insert.run(`note ${i} `.padEnd(300, 'x'));
  return db;
}

/** Overwrites one whole page in the middle of the file, as a failing disk would. */
function damageMiddle(file: string): void {
  const pageSize = 4096;
  const middlePage = Math.floor(statSync(file).size / pageSize / 2);
  const descriptor = openSync(file, 'r+');
  writeSync(descriptor, Buffer.alloc(pageSize, 0xa5), 0, pageSize, middlePage * pageSize);
  closeSync(descriptor);
}

describe('backupDatabase', () => {
  it('copies a live WAL database, rows still in the WAL included, into one checked file', async () => {
    const live = liveDatabase(join(dir, 'live.sqlite'), 50);
    live.prepare('INSERT INTO notes (text) VALUES (?)').run('the last one');
    const report = await backupDatabase(join(dir, 'live.sqlite'), join(dir, 'copy.sqlite'));
    live.close();

    expect(report.rows).toEqual({ notes: 51 });
    expect(report.bytes).toBe(statSync(join(dir, 'copy.sqlite')).size);
    const copy = new Database(join(dir, 'copy.sqlite'), { readonly: true });
    expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
    expect(copy.prepare('SELECT text FROM notes ORDER BY id DESC LIMIT 1').pluck().get()).toBe('the last one');
    copy.close();
    expect(existsSync(join(dir, 'copy.sqlite-wal'))).toBe(false);
  });

  it('never overwrites a file', async () => {
    liveDatabase(join(dir, 'live.sqlite'), 1).close();
    writeFileSync(join(dir, 'copy.sqlite'), 'older');
    await expect(backupDatabase(join(dir, 'live.sqlite'), join(dir, 'copy.sqlite'))).rejects.toThrow(/already exists/);
  });
});

describe('backupDatabase on a full disk', () => {
  it('refuses a copy that would not fit, before writing anything, and leaves the live database as it was', async () => {
    const live = liveDatabase(join(dir, 'live.sqlite'), 400);
    live.pragma('wal_checkpoint(TRUNCATE)');
    const before = readFileSync(join(dir, 'live.sqlite'));
    const disk = mountSmallDisk(64 * 1024);
    try {
      const copy = join(disk.folder, 'copy.sqlite');
      await expect(backupDatabase(join(dir, 'live.sqlite'), copy)).rejects.toThrow(
        /^Not enough free disk space for the backup of live\.sqlite: it needs about \d+ KB where .* is, and \d+ KB is free\. Free some space .* Nothing was changed\.$/,
      );
      expect(existsSync(copy)).toBe(false);
    } finally {
      disk.remove();
    }
    expect(readFileSync(join(dir, 'live.sqlite')).equals(before)).toBe(true);
    expect(live.prepare('SELECT count(*) FROM notes').pluck().get()).toBe(400);
    live.close();
  });

  it("keeps the margin free when the copy goes onto the database's own disk", async () => {
    const disk = mountSmallDisk(4 * 1024 * 1024);
    try {
      const live = liveDatabase(join(disk.folder, 'live.sqlite'), 400);
      const copy = join(disk.folder, 'copy.sqlite');
      // 400 notes are about 150 KB: they fit, but not with 8 MB kept free.
      await expect(
        backupDatabase(join(disk.folder, 'live.sqlite'), copy, { keepFreeBytes: 8 * 1024 * 1024 }),
      ).rejects.toThrow(/Not enough free disk space/);
      expect(existsSync(copy)).toBe(false);
      await expect(backupDatabase(join(disk.folder, 'live.sqlite'), copy)).resolves.toMatchObject({
        rows: { notes: 400 },
      });
      live.close();
    } finally {
      disk.remove();
    }
  });
});

describe('checkDatabase', () => {
  it('passes a sound copy and counts its rows', async () => {
    liveDatabase(join(dir, 'live.sqlite'), 120).close();
    await backupDatabase(join(dir, 'live.sqlite'), join(dir, 'copy.sqlite'));
    expect(checkDatabase(join(dir, 'copy.sqlite')).rows).toEqual({ notes: 120 });
  });

  it('refuses a copy with damaged bytes in the middle', async () => {
    liveDatabase(join(dir, 'live.sqlite'), 120).close();
    await backupDatabase(join(dir, 'live.sqlite'), join(dir, 'copy.sqlite'));
    damageMiddle(join(dir, 'copy.sqlite'));
    expect(() => checkDatabase(join(dir, 'copy.sqlite'))).toThrow(UnusableCopyError);
    expect(() => checkDatabase(join(dir, 'copy.sqlite'))).toThrow(/fails the integrity check|cannot be opened/);
  });

  it('refuses a copy whose rows no longer match their index, which only the integrity check sees', async () => {
    const live = liveDatabase(join(dir, 'live.sqlite'), 120);
    live.exec('CREATE INDEX notes_by_text ON notes (text)');
    live.close();
    await backupDatabase(join(dir, 'live.sqlite'), join(dir, 'copy.sqlite'));
    // One letter of one stored text changed: every page still reads, the table and its index disagree.
    const bytes = readFileSync(join(dir, 'copy.sqlite'));
    const at = bytes.indexOf('note 77 ');
    bytes[at] = 'N'.charCodeAt(0);
    writeFileSync(join(dir, 'copy.sqlite'), bytes);
    const readable = new Database(join(dir, 'copy.sqlite'), { readonly: true });
    expect(readable.prepare('SELECT count(*) FROM notes').pluck().get()).toBe(120);
    readable.close();
    expect(() => checkDatabase(join(dir, 'copy.sqlite'))).toThrow(/fails the integrity check: .*notes_by_text/);
  });

  it('refuses a missing file and a file that is not SQLite', () => {
    expect(() => checkDatabase(join(dir, 'none.sqlite'))).toThrow(/does not exist/);
    writeFileSync(join(dir, 'text.sqlite'), 'not a database at all, just some words '.repeat(200));
    expect(() => checkDatabase(join(dir, 'text.sqlite'))).toThrow(UnusableCopyError);
  });
});

describe('restoreDatabases', () => {
  let holder: ChildProcess | undefined;
  afterEach(() => {
    holder?.kill();
    holder = undefined;
  });

  async function twoCopies(): Promise<void> {
    liveDatabase(join(dir, 'a-live.sqlite'), 10).close();
    liveDatabase(join(dir, 'b-live.sqlite'), 20).close();
    await backupDatabase(join(dir, 'a-live.sqlite'), join(dir, 'a-copy.sqlite'));
    await backupDatabase(join(dir, 'b-live.sqlite'), join(dir, 'b-copy.sqlite'));
  }

  /** A database whose service died (kill -9): its -wal and -shm are left beside it, the WAL holding rows. */
  function oldDatabase(file: string): void {
    const db = liveDatabase(file, 3);
    db.pragma('wal_autocheckpoint = 0');
    db.prepare('INSERT INTO notes (text) VALUES (?)').run('only in the wal');
    copyFileSync(`${file}-wal`, `${file}-wal.kept`);
    copyFileSync(`${file}-shm`, `${file}-shm.kept`);
    db.close(); // a clean close checkpoints and removes them: put them back
    copyFileSync(`${file}-wal.kept`, `${file}-wal`);
    copyFileSync(`${file}-shm.kept`, `${file}-shm`);
  }

  it('replaces each database and removes the replaced one’s -wal and -shm', async () => {
    await twoCopies();
    oldDatabase(join(dir, 'a.sqlite'));
    const reports = restoreDatabases([
      { copy: join(dir, 'a-copy.sqlite'), database: join(dir, 'a.sqlite') },
      { copy: join(dir, 'b-copy.sqlite'), database: join(dir, 'b.sqlite') },
    ]);
    expect(reports.map((r) => r.rows)).toEqual([{ notes: 10 }, { notes: 20 }]);
    expect(existsSync(join(dir, 'a.sqlite-wal'))).toBe(false);
    expect(existsSync(join(dir, 'a.sqlite-shm'))).toBe(false);
    // Opened as the service opens it: nothing of the old database's WAL comes back.
    const restored = new Database(join(dir, 'a.sqlite'));
    restored.pragma('journal_mode = WAL');
    expect(restored.prepare('SELECT count(*) FROM notes').pluck().get()).toBe(10);
    restored.close();
    expect(checkDatabase(join(dir, 'b.sqlite')).rows).toEqual({ notes: 20 });
  });

  it('ends every staff session, code and link the copy holds, and keeps everything else', async () => {
    const live = liveDatabase(join(dir, 'office-live.sqlite'), 4);
    for (const table of signInTablesEndedByRestore) {
      live.exec(`CREATE TABLE ${table} (id INTEGER PRIMARY KEY, email TEXT)`);
      live
        .prepare(`INSERT INTO ${table} (email) VALUES (?), (?)`)
        .run('head@school.example.np', 'clerk@school.example.np');
    }
    live.close();
    await backupDatabase(join(dir, 'office-live.sqlite'), join(dir, 'office-copy.sqlite'));
    expect(checkDatabase(join(dir, 'office-copy.sqlite')).rows).toMatchObject({ staff_sessions: 2, notes: 4 });

    restoreDatabases([{ copy: join(dir, 'office-copy.sqlite'), database: join(dir, 'office.sqlite') }]);
    expect(checkDatabase(join(dir, 'office.sqlite')).rows).toEqual({
      notes: 4,
      staff_sessions: 0,
      sign_in_codes: 0,
      sign_in_links: 0,
    });
    // The set's own copy is left as it was.
    expect(checkDatabase(join(dir, 'office-copy.sqlite')).rows).toMatchObject({ staff_sessions: 2 });
  });

  it('changes nothing when one copy fails the check', async () => {
    await twoCopies();
    liveDatabase(join(dir, 'a.sqlite'), 3).close();
    damageMiddle(join(dir, 'b-copy.sqlite'));
    expect(() =>
      restoreDatabases([
        { copy: join(dir, 'a-copy.sqlite'), database: join(dir, 'a.sqlite') },
        { copy: join(dir, 'b-copy.sqlite'), database: join(dir, 'b.sqlite') },
      ]),
    ).toThrow(UnusableCopyError);
    expect(checkDatabase(join(dir, 'a.sqlite')).rows).toEqual({ notes: 3 });
    expect(existsSync(join(dir, 'b.sqlite'))).toBe(false);
  });

  it('refuses a database another process still has open', async () => {
    await twoCopies();
    liveDatabase(join(dir, 'a.sqlite'), 3).close();
    const script = `const db = require('better-sqlite3')(process.argv[1]); db.pragma('journal_mode'); console.log('open'); setInterval(() => {}, 1000);`;
    holder = spawn(process.execPath, ['-e', script, join(dir, 'a.sqlite')], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise((opened) => holder!.stdout!.once('data', opened));
    expect(() => restoreDatabases([{ copy: join(dir, 'a-copy.sqlite'), database: join(dir, 'a.sqlite') }])).toThrow(
      /is open in process \d+: stop its service first/,
    );
    expect(checkDatabase(join(dir, 'a.sqlite')).rows).toEqual({ notes: 3 });
  });
});
