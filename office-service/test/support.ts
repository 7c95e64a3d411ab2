import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { StaffRole } from '@school/contracts';
import { configOrThrow, type Env } from '@school/service-kit';
import type { FastifyInstance } from 'fastify';
import type { MailSandbox, ReceivedMail } from 'mail-sandbox';
import request from 'supertest';
import { runStaff } from '../src/cli/staffCommand.js';
import { loadConfig, type AppConfig } from '../src/config.js';

/** A fresh folder for a test's SQLite file, removed by `cleanup`. */
export function tempDatabase(label: string): { path: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `office-${label}-`));
  return { path: join(dir, 'office.sqlite'), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export const schoolInbox = 'office@school.example.np';
export const mailFrom = 'website@school.example.np';

/** The settings of a service mailing through the sandbox (plain SMTP on this machine), quiet unless overridden. */
export function sandboxEnv(databasePath: string, sandbox: MailSandbox): Env {
  return {
    OFFICE_DB_PATH: databasePath,
    LOG_LEVEL: 'silent',
    SMTP_HOST: sandbox.host,
    SMTP_PORT: String(sandbox.smtpPort),
    SMTP_SECURITY: 'none',
    MAIL_FROM: mailFrom,
    SCHOOL_INBOX: schoolInbox,
  };
}

export function testConfig(env: Env, overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...configOrThrow(loadConfig(env)), ...overrides };
}

/** The origin the staff routes' requests come from in tests (the stack's site). */
export const staffOrigin = 'http://localhost:8080';

/**
 * One member of staff per role (`<role>@school.example.np`), added with `make staff`'s command and signed in by a
 * one-time link: each role's session cookie, ready for `.set('cookie', …)`.
 */
export async function signedInCookies(
  app: FastifyInstance,
  databasePath: string,
  roles: readonly StaffRole[] = ['admin', 'office', 'accounts'],
): Promise<Map<StaffRole, string>> {
  const cookies = new Map<StaffRole, string>();
  const quiet = { write: () => true };
  for (const role of roles) {
    const email = `${role}@school.example.np`;
    runStaff(['add', email, '--role', role], { OFFICE_DB_PATH: databasePath }, quiet, quiet);
    let printed = '';
    runStaff(['link', email], { OFFICE_DB_PATH: databasePath }, { write: (text: string) => (printed += text) }, quiet);
    const token = /#link=([\w-]+)/.exec(printed)![1]!;
    const answer = await request(app.server)
      .post('/api/office/sign-in/link')
      .set('origin', staffOrigin)
      .send({ token });
    cookies.set(role, String(answer.headers['set-cookie']).split(';')[0]!);
  }
  return cookies;
}

/** Collects the JSON log lines of an app. */
export class LogLines extends Writable {
  readonly lines: Record<string, unknown>[] = [];
  readonly text: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      this.text.push(line);
      this.lines.push(JSON.parse(line) as Record<string, unknown>);
    }
    done();
  }
}

export const goodMessage = {
  name: 'Sita Sah',
  phone: '9812345678',
  email: 'sita.parent@example.com',
  message: 'When does the new term start?\nThank you.',
  agreed: true,
};

/** The mails the sandbox received for one reference, by kind. */
export function mailsFor(
  mails: ReceivedMail[],
  reference: string,
): { school: ReceivedMail[]; confirmation: ReceivedMail[] } {
  const about = mails.filter((mail) => mail.text?.includes(reference));
  return {
    school: about.filter((mail) => mail.envelope.to.includes(schoolInbox)),
    confirmation: about.filter((mail) => !mail.envelope.to.includes(schoolInbox)),
  };
}
