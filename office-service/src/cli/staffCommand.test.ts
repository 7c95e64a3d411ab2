import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../store/database.js';
import { StaffSessions } from '../staff/staffSessions.js';
import { parseStaffArgs, runStaff } from './staffCommand.js';

class Captured {
  text = '';
  write(chunk: string) {
    this.text += chunk;
  }
}

let dir: string;
let env: Record<string, string>;
const clock = new Date('2026-11-24T18:30:00Z');

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'office-staff-cli-'));
  env = { OFFICE_DB_PATH: join(dir, 'office.sqlite') };
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function run(...argv: string[]) {
  const stdout = new Captured();
  const stderr = new Captured();
  const code = runStaff(argv, env, stdout, stderr, () => clock);
  return { code, stdout: stdout.text, stderr: stderr.text };
}

describe('make staff', () => {
  it('adds the first administrator into a new database, and lists them with the time in Nepal', () => {
    expect(run('list').stdout).toContain('No staff yet. Add the first administrator');
    const added = run('add', 'Principal@School.example.np', '--role', 'admin');
    expect(added).toMatchObject({ code: 0, stderr: '' });
    expect(added.stdout).toBe(
      'principal@school.example.np added as admin. They sign in at /office/ with an emailed code.\n',
    );
    const listed = run('list').stdout.split('\n');
    expect(listed[0]).toMatch(/^EMAIL\s+ROLE\s+ADDED \(NEPAL\)$/);
    // 18:30 UTC is 00:15 the next day in Nepal.
    expect(listed[1]).toMatch(/^principal@school\.example\.np\s+admin\s+2026-11-25 00:15$/);
  });

  it('changes a role, and says when nothing changed', () => {
    run('add', 'clerk@school.example.np', '--role', 'office');
    expect(run('add', 'clerk@school.example.np', '--role', 'accounts').stdout).toContain('now has the role accounts');
    expect(run('add', 'CLERK@school.example.np', '--role', 'accounts').stdout).toContain(
      'already has the role accounts',
    );
  });

  it('signout ends every session of the person; remove takes the person and their sessions away', () => {
    run('add', 'clerk@school.example.np', '--role', 'office');
    const db = openDatabase(env.OFFICE_DB_PATH!);
    const sessions = new StaffSessions(db, { idleMs: 8 * 3_600_000, maxMs: 7 * 86_400_000 }, () => clock);
    const phone = sessions.begin('clerk@school.example.np');
    const pc = sessions.begin('clerk@school.example.np');
    expect(run('signout', 'clerk@school.example.np').stdout).toBe('clerk@school.example.np: 2 sessions ended.\n');
    expect(sessions.check(phone)).toBeUndefined();
    expect(sessions.check(pc)).toBeUndefined();

    const again = sessions.begin('clerk@school.example.np');
    expect(sessions.check(again)).toMatchObject({ role: 'office' });
    expect(run('remove', 'clerk@school.example.np')).toMatchObject({ code: 0 });
    expect(sessions.check(again)).toBeUndefined();
    db.close();
    expect(run('remove', 'clerk@school.example.np')).toMatchObject({ code: 1 });
    expect(run('signout', 'nobody@school.example.np').stderr).toContain('is not on the staff');
  });

  it('link prints a one-time sign-in link on the site, its token after #', () => {
    run('add', 'clerk@school.example.np', '--role', 'office');
    env.PUBLIC_SITE_URL = 'https://school.example.np';
    const printed = run('link', 'clerk@school.example.np');
    expect(printed.code).toBe(0);
    expect(printed.stdout).toMatch(
      /^A sign-in link for clerk@school\.example\.np, for one use within 15 minutes \(give it to them only\):\nhttps:\/\/school\.example\.np\/office\/#link=[\w-]{43}\n$/,
    );
    expect(run('link', 'nobody@school.example.np')).toMatchObject({ code: 1 });
  });

  it.each([
    [['add', 'clerk@school.example.np'], 'add needs --role, one of: admin, office, accounts'],
    [['add', 'clerk@school.example.np', '--role', 'teacher'], 'add needs --role, one of: admin, office, accounts'],
    [['add', 'not-an-email', '--role', 'office'], 'add needs one email address'],
    [['remove'], 'remove needs one email address'],
    [['list', '--role', 'admin'], '--role goes with add'],
    [['hire', 'clerk@school.example.np'], "unknown command 'hire'"],
  ])('refuses %j with a plain message and exit 2', (argv, message) => {
    expect(parseStaffArgs(argv)).toMatchObject({ kind: 'error', message: expect.stringContaining(message) });
    expect(run(...argv)).toMatchObject({ code: 2, stderr: expect.stringContaining(message) });
  });
});
