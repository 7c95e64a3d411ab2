import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ResultStore } from '../results/resultStore.js';
import { openDatabase } from '../store/database.js';
import { parseResultsArgs, resultsDatabasePath, runResults } from './resultsCommand.js';

const header =
  'name,class,roll,father,mother,dob_bs,address,present_days,school_days,English (100),Discipline [rating]';
const row = (name: string, roll: number, marks = '80') =>
  `${name},Grade 3,${roll},F,M,2073-05-12,Janakpur,50,60,${marks},Good`;

class Captured {
  text = '';
  write(chunk: string) {
    this.text += chunk;
  }
}

let dir: string;
let env: Record<string, string>;
let clock: Date;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'office-results-cli-'));
  env = { OFFICE_DB_PATH: join(dir, 'office.sqlite') };
  clock = new Date('2026-04-10T06:00:00Z');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function run(...argv: string[]) {
  const stdout = new Captured();
  const stderr = new Captured();
  const code = runResults(argv, env, stdout, stderr, () => clock);
  return { code, stdout: stdout.text, stderr: stderr.text };
}

function file(name: string, lines: string[]): string {
  const path = join(dir, name);
  writeFileSync(path, lines.join('\n'));
  return path;
}

function stored(exam: string, roll: number, name: string) {
  const db = openDatabase(env.OFFICE_DB_PATH!);
  try {
    return new ResultStore(db).lookup(exam, 'Grade 3', roll, name);
  } finally {
    db.close();
  }
}

describe('parseResultsArgs', () => {
  it('reads the four commands and refuses the rest in plain words', () => {
    expect(parseResultsArgs(['import', 'a.csv', '--exam', 'Final Results', '--replace'])).toEqual({
      kind: 'import',
      file: 'a.csv',
      exam: 'Final Results',
      replace: true,
    });
    expect(parseResultsArgs(['delete', '--exam', 'Final Results'])).toEqual({ kind: 'delete', exam: 'Final Results' });
    expect(parseResultsArgs(['list'])).toEqual({ kind: 'list' });
    expect(parseResultsArgs([])).toEqual({ kind: 'help' });
    expect(parseResultsArgs(['delete'])).toMatchObject({ kind: 'error', message: expect.stringContaining('--exam') });
    expect(parseResultsArgs(['import'])).toMatchObject({ kind: 'error' });
    expect(parseResultsArgs(['list', '--replace'])).toMatchObject({ kind: 'error' });
    expect(parseResultsArgs(['publish'])).toMatchObject({ kind: 'error', message: "unknown command 'publish'" });
    expect(parseResultsArgs(['list', '--force'])).toMatchObject({ kind: 'error' });
  });

  it('finds the database as the service and make results do', () => {
    expect(resultsDatabasePath({})).toBe('data/office.sqlite');
    expect(resultsDatabasePath({ DATA_DIR: '/srv/data' })).toBe('/srv/data/office.sqlite');
    expect(resultsDatabasePath({ DATA_DIR: '/srv/data', OFFICE_DB_PATH: '/x/o.sqlite' })).toBe('/x/o.sqlite');
  });
});

describe('make results', () => {
  it('template prints a header and an example row that import accepts', () => {
    const template = run('template');
    expect(template.code).toBe(0);
    const lines = template.stdout.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^name,class,roll,father,mother,dob_bs,address,present_days,school_days,English \(100\),/);
    const path = join(dir, 'template.csv');
    writeFileSync(path, template.stdout);
    expect(run('import', path, '--exam', 'First Terminal 2082')).toMatchObject({ code: 0 });
  });

  it('imports, and the records are there at once', () => {
    const path = file('t1.csv', [header, row('Aarav Yadav', 7), row('Sita Sah', 8)]);
    const result = run('import', path, '--exam', 'First Terminal 2082');
    expect(result).toEqual({
      code: 0,
      stdout: "Published 'First Terminal 2082': 2 records, live on the site now.\n",
      stderr: '',
    });
    expect(stored('First Terminal 2082', 7, 'aarav yadav')).toMatchObject({ kind: 'found' });
  });

  it('is all or nothing: a bad last line stores nothing, and every problem is printed with line and column', () => {
    const path = file('bad.csv', [header, row('Aarav Yadav', 7), row('Sita Sah', 8), row('Ravi Das', 9, '120')]);
    const result = run('import', path, '--exam', 'First Terminal 2082');
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('was not imported; nothing changed');
    expect(result.stderr).toContain('line 4, column "English (100)": 120 marks is above the full marks of 100');
    expect(stored('First Terminal 2082', 7, 'Aarav Yadav')).toEqual({ kind: 'not-published' });
    expect(run('list').stdout).toBe('No results are published.\n');
  });

  it('needs --replace for an exam with records; --replace swaps them all at once; a bad file keeps the old ones', () => {
    run('import', file('a.csv', [header, row('Aarav Yadav', 7), row('Sita Sah', 8)]), '--exam', 'Final Results');
    const second = file('b.csv', [header, row('Aarav Yadav', 7, '95')]);

    const refused = run('import', second, '--exam', 'Final Results');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      "results: 'Final Results' already has results; nothing changed. Add --replace to replace them with this file.\n",
    );
    expect(stored('Final Results', 8, 'Sita Sah')).toMatchObject({ kind: 'found' });

    const bad = file('c.csv', [header, row('Aarav Yadav', 7), row('Gita', 7)]);
    expect(run('import', bad, '--exam', 'Final Results', '--replace').code).toBe(1);
    expect(stored('Final Results', 8, 'Sita Sah')).toMatchObject({ kind: 'found' });

    clock = new Date('2026-04-11T06:00:00Z');
    expect(run('import', second, '--exam', 'Final Results', '--replace').code).toBe(0);
    expect(stored('Final Results', 8, 'Sita Sah')).toEqual({ kind: 'no-record' });
    const aarav = stored('Final Results', 7, 'Aarav Yadav');
    expect(aarav.kind === 'found' && aarav.record.subjects).toEqual([
      { subject: 'English', fullMarks: 100, marks: 95 },
    ]);
    expect(run('list').stdout).toContain('Final Results        1  2026-04-11 11:45');
  });

  it('is one transaction across the exams of a file: one exam refused stores none of the others', () => {
    run('import', file('final.csv', [header, row('Rohan Jha', 12)]), '--exam', 'Final Results');
    const sample = new URL('../../samples/results-sample.csv', import.meta.url).pathname;
    const refused = run('import', sample);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("'Final Results' already has results; nothing changed");
    expect(stored('First Terminal 2082', 7, 'Aarav Yadav')).toEqual({ kind: 'not-published' });
    expect(run('list').stdout.trim().split('\n')).toHaveLength(2);
  });

  it('list shows each exam with its count and publication time in Nepal time, newest first; delete removes one', () => {
    run('import', file('a.csv', [header, row('A A', 1), row('B B', 2)]), '--exam', 'First Terminal 2082');
    clock = new Date('2026-05-01T20:30:00Z'); // 02:15 the next day in Nepal
    run('import', file('b.csv', [header, row('A A', 1)]), '--exam', 'Second Terminal 2082');
    expect(run('list').stdout).toBe(
      'EXAM                  RECORDS  PUBLISHED (NEPAL)\n' +
        'Second Terminal 2082        1  2026-05-02 02:15\n' +
        'First Terminal 2082         2  2026-04-10 11:45\n',
    );
    expect(run('delete', '--exam', 'First Terminal 2082')).toEqual({
      code: 0,
      stdout: "Deleted 'First Terminal 2082': 2 records no longer on the site.\n",
      stderr: '',
    });
    expect(stored('First Terminal 2082', 1, 'A A')).toEqual({ kind: 'not-published' });
    expect(run('delete', '--exam', 'First Terminal 2082')).toMatchObject({ code: 1 });
    expect(run('list').stdout).not.toContain('First Terminal');
  });

  it("imports the repository's sample file, each of its exams", () => {
    const sample = new URL('../../samples/results-sample.csv', import.meta.url).pathname;
    const result = run('import', sample);
    expect(result.code).toBe(0);
    expect(result.stdout.trim().split('\n')).toHaveLength(5);
    expect(run('list').stdout).toMatch(/^EXAM\s+RECORDS.*\nFinal Results\s+1 /);
  });

  it('reports a file it cannot read, and refuses bad arguments with the usage', () => {
    expect(run('import', join(dir, 'missing.csv'), '--exam', 'X')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('cannot read'),
    });
    expect(run('frobnicate')).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: results') });
  });
});
