import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MessageStore } from '../messages/messageStore.js';
import { openDatabase } from '../store/database.js';
import { parseMessagesArgs, runMessages } from './messagesCommand.js';

class Captured {
  text = '';
  write(chunk: string) {
    this.text += chunk;
  }
}

let dir: string;
let env: Record<string, string>;
const clock = new Date('2026-11-24T06:00:00Z');

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'office-messages-cli-'));
  env = { OFFICE_DB_PATH: join(dir, 'office.sqlite') };
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function run(...argv: string[]) {
  const stdout = new Captured();
  const stderr = new Captured();
  const code = runMessages(argv, env, stdout, stderr, () => clock);
  return { code, stdout: stdout.text, stderr: stderr.text };
}

function send(at: string, message = 'When does the new term start?\nThank you.'): string {
  const db = openDatabase(env.OFFICE_DB_PATH!);
  try {
    return new MessageStore(db, 'school.example.np').add(
      { name: 'Sita Sah', phone: '9812345678', email: 'sita.parent@example.com', message },
      new Date(at),
    );
  } finally {
    db.close();
  }
}

function emailCount(): number {
  const db = openDatabase(env.OFFICE_DB_PATH!);
  try {
    return db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM outbox').get()!.n;
  } finally {
    db.close();
  }
}

describe('parseMessagesArgs', () => {
  it('reads each command and refuses the rest', () => {
    expect(parseMessagesArgs([])).toEqual({ kind: 'list', count: 50 });
    expect(parseMessagesArgs(['show', 'm-7k3q9'])).toEqual({ kind: 'show', reference: 'M-7K3Q9' });
    expect(parseMessagesArgs(['delete', 'M-7K3Q9'])).toEqual({ kind: 'delete', reference: 'M-7K3Q9' });
    expect(parseMessagesArgs(['purge', '--older-than', '90'])).toEqual({ kind: 'purge', olderThanDays: 90 });
    expect(parseMessagesArgs(['show', 'A-7K3Q9'])).toMatchObject({ kind: 'error', message: /M-7K3Q9/ });
    expect(parseMessagesArgs(['purge', 'now'])).toMatchObject({ kind: 'error', message: "unexpected 'now'" });
    expect(parseMessagesArgs(['list', '--older-than', '3'])).toMatchObject({ kind: 'error' });
    expect(parseMessagesArgs(['export'])).toMatchObject({ kind: 'error', message: "unknown command 'export'" });
  });
});

describe('make messages', () => {
  it('lists the newest first and shows one whole, in Nepal time', () => {
    expect(run('list').stdout).toBe('No messages yet.\n');
    const first = send('2026-11-20T04:00:00Z');
    // 20:00 UTC is 01:45 the next day in Nepal.
    const second = send('2026-11-21T20:00:00Z', 'A long question about the school bus, the fees and the uniform.');
    const lines = run('list').stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^REFERENCE\s+RECEIVED \(NEPAL\)\s+NAME\s+PHONE\s+EMAIL\s+MESSAGE\s+EMAILS WAITING$/);
    expect(lines[1]).toMatch(
      new RegExp(`^${second}\\s+2026-11-22 01:45\\s+Sita Sah\\s+9812345678\\s+.*A long question about the s…\\s+2$`),
    );
    expect(lines[2]).toContain(first);
    const shown = run('show', first);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toBe(
      `reference       ${first}\nreceived        2026-11-20 09:45 Nepal time (4 Mangsir 2083 B.S.)\nname            Sita Sah\n` +
        'phone           9812345678\nemail           sita.parent@example.com\nemails waiting  2\n\n' +
        'When does the new term start?\nThank you.\n',
    );
    expect(run('show', second).stdout).toContain('received        2026-11-22 01:45 Nepal time (6 Mangsir 2083 B.S.)\n');
  });

  it('deletes one with its emails; purges those past retention', () => {
    const gone = send('2026-11-20T04:00:00Z');
    const old = send('2025-10-01T04:00:00Z');
    send('2026-11-22T04:00:00Z');
    expect(run('delete', gone)).toEqual({
      code: 0,
      stdout: `2026-11-24 11:45:00+05:45 deleted message ${gone} and 2 emails\n`,
      stderr: '',
    });
    expect(run('show', gone)).toMatchObject({ code: 1, stderr: expect.stringContaining(`no message ${gone}`) });
    expect(emailCount()).toBe(4);
    expect(run('purge').stdout).toBe(
      '2026-11-24 11:45:00+05:45 purged the messages older than 365 days: 1 message, 2 emails\n',
    );
    expect(run('show', old).code).toBe(1);
    expect(emailCount()).toBe(2);
    expect(run('purge', '--older-than', '1').stdout).toContain('1 message, 2 emails');
    expect(run('list').stdout).toBe('No messages yet.\n');
  });
});
