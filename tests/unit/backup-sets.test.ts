import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/** The set rules of `make backup` (scripts/backup/lib.sh, backup.sh), run by bash as make runs them. */
const lib = resolve(import.meta.dirname, '../../scripts/backup/lib.sh');
const backupScript = resolve(import.meta.dirname, '../../scripts/backup/backup.sh');

function bash(script: string, ...args: string[]) {
  const run = spawnSync('bash', ['-euo', 'pipefail', '-c', `source "${lib}"; ${script}`, 'bash', ...args], {
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'backup-sets-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const sets = [
  '2026-01-09T02-15-00Z',
  '2025-12-31T23-59-59Z',
  '2026-01-10T02-15-00Z',
  '2026-01-08T02-15-00Z',
  '2026-01-10T14-00-01Z',
];

describe('prune_sets (BACKUP_KEEP)', () => {
  beforeEach(() => {
    for (const name of sets) mkdirSync(join(dir, name));
    // Not sets: a log, a set still being written, a folder of the operator's, a file with a set's name.
    writeFileSync(join(dir, 'backup.log'), 'log');
    mkdirSync(join(dir, '.partial-2024-01-01T00-00-00Z'));
    mkdirSync(join(dir, 'before-the-move'));
    writeFileSync(join(dir, '2020-01-01T00-00-00Z'), 'a file');
  });

  it('keeps the newest N sets by their time and removes only older sets', () => {
    const run = bash('prune_sets "$1" 3', dir);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(
      `removed the old set ${dir}/2025-12-31T23-59-59Z\nremoved the old set ${dir}/2026-01-08T02-15-00Z\n`,
    );
    expect(readdirSync(dir).sort()).toEqual([
      '.partial-2024-01-01T00-00-00Z',
      '2020-01-01T00-00-00Z',
      '2026-01-09T02-15-00Z',
      '2026-01-10T02-15-00Z',
      '2026-01-10T14-00-01Z',
      'backup.log',
      'before-the-move',
    ]);
  });

  it('removes nothing while there are no more sets than it keeps', () => {
    expect(bash('prune_sets "$1" 14', dir).stdout).toBe('');
    expect(bash('prune_sets "$1" 5', dir).stdout).toBe('');
    expect(readdirSync(dir)).toHaveLength(sets.length + 4);
  });

  it('refuses a count that is not a whole number of at least 1, removing nothing', () => {
    for (const keep of ['0', '-1', 'two', '']) {
      const run = bash('prune_sets "$1" "$2"', dir, keep);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('BACKUP_KEEP must be a whole number of sets, at least 1');
    }
    expect(readdirSync(dir)).toHaveLength(sets.length + 4);
  });

  it('names new sets so that they sort in time order', () => {
    expect(bash('new_set_name').stdout.trim()).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$/);
  });
});

describe('a backup that fails', () => {
  it('exits non-zero, says why, and leaves no set behind, not even a partial one', () => {
    const data = join(dir, 'data');
    mkdirSync(data);
    // payments.sqlite missing: the first copy fails.
    const run = spawnSync('bash', [backupScript], {
      encoding: 'utf8',
      env: { ...process.env, BACKUP_STACK: 'local', DATA_DIR: data, BACKUP_DIR: join(dir, 'backups') },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${join(data, 'payments.sqlite')} does not exist: nothing to back up.`);
    expect(run.stdout).not.toContain('Backup set written');
    expect(readdirSync(join(dir, 'backups'))).toEqual([]);
  });
});

describe('check_files_copy (the uploaded files in a set)', () => {
  /** The files folder as office-service keeps it, and a tar of it as make backup takes it. */
  function folderAndTar() {
    for (const [path, bytes] of [
      ['office-files/A-7K3Q9/photo.jpg', 'jpeg bytes'],
      ['office-files/A-7K3Q9/birth-certificate.pdf', '%PDF-1.4 bytes'.repeat(100)],
      ['office-files/.incoming/upload-1', 'half an upload'],
    ] as const) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), bytes);
    }
    const tar = join(dir, 'office-files.tar');
    expect(spawnSync('tar', ['-C', dir, '--exclude=office-files/.incoming', '-cf', tar, 'office-files']).status).toBe(
      0,
    );
    return tar;
  }
  const live = () => bash(`cd "$1" && eval "$folder_files_command"`, dir).stdout;

  it('counts the files and bytes of a whole copy; uploads in progress are left out', () => {
    const tar = folderAndTar();
    expect(live()).toBe('office-files/A-7K3Q9/birth-certificate.pdf 1400\noffice-files/A-7K3Q9/photo.jpg 10\n');
    const run = bash('check_files_copy "$1" "$2"', tar, live());
    expect(run).toEqual({ status: 0, stdout: '2 files, 1410 bytes, listed whole\n', stderr: '' });
  });

  it('refuses a copy cut short, or one whose file differs from the live one', () => {
    const tar = folderAndTar();
    const cut = join(dir, 'cut.tar');
    writeFileSync(cut, readFileSync(tar).subarray(0, 1600));
    expect(bash('check_files_copy "$1" "$2"', cut, live())).toMatchObject({
      status: 1,
      stderr: expect.stringContaining('office-files.tar cannot be read: it is damaged'),
    });
    writeFileSync(join(dir, 'office-files/A-7K3Q9/photo.jpg'), 'other bytes, longer');
    expect(bash('check_files_copy "$1" "$2"', tar, live())).toMatchObject({
      status: 1,
      stderr: expect.stringContaining('1 differ'),
    });
  });
});
