import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { goodApplication, jpeg, pdf } from '../../test/admissionFiles.js';
import { AdmissionStore, type AdmissionDetails } from '../admissions/admissionStore.js';
import { openDatabase } from '../store/database.js';
import { parseAdmissionsArgs, runAdmissions } from './admissionsCommand.js';

class Captured {
  text = '';
  write(chunk: string) {
    this.text += chunk;
  }
}

let dir: string;
let env: Record<string, string>;
let clock: Date;
const filesPath = () => join(dir, 'office-files');

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'office-admissions-cli-'));
  env = { OFFICE_DB_PATH: join(dir, 'office.sqlite') };
  clock = new Date('2026-11-24T06:00:00Z');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function run(...argv: string[]) {
  const stdout = new Captured();
  const stderr = new Captured();
  const code = runAdmissions(argv, env, stdout, stderr, () => clock);
  return { code, stdout: stdout.text, stderr: stderr.text };
}

/** Stores an application as the service does: real files moved into its folder, its emails queued. */
function apply(at: string, details: Partial<AdmissionDetails> = {}): string {
  const db = openDatabase(env.OFFICE_DB_PATH!);
  try {
    const store = new AdmissionStore(db, filesPath(), 'school.example.np');
    const incoming = join(filesPath(), '.incoming');
    mkdirSync(incoming, { recursive: true });
    const photo = join(incoming, `p-${Math.random()}`);
    const certificate = join(incoming, `c-${Math.random()}`);
    writeFileSync(photo, jpeg);
    writeFileSync(certificate, pdf);
    return store.add(
      {
        details: { ...(goodApplication as unknown as AdmissionDetails), ...details },
        photo: { tempPath: photo, kind: 'jpeg' },
        birthCertificate: { tempPath: certificate, kind: 'pdf' },
        language: 'en',
      },
      new Date(at),
    );
  } finally {
    db.close();
  }
}

function outboxReferences(): string[] {
  const db = openDatabase(env.OFFICE_DB_PATH!);
  try {
    return db
      .prepare<[], { reference: string }>('SELECT reference FROM outbox ORDER BY id')
      .all()
      .map((row) => row.reference);
  } finally {
    db.close();
  }
}

describe('parseAdmissionsArgs', () => {
  it('reads each command and refuses the rest in plain words', () => {
    expect(parseAdmissionsArgs([])).toEqual({ kind: 'list', count: 50 });
    expect(parseAdmissionsArgs(['list', '10'])).toEqual({ kind: 'list', count: 10 });
    expect(parseAdmissionsArgs(['show', 'a-7k3q9'])).toEqual({ kind: 'show', reference: 'A-7K3Q9' });
    expect(parseAdmissionsArgs(['copy', 'A-7K3Q9', '/tmp/x'])).toEqual({
      kind: 'copy',
      reference: 'A-7K3Q9',
      folder: '/tmp/x',
    });
    expect(parseAdmissionsArgs(['export', '--from', '2026-04-01', '--to', '2026-04-30', '--bom'])).toEqual({
      kind: 'export',
      from: '2026-03-31T18:15:00.000Z',
      before: '2026-04-30T18:15:00.000Z',
      bom: true,
    });
    expect(parseAdmissionsArgs(['purge', '--older-than', '30'])).toEqual({ kind: 'purge', olderThanDays: 30 });
    expect(parseAdmissionsArgs(['purge'])).toEqual({ kind: 'purge' });
    expect(parseAdmissionsArgs(['--help'])).toEqual({ kind: 'help' });
  });

  it.each([
    [['show'], /show needs a reference such as A-7K3Q9/],
    [['show', 'M-7K3Q9'], /'M-7K3Q9' is not a reference such as A-7K3Q9/],
    [['delete', '../etc'], /is not a reference/],
    [['copy', 'A-7K3Q9'], /copy needs a folder/],
    [['export', '--from', '2026-02-30'], /--from must be a date like 2026-04-15, got '2026-02-30'/],
    [['export', '--from', '2026-05-01', '--to', '2026-04-01'], /--from 2026-05-01 is after --to 2026-04-01/],
    [['list', '--from', '2026-05-01'], /--from, --to and --bom go with export/],
    [['purge', '--older-than', '0'], /--older-than must be a whole number/],
    [['list', 'many'], /COUNT must be a whole number/],
    [['show', 'A-7K3Q9', 'extra'], /unexpected 'extra'/],
    [['remove'], /unknown command 'remove'/],
  ])('explains %j', (argv, message) => {
    const parsed = parseAdmissionsArgs(argv);
    expect(parsed.kind).toBe('error');
    expect(parsed.kind === 'error' && parsed.message).toMatch(message);
  });
});

describe('make admissions', () => {
  it('lists nothing, and creates no database, before the first application', () => {
    expect(run('list')).toEqual({ code: 0, stdout: 'No applications yet.\n', stderr: '' });
    expect(run('show', 'A-7K3Q9')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('no application A-7K3Q9'),
    });
    expect(existsSync(env.OFFICE_DB_PATH!)).toBe(false);
  });

  it('lists the newest first, and shows one with every field and its files, in Nepal time', () => {
    const first = apply('2026-11-20T04:00:00Z');
    // 20:00 UTC is 01:45 the next day in Nepal: the list and the record say Nepal's day, in both calendars.
    const second = apply('2026-11-21T20:00:00Z', { firstName: 'Ravi', middleName: '', classApplied: 'LKG' });
    const list = run('list');
    expect(list.code).toBe(0);
    const lines = list.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^REFERENCE\s+RECEIVED \(NEPAL\)\s+CLASS\s+STUDENT\s+EMAILS WAITING$/);
    expect(lines[1]).toMatch(new RegExp(`^${second}\\s+2026-11-22 01:45\\s+LKG\\s+Ravi Sah\\s+2$`));
    expect(lines[2]).toMatch(new RegExp(`^${first}\\s+2026-11-20 09:45\\s+Grade 1\\s+Asha Kumari Sah\\s+2$`));
    expect(run('list', '1').stdout.trim().split('\n')).toHaveLength(2);

    const shown = run('show', first.toLowerCase());
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain(`reference         ${first}\n`);
    expect(shown.stdout).toContain('received          2026-11-20 09:45 Nepal time (4 Mangsir 2083 B.S.)\n');
    expect(shown.stdout).toMatch(/fatherEmail\s+ram\.parent@example\.com\n/);
    // In both calendars: the birth certificate it is checked against is usually in B.S.
    expect(shown.stdout).toContain('dob               2019-04-15 (2 Baisakh 2076 B.S.)\n');
    expect(shown.stdout).toContain(`photo             photo.jpg (${jpeg.length} bytes)\n`);
    expect(shown.stdout).toContain(`birthCertificate  birth-certificate.pdf (${pdf.length} bytes)\n`);
    expect(run('show', second).stdout).toContain(
      'received          2026-11-22 01:45 Nepal time (6 Mangsir 2083 B.S.)\n',
    );
  });

  it('exports a date range of Nepal days as CSV, every field, times in Nepal time, a formula typed as text', () => {
    apply('2026-03-31T18:14:00Z'); // 2026-03-31 23:59 in Nepal: before the range
    const inside = apply('2026-03-31T18:15:00Z', { fatherFirstName: '=HYPERLINK("http://x.example","y")' });
    apply('2026-04-30T18:15:00Z'); // 2026-05-01 00:00 in Nepal: after it
    const csv = run('export', '--from', '2026-04-01', '--to', '2026-04-30');
    expect(csv.code).toBe(0);
    const lines = csv.stdout.split('\r\n');
    expect(lines[0]).toBe(
      'reference,received_at_nepal_time,received_date_bs,firstName,middleName,lastName,gender,dob,classApplied,' +
        'fatherRelation,fatherFirstName,fatherLastName,fatherEmail,fatherPhone,fatherEducation,fatherAddress,' +
        'motherRelation,motherFirstName,motherLastName,motherEmail,motherPhone,motherEducation,motherAddress,' +
        'age_outside_class,photo_file,birth_certificate_file',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      `${inside},2026-04-01 00:00:00,2082-12-18,Asha,Kumari,Sah,Female,2019-04-15,Grade 1,Father,` +
        `"'=HYPERLINK(""http://x.example"",""y"")",Sah,ram.parent@example.com,9812345678,Bachelor's degree,` +
        `"Ward 4, Janakpur",Mother,Sita,Sah,,041-590123,,,,${inside}/photo.jpg,${inside}/birth-certificate.pdf`,
    );
    expect(run('export', '--bom').stdout.startsWith('\uFEFFreference,')).toBe(true);
    expect(run('export').stdout.split('\r\n')).toHaveLength(5);
  });

  it("marks an application whose date of birth the parent confirmed outside the class's ages: list, show, CSV", () => {
    const marked = apply('2026-04-10T06:00:00Z', { ageOutsideClass: true });
    const plain = apply('2026-04-11T06:00:00Z');
    const list = run('list');
    expect(list.stdout).toMatch(new RegExp(`${marked}\\s.*Grade 1 \\(check age\\)`));
    expect(list.stdout).not.toMatch(new RegExp(`${plain}\\s.*check age`));
    expect(run('show', marked).stdout).toMatch(
      /age for class\s+outside the ages the school set for the class; the parent confirmed it/,
    );
    expect(run('show', plain).stdout).not.toContain('age for class');
    const csv = run('export').stdout.split('\r\n');
    // The column before the two files' (the address before it holds a quoted comma).
    expect(csv[0]!.split(',').at(-3)).toBe('age_outside_class');
    const cellOf = (reference: string) =>
      csv
        .find((line) => line.startsWith(reference))
        ?.split(',')
        .at(-3);
    expect(cellOf(marked)).toBe('yes');
    expect(cellOf(plain)).toBe('');
  });

  it('copies the files out, byte for byte', () => {
    const reference = apply('2026-11-20T04:00:00Z');
    const out = join(dir, 'copied');
    const copied = run('copy', reference, out);
    expect(copied.code, copied.stderr).toBe(0);
    expect(copied.stdout).toContain(`Copied ${reference}'s files into ${join(out, reference)}`);
    expect(readFileSync(join(out, reference, 'photo.jpg'))).toEqual(jpeg);
    expect(readFileSync(join(out, reference, 'birth-certificate.pdf'))).toEqual(pdf);
    expect(run('copy', 'A-22222', out)).toMatchObject({ code: 1 });
  });

  it('deletes one application with its files and emails, and names no one', () => {
    const kept = apply('2026-11-20T04:00:00Z');
    const gone = apply('2026-11-21T04:00:00Z');
    const deleted = run('delete', gone);
    expect(deleted).toEqual({
      code: 0,
      stdout: `2026-11-24 11:45:00+05:45 deleted application ${gone}: its record, its files and 2 emails\n`,
      stderr: '',
    });
    expect(readdirSync(filesPath()).sort()).toEqual(['.incoming', kept]);
    expect(outboxReferences()).toEqual([kept, kept]);
    expect(run('show', gone)).toMatchObject({ code: 1, stderr: expect.stringContaining(`no application ${gone}`) });
    expect(run('delete', gone).code).toBe(1);
  });

  it('purges what is older than OFFICE_RETENTION_DAYS, or --older-than, and folders left with no record', () => {
    const old = apply('2025-11-20T04:00:00Z');
    const recent = apply('2026-11-01T04:00:00Z');
    const leftover = join(filesPath(), 'A-ZZZZZ');
    mkdirSync(leftover);
    utimesSync(leftover, new Date('2026-11-23T00:00:00Z'), new Date('2026-11-23T00:00:00Z'));
    const fresh = join(filesPath(), 'A-YYYYY'); // being stored right now: left alone
    mkdirSync(fresh);
    utimesSync(fresh, new Date('2026-11-24T05:50:00Z'), new Date('2026-11-24T05:50:00Z'));

    expect(run('purge').stdout).toBe(
      '2026-11-24 11:45:00+05:45 purged the applications older than 365 days: 1 application, 2 emails, 1 leftover folder\n',
    );
    expect(readdirSync(filesPath()).sort()).toEqual(['.incoming', 'A-YYYYY', recent].sort());
    expect(outboxReferences()).not.toContain(old);

    env.OFFICE_RETENTION_DAYS = '10';
    expect(run('purge').stdout).toContain('older than 10 days: 1 application');
    apply('2026-11-20T04:00:00Z');
    expect(run('purge', '--older-than', '3').stdout).toContain('older than 3 days: 1 application, 2 emails');
    expect(run('list').stdout).toBe('No applications yet.\n');
    env.OFFICE_RETENTION_DAYS = 'forever';
    expect(run('purge')).toMatchObject({ code: 2, stderr: expect.stringContaining('OFFICE_RETENTION_DAYS') });
  });
});
