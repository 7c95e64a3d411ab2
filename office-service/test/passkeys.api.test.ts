import Database from 'better-sqlite3';
import type { StaffRole } from '@school/contracts';
import { staffAccessMessages } from '@school/service-kit';
import type { FastifyInstance } from 'fastify';
import { MailSandbox, type ReceivedMail } from 'mail-sandbox';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { runStaff } from '../src/cli/staffCommand.js';
import { signInCeremoniesPerAddressPerHour, staffPasskeyTexts } from '../src/routes/staffPasskeys.js';
import { SoftAuthenticator } from './softAuthenticator.js';
import { LogLines, sandboxEnv, tempDatabase, testConfig } from './support.js';

/**
 * Staff passkeys on the real service, a real SQLite file and a real mail sandbox: adding one needs a fresh emailed
 * code and tells the owner; signing in with one begins a session; challenges work once; removal, own and by an
 * admin, and with the person. The authenticator is made in the test (softAuthenticator.ts), no fake of the library.
 */
const origin = 'http://localhost:8080';
const roles: readonly StaffRole[] = ['admin', 'office', 'accounts'];
const emailOf = (role: StaffRole) => `${role}@school.example.np`;
const quiet = { write: () => true };

describe('staff passkeys', { timeout: 30_000 }, () => {
  let sandbox: MailSandbox;
  let db: ReturnType<typeof tempDatabase>;
  let app: FastifyInstance;
  let logs: LogLines;
  let clock: Date;
  const cookies = new Map<StaffRole, string>();

  const staff = (...argv: string[]) => runStaff(argv, { OFFICE_DB_PATH: db.path }, quiet, quiet, () => clock);

  beforeEach(async () => {
    sandbox = await new MailSandbox({ httpPort: false }).start();
    db = tempDatabase('passkeys');
    logs = new LogLines();
    clock = new Date('2026-11-27T04:00:00Z');
    app = buildApp(testConfig({ ...sandboxEnv(db.path, sandbox), LOG_LEVEL: 'info' }), {
      mailRetry: { firstMs: 100, maxMs: 400 },
      logStream: logs,
      now: () => clock,
    });
    await app.ready();
    for (const role of roles) {
      staff('add', emailOf(role), '--role', role);
      let printed = '';
      runStaff(
        ['link', emailOf(role)],
        { OFFICE_DB_PATH: db.path },
        { write: (t: string) => (printed += t) },
        quiet,
        () => clock,
      );
      const token = /#link=([\w-]+)/.exec(printed)![1]!;
      const answer = await request(app.server).post('/api/office/sign-in/link').set('origin', origin).send({ token });
      cookies.set(role, String(answer.headers['set-cookie']).split(';')[0]!);
    }
  });
  afterEach(async () => {
    await app.close();
    await sandbox.close();
    db.cleanup();
  });

  const as = (role: StaffRole) => cookies.get(role)!;
  const get = (url: string, role: StaffRole) => request(app.server).get(url).set('cookie', as(role));
  const post = (url: string, body: object, cookie?: string) => {
    const call = request(app.server).post(url).set('origin', origin);
    if (cookie) void call.set('cookie', cookie);
    return call.send(body);
  };
  const remove = (url: string, role: StaffRole) =>
    request(app.server).delete(url).set('origin', origin).set('cookie', as(role));

  const mailsTo = (to: string, all: ReceivedMail[]) => all.filter((mail) => mail.envelope.to.includes(to));

  /** Asks for a fresh code as `role` and reads it from the mailbox. */
  async function freshCode(role: StaffRole): Promise<string> {
    const before = mailsTo(emailOf(role), sandbox.mailbox.all()).length;
    expect((await post('/api/office/passkeys/code', {}, as(role))).status).toBe(202);
    const mails = await sandbox.mailbox.waitFor((all: ReceivedMail[]) => mailsTo(emailOf(role), all).length > before);
    return /\b(\d{6})\b/.exec(mailsTo(emailOf(role), mails).at(-1)!.subject ?? '')![1]!;
  }

  /** Adds a passkey for `role` through the whole ceremony; answers the authenticator holding it. */
  async function addPasskey(role: StaffRole, label = 'Office PC'): Promise<SoftAuthenticator> {
    const options = await post('/api/office/passkeys/options', { code: await freshCode(role) }, as(role));
    expect(options.status).toBe(200);
    const authenticator = new SoftAuthenticator(origin);
    const added = await post(
      '/api/office/passkeys',
      { label, response: authenticator.create(options.body as { challenge: string; user: { id: string } }) },
      as(role),
    );
    expect(added.status).toBe(201);
    return authenticator;
  }

  async function signInWith(authenticator: SoftAuthenticator) {
    const options = await post('/api/office/sign-in/passkey/options', {});
    expect(options.status).toBe(200);
    const response = authenticator.get(options.body as { challenge: string });
    return { answer: await post('/api/office/sign-in/passkey', { response }), response };
  }

  it('every passkey route answers 401 without a session and 403 for a role it does not allow', async () => {
    const passkeyRoutes = app.staffRoutes.filter((route) => /passkeys/.test(route.url));
    expect(passkeyRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['POST /api/office/passkeys/options', 'DELETE /api/office/staff-passkeys/:id']),
    );
    for (const route of passkeyRoutes) {
      const url = route.url.replace(':id', 'abc');
      const send = (cookie?: string) => {
        const call = request(app.server)[route.method.toLowerCase() as 'get' | 'post' | 'delete' | 'head'](url);
        void call.set('origin', origin);
        if (cookie) void call.set('cookie', cookie);
        return call;
      };
      const anonymous = await send();
      expect(anonymous.status, `${route.method} ${url}`).toBe(401);
      if (route.method !== 'HEAD') expect(anonymous.body).toEqual({ message: staffAccessMessages.signedOut });
      for (const role of roles.filter((r) => !route.roles.includes(r))) {
        expect((await send(as(role))).status, `${route.method} ${url} as ${role}`).toBe(403);
      }
    }
  });

  it('refuses to add a passkey without a fresh emailed code, a wrong one, or one used already', async () => {
    expect((await post('/api/office/passkeys/options', { code: '123456' }, as('office'))).status).toBe(401);
    const code = await freshCode('office');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await post('/api/office/passkeys/options', { code: wrong }, as('office'));
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: staffPasskeyTexts.wrongCode });
    expect((await post('/api/office/passkeys/options', { code }, as('office'))).status).toBe(200);
    expect((await post('/api/office/passkeys/options', { code }, as('office'))).status).toBe(401);

    // Without options of one's own session, a made-up credential is refused.
    const stray = new SoftAuthenticator(origin).create({ challenge: 'bm90LWEtY2hhbGxlbmdl', user: { id: 'eA' } });
    const added = await post('/api/office/passkeys', { label: 'Phone', response: stray }, as('office'));
    expect(added.status).toBe(400);
    expect(added.body).toEqual({ message: staffPasskeyTexts.notAdded });
  });

  it('a challenge to add is bound to the session that asked, and works once', async () => {
    const options = await post('/api/office/passkeys/options', { code: await freshCode('office') }, as('office'));
    const authenticator = new SoftAuthenticator(origin);
    const response = authenticator.create(options.body as { challenge: string; user: { id: string } });
    // Another person's session cannot use it.
    expect((await post('/api/office/passkeys', { label: 'X', response }, as('admin'))).status).toBe(400);
    const fresh = await post('/api/office/passkeys/options', { code: await freshCode('office') }, as('office'));
    const second = new SoftAuthenticator(origin);
    const secondResponse = second.create(fresh.body as { challenge: string; user: { id: string } });
    expect(
      (await post('/api/office/passkeys', { label: 'Phone', response: secondResponse }, as('office'))).status,
    ).toBe(201);
    expect(
      (await post('/api/office/passkeys', { label: 'Phone', response: secondResponse }, as('office'))).status,
    ).toBe(400);
  });

  it('adds a passkey, tells its owner by email in Nepal time, signs in with it once per challenge, and lists it', async () => {
    const authenticator = await addPasskey('office', 'Office PC');
    const mails = await sandbox.mailbox.waitFor((all: ReceivedMail[]) =>
      mailsTo(emailOf('office'), all).some((mail) => /passkey was added/.test(mail.subject ?? '')),
    );
    const told = mailsTo(emailOf('office'), mails).find((mail) => /passkey was added/.test(mail.subject ?? ''))!;
    expect(told.text).toContain('"Office PC"');
    expect(told.text).toContain('2026-11-27 09:45 (Nepal time)');
    expect(told.text).toContain('If this was not you');

    clock = new Date('2026-11-27T05:00:00Z');
    const { answer, response } = await signInWith(authenticator);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ email: emailOf('office'), role: 'office' });
    const cookie = String(answer.headers['set-cookie']).split(';')[0]!;
    expect(cookie).not.toBe(as('office'));
    const session = await request(app.server).get('/api/office/session').set('cookie', cookie);
    expect(session.body).toEqual({ email: emailOf('office'), role: 'office' });

    // The same answer again: its challenge is used.
    const replayed = await post('/api/office/sign-in/passkey', { response });
    expect(replayed.status).toBe(401);
    expect(replayed.body).toEqual({ message: staffPasskeyTexts.wrongPasskey });

    const listed = await get('/api/office/passkeys', 'office');
    expect(listed.body).toEqual({
      passkeys: [
        {
          id: authenticator.id,
          label: 'Office PC',
          addedAt: '2026-11-27T04:00:00.000Z',
          lastUsedAt: '2026-11-27T05:00:00.000Z',
        },
      ],
    });
    expect((await get('/api/office/passkeys', 'admin')).body).toEqual({ passkeys: [] });
    const logText = logs.text.join('\n');
    expect(logText).not.toContain(cookie.split('=')[1]);
  });

  it('a challenge to sign in expires after 5 minutes', async () => {
    const authenticator = await addPasskey('accounts');
    const options = await post('/api/office/sign-in/passkey/options', {});
    clock = new Date(clock.getTime() + 5 * 60_000);
    const late = await post('/api/office/sign-in/passkey', {
      response: authenticator.get(options.body as { challenge: string }),
    });
    expect(late.status).toBe(401);
  });

  it('a person removes their own passkey, not another’s; an admin removes anyone’s', async () => {
    const office = await addPasskey('office');
    const accounts = await addPasskey('accounts');
    expect((await remove(`/api/office/passkeys/${accounts.id}`, 'office')).status).toBe(404);
    expect((await remove(`/api/office/passkeys/${office.id}`, 'office')).status).toBe(204);
    expect((await get('/api/office/passkeys', 'office')).body).toEqual({ passkeys: [] });
    expect((await signInWith(office)).answer.status).toBe(401);

    const everybody = await get('/api/office/staff-passkeys', 'admin');
    expect(everybody.body).toMatchObject({ passkeys: [{ id: accounts.id, email: emailOf('accounts') }] });
    expect((await remove(`/api/office/staff-passkeys/${accounts.id}`, 'admin')).status).toBe(204);
    expect((await remove(`/api/office/staff-passkeys/${accounts.id}`, 'admin')).status).toBe(404);
    expect((await get('/api/office/passkeys', 'accounts')).body).toEqual({ passkeys: [] });
  });

  it('make staff remove deletes the person’s passkeys with them', async () => {
    const authenticator = await addPasskey('accounts');
    expect(staff('remove', emailOf('accounts'))).toBe(0);
    const file = new Database(db.path, { readonly: true });
    try {
      expect(file.prepare('SELECT count(*) AS n FROM staff_passkeys').get()).toEqual({ n: 0 });
    } finally {
      file.close();
    }
    expect((await signInWith(authenticator)).answer.status).toBe(401);
  });

  it('limits the passkey sign-ins one address begins in an hour, with Retry-After', async () => {
    const begin = () =>
      request(app.server)
        .post('/api/office/sign-in/passkey/options')
        .set('origin', origin)
        .set('x-forwarded-for', '203.0.113.9')
        .send({});
    for (let i = 0; i < signInCeremoniesPerAddressPerHour; i += 1) expect((await begin()).status).toBe(200);
    const refused = await begin();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    clock = new Date(clock.getTime() + 60 * 60_000);
    expect((await begin()).status).toBe(200);
  });

  it('on a site configured at 127.0.0.1, passkeys belong to localhost (WebAuthn refuses IP addresses)', async () => {
    const loopback = buildApp(
      testConfig({ ...sandboxEnv(db.path, sandbox), PUBLIC_SITE_URL: 'http://127.0.0.1:8080' }),
      { now: () => clock },
    );
    try {
      await loopback.ready();
      const options = await request(loopback.server)
        .post('/api/office/sign-in/passkey/options')
        .set('origin', 'http://localhost:8080')
        .send({});
      expect(options.status).toBe(200);
      expect(options.body).toMatchObject({ rpId: 'localhost' });
      const foreign = await request(loopback.server)
        .post('/api/office/sign-in/passkey/options')
        .set('origin', 'http://localhost:9090')
        .send({});
      expect(foreign.status).toBe(403);
    } finally {
      await loopback.close();
    }
  });
});
