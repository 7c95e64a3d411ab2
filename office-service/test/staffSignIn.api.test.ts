import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { MailSandbox, type ReceivedMail } from 'mail-sandbox';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { runStaff } from '../src/cli/staffCommand.js';
import { staffAccessMessages } from '@school/service-kit';
import { staffSignInTexts } from '../src/routes/staffSignIn.js';
import { LogLines, sandboxEnv, tempDatabase, testConfig } from './support.js';

const admin = 'Principal@School.example.np';
const origin = 'http://localhost:8080';
const hourMs = 60 * 60_000;

/** Output of the CLI, thrown away (its own tests read it). */
const quiet = { write: () => true };

/** What the CLI printed. */
class Printed {
  text = '';
  write(chunk: string) {
    this.text += chunk;
    return true;
  }
}

describe('the staff sign-in: emailed codes and server-side sessions', () => {
  let sandbox: MailSandbox;
  let db: ReturnType<typeof tempDatabase>;
  let clock: Date;
  let logs: LogLines;
  const apps: FastifyInstance[] = [];

  beforeEach(async () => {
    sandbox = await new MailSandbox({ httpPort: false }).start();
    db = tempDatabase('staff');
    clock = new Date('2026-11-27T04:00:00Z');
    logs = new LogLines();
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await sandbox.close();
    db.cleanup();
  });

  const staff = (...argv: string[]) => runStaff(argv, { OFFICE_DB_PATH: db.path }, quiet, quiet, () => clock);

  async function started() {
    const app = buildApp(testConfig({ ...sandboxEnv(db.path, sandbox), LOG_LEVEL: 'info' }), {
      mailRetry: { firstMs: 100, maxMs: 400 },
      logStream: logs,
      now: () => clock,
    });
    apps.push(app);
    await app.ready();
    return app;
  }

  const askForCode = (app: FastifyInstance, email: string, from = '127.0.0.1') =>
    request(app.server)
      .post('/api/office/sign-in/code')
      .set('origin', origin)
      .set('x-forwarded-for', from)
      .send({ email });
  const signIn = (app: FastifyInstance, email: string, code: string, from = '127.0.0.1') =>
    request(app.server)
      .post('/api/office/sign-in')
      .set('origin', origin)
      .set('x-forwarded-for', from)
      .send({ email, code });
  const session = (app: FastifyInstance, cookie: string) =>
    request(app.server).get('/api/office/session').set('cookie', cookie);

  /** The code in the newest sign-in email to `to`. */
  async function mailedCode(to: string, count = 1): Promise<string> {
    const mails = await sandbox.mailbox.waitFor(
      (all: ReceivedMail[]) => all.filter((mail) => mail.envelope.to.includes(to)).length >= count,
    );
    const mail = mails.filter((m) => m.envelope.to.includes(to)).at(-1)!;
    return /\b(\d{6})\b/.exec(mail.subject ?? '')![1]!;
  }

  /** Signs the admin in; answers the cookie to send back. */
  async function signedIn(app: FastifyInstance): Promise<string> {
    const before = sandbox.mailbox.all().length;
    expect((await askForCode(app, admin)).status).toBe(202);
    const answer = await signIn(app, admin, await mailedCode(admin.toLowerCase(), before + 1));
    expect(answer.status).toBe(200);
    return String(answer.headers['set-cookie']).split(';')[0]!;
  }

  it('a member of staff gets a code by email, signs in with it, and signs out; the session ends on the server', async () => {
    expect(staff('add', admin, '--role', 'admin')).toBe(0);
    const app = await started();
    const asked = await askForCode(app, admin);
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ message: staffSignInTexts.codeOnItsWay });
    expect(asked.headers['cache-control']).toBe('no-store');
    const code = await mailedCode('principal@school.example.np');

    const answer = await signIn(app, admin, code);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ email: 'principal@school.example.np', role: 'admin' });
    const setCookie = String(answer.headers['set-cookie']);
    expect(setCookie).toMatch(/^office_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=604800$/);
    const cookie = setCookie.split(';')[0]!;
    expect((await session(app, cookie)).body).toEqual({ email: 'principal@school.example.np', role: 'admin' });

    // The code worked once.
    expect((await signIn(app, admin, code)).status).toBe(401);

    const out = await request(app.server).post('/api/office/sign-out').set('origin', origin).set('cookie', cookie);
    expect(out.status).toBe(204);
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    const after = await session(app, cookie);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: staffSignInTexts.signedOut });
  });

  it('each sign-in gets a new session id', async () => {
    staff('add', admin, '--role', 'admin');
    const app = await started();
    const first = await signedIn(app);
    expect((await askForCode(app, admin)).status).toBe(202);
    const second = await signIn(app, admin, await mailedCode(admin.toLowerCase(), 2));
    expect(String(second.headers['set-cookie']).split(';')[0]).not.toBe(first);
  });

  it('an unknown address gets the same answer, no email, and no way in', async () => {
    staff('add', admin, '--role', 'admin');
    const app = await started();
    const asked = await askForCode(app, 'stranger@example.com');
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ message: staffSignInTexts.codeOnItsWay });
    await askForCode(app, admin);
    await mailedCode(admin.toLowerCase());
    expect(sandbox.mailbox.all().filter((mail) => mail.envelope.to.includes('stranger@example.com'))).toEqual([]);
    const answer = await signIn(app, 'stranger@example.com', '123456');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: staffSignInTexts.wrongCode });
  });

  it('after 5 wrong tries the code is dead, the right one included', async () => {
    staff('add', admin, '--role', 'admin');
    const app = await started();
    await askForCode(app, admin);
    const code = await mailedCode(admin.toLowerCase());
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await signIn(app, admin, wrong)).status).toBe(401);
    expect((await signIn(app, admin, code)).status).toBe(401);
  });

  it('a code lasts 10 minutes', async () => {
    staff('add', admin, '--role', 'admin');
    const app = await started();
    await askForCode(app, admin);
    const code = await mailedCode(admin.toLowerCase());
    clock = new Date(clock.getTime() + 10 * 60_000);
    expect((await signIn(app, admin, code)).status).toBe(401);
  });

  it('codes asked for and wrong codes are limited per email, staff or not, with the same 429', async () => {
    staff('add', admin, '--role', 'admin');
    const app = await started();
    for (const email of [admin, 'stranger@example.com']) {
      for (let i = 0; i < 5; i++) expect((await askForCode(app, email)).status).toBe(202);
      const refused = await askForCode(app, email);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: staffSignInTexts.tooMany });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    }
    // 10 wrong codes a day per email, whatever address they come from.
    for (const email of [admin, 'stranger@example.com']) {
      for (let i = 0; i < 10; i++) expect((await signIn(app, email, '000000', `10.0.0.${i + 1}`)).status).toBe(401);
      expect((await signIn(app, email, '000000', '10.0.1.1')).status).toBe(429);
    }
    // An hour later codes may be asked for again.
    clock = new Date(clock.getTime() + hourMs);
    expect((await askForCode(app, 'stranger@example.com')).status).toBe(202);
  });

  it('codes asked for are limited per client address, an IPv6 /64 counted as one', async () => {
    const app = await started();
    for (let i = 0; i < 20; i++) {
      expect((await askForCode(app, `person${i}@example.com`, `2001:db8:1:2::${i + 1}`)).status).toBe(202);
    }
    expect((await askForCode(app, 'person99@example.com', '2001:db8:1:2:ffff::9')).status).toBe(429);
    expect((await askForCode(app, 'person99@example.com', '2001:db8:1:3::1')).status).toBe(202);
  });

  it('refuses a state-changing request from another site, or with no Origin', async () => {
    staff('add', admin, '--role', 'admin');
    const app = await started();
    for (const headers of [{ origin: 'https://evil.example' }, {}]) {
      const answer = await request(app.server).post('/api/office/sign-in/code').set(headers).send({ email: admin });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: staffAccessMessages.foreignOrigin });
    }
    expect(sandbox.mailbox.all()).toEqual([]);
  });

  it('a session ends after 8 hours idle, and after 7 days however busy', async () => {
    staff('add', admin, '--role', 'admin');
    const app = await started();
    let cookie = await signedIn(app);
    clock = new Date(clock.getTime() + 8 * hourMs - 60_000);
    expect((await session(app, cookie)).status).toBe(200);
    clock = new Date(clock.getTime() + 8 * hourMs);
    expect((await session(app, cookie)).status).toBe(401);

    // A request every 7 hours keeps it from idling, until 7 days (168 hours) after it began.
    cookie = await signedIn(app);
    for (let hours = 7; hours < 168; hours += 7) {
      clock = new Date(clock.getTime() + 7 * hourMs);
      expect((await session(app, cookie)).status, `${hours} hours after sign-in`).toBe(200);
    }
    clock = new Date(clock.getTime() + 7 * hourMs);
    expect((await session(app, cookie)).status).toBe(401);
  });

  it('make staff: signout, a role change and a removal take effect on the next request', async () => {
    staff('add', admin, '--role', 'admin');
    const app = await started();
    let cookie = await signedIn(app);
    expect(staff('signout', admin)).toBe(0);
    expect((await session(app, cookie)).status).toBe(401);

    cookie = await signedIn(app);
    expect(staff('add', admin, '--role', 'accounts')).toBe(0);
    expect((await session(app, cookie)).body).toEqual({ email: 'principal@school.example.np', role: 'accounts' });
    expect(staff('remove', admin)).toBe(0);
    expect((await session(app, cookie)).status).toBe(401);
  });

  it('a one-time sign-in link printed by make staff signs the person in once, within 15 minutes', async () => {
    staff('add', admin, '--role', 'admin');
    const app = await started();
    const link = () => {
      const printed = new Printed();
      expect(runStaff(['link', admin], { OFFICE_DB_PATH: db.path }, printed, quiet, () => clock)).toBe(0);
      return /#link=([\w-]{43})$/m.exec(printed.text)![1]!;
    };
    const useLink = (token: string) =>
      request(app.server).post('/api/office/sign-in/link').set('origin', origin).send({ token });

    const token = link();
    const answer = await useLink(token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ email: 'principal@school.example.np', role: 'admin' });
    const cookie = String(answer.headers['set-cookie']).split(';')[0]!;
    expect((await session(app, cookie)).status).toBe(200);
    expect((await useLink(token)).body).toEqual({ message: staffSignInTexts.wrongLink });

    const late = link();
    clock = new Date(clock.getTime() + 15 * 60_000);
    expect((await useLink(late)).status).toBe(401);
    expect(logs.text.join('\n')).not.toContain(token);
  });

  it('keeps codes and session ids only hashed, forgets the email once sent, and logs neither', async () => {
    staff('add', admin, '--role', 'admin');
    const app = await started();
    await askForCode(app, admin);
    const code = await mailedCode(admin.toLowerCase());
    const cookie = await (async () => {
      const answer = await signIn(app, admin, code);
      return String(answer.headers['set-cookie']).split(';')[0]!;
    })();
    const sessionId = cookie.split('=')[1]!;
    await request(app.server).get('/api/office/session').set('cookie', cookie);

    const file = new Database(db.path, { readonly: true });
    const dump = JSON.stringify([
      file.prepare('SELECT * FROM sign_in_codes').all(),
      file.prepare('SELECT * FROM staff_sessions').all(),
    ]);
    const signInEmails = file.prepare(`SELECT COUNT(*) AS n FROM outbox WHERE kind = 'sign-in'`).get();
    file.close();
    expect(dump).not.toContain(sessionId);
    expect(dump).not.toContain(code);
    expect(signInEmails).toEqual({ n: 0 });
    const logged = logs.text.join('\n');
    expect(logged).toContain('staff signed in');
    expect(logged).not.toContain(code);
    expect(logged).not.toContain(sessionId);
  });
});
