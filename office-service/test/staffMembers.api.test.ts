import type { StaffRole } from '@school/contracts';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { runStaff } from '../src/cli/staffCommand.js';
import { staffMembersTexts } from '../src/routes/staffMembers.js';
import { LogLines, tempDatabase, testConfig } from './support.js';

/**
 * An administrator manages the staff in the console: adds, changes, removes and signs out people, on the real
 * service with a real SQLite file. Each change counts on the person's very next request and is audit-logged; the
 * school always keeps an administrator.
 */
const origin = 'http://localhost:8080';

describe('staff managed by an administrator', { timeout: 30_000 }, () => {
  let db: ReturnType<typeof tempDatabase>;
  let app: FastifyInstance;
  const quiet = { write: () => true };

  beforeEach(async () => {
    db = tempDatabase('staff-members');
    app = buildApp(testConfig({ OFFICE_DB_PATH: db.path }), { logStream: new LogLines() });
    await app.ready();
  });
  afterEach(async () => {
    await app.close();
    db.cleanup();
  });

  /** A session for a person added with `make staff`, through a one-time sign-in link. */
  async function signedIn(email: string, role?: StaffRole): Promise<string> {
    if (role) runStaff(['add', email, '--role', role], { OFFICE_DB_PATH: db.path }, quiet, quiet);
    let printed = '';
    runStaff(['link', email], { OFFICE_DB_PATH: db.path }, { write: (text: string) => (printed += text) }, quiet);
    const token = /#link=([\w-]+)/.exec(printed)![1]!;
    const answer = await request(app.server).post('/api/office/sign-in/link').set('origin', origin).send({ token });
    expect(answer.status).toBe(200);
    return String(answer.headers['set-cookie']).split(';')[0]!;
  }
  const post = (url: string, cookie: string, body: object) =>
    request(app.server).post(url).set('origin', origin).set('cookie', cookie).send(body);
  const session = (cookie: string) => request(app.server).get('/api/office/session').set('cookie', cookie);

  it('adds a person, who can sign in with the role given; the change is in the audit log', async () => {
    const admin = await signedIn('head@school.example.np', 'admin');
    const added = await post('/api/office/staff', admin, { email: ' Clerk@School.example.np ', role: 'office' });
    expect(added.status).toBe(201);
    expect(added.body.members).toEqual([
      expect.objectContaining({ email: 'clerk@school.example.np', role: 'office' }),
      expect.objectContaining({ email: 'head@school.example.np', role: 'admin' }),
    ]);
    const clerk = await signedIn('clerk@school.example.np');
    expect((await session(clerk)).body).toEqual({ email: 'clerk@school.example.np', role: 'office' });
    const audit = await request(app.server).get('/api/office/audit').set('cookie', admin);
    expect(audit.body.lines[0]).toMatchObject({
      by: 'head@school.example.np',
      action: 'staff added as office',
      reference: 'clerk@school.example.np',
    });
  });

  it('a role change, a removal and a sign-out each count on the person’s very next request', async () => {
    const admin = await signedIn('head@school.example.np', 'admin');
    const clerk = await signedIn('clerk@school.example.np', 'office');
    expect((await request(app.server).get('/api/office/applications').set('cookie', clerk)).status).toBe(200);

    expect(
      (await post('/api/office/staff/role', admin, { email: 'clerk@school.example.np', role: 'accounts' })).status,
    ).toBe(200);
    expect((await request(app.server).get('/api/office/applications').set('cookie', clerk)).status).toBe(403);

    const ended = await post('/api/office/staff/sign-out', admin, { email: 'clerk@school.example.np' });
    expect(ended.body).toEqual({ sessionsEnded: 1 });
    expect((await session(clerk)).status).toBe(401);

    const again = await signedIn('clerk@school.example.np');
    expect((await post('/api/office/staff/remove', admin, { email: 'clerk@school.example.np' })).status).toBe(200);
    expect((await session(again)).status).toBe(401);
    const listed = await request(app.server).get('/api/office/staff').set('cookie', admin);
    expect(listed.body.members.map((member: { email: string }) => member.email)).toEqual(['head@school.example.np']);
  });

  it('keeps the last administrator, who can be removed once there is another', async () => {
    const admin = await signedIn('head@school.example.np', 'admin');
    const lastAdmin = { message: staffMembersTexts.lastAdmin };
    const demoted = await post('/api/office/staff/role', admin, { email: 'head@school.example.np', role: 'office' });
    expect([demoted.status, demoted.body]).toEqual([409, lastAdmin]);
    const removed = await post('/api/office/staff/remove', admin, { email: 'head@school.example.np' });
    expect([removed.status, removed.body]).toEqual([409, lastAdmin]);

    expect((await post('/api/office/staff', admin, { email: 'deputy@school.example.np', role: 'admin' })).status).toBe(
      201,
    );
    expect((await post('/api/office/staff/remove', admin, { email: 'head@school.example.np' })).status).toBe(200);
    expect((await session(admin)).status).toBe(401);
  });

  it('refuses bad input in plain words, with 4xx and nothing changed', async () => {
    const admin = await signedIn('head@school.example.np', 'admin');
    const cases: [string, object, number, string][] = [
      ['/api/office/staff', { email: 'not an email', role: 'office' }, 400, staffMembersTexts.badEmail],
      ['/api/office/staff', { email: 'a@school.example.np', role: 'principal' }, 400, staffMembersTexts.badRole],
      ['/api/office/staff', { email: 'head@school.example.np', role: 'office' }, 409, staffMembersTexts.alreadyStaff],
      [
        '/api/office/staff/role',
        { email: 'nobody@school.example.np', role: 'office' },
        404,
        staffMembersTexts.notStaff,
      ],
      ['/api/office/staff/role', { email: 'head@school.example.np', role: 'admin' }, 409, staffMembersTexts.unchanged],
      ['/api/office/staff/remove', { email: 'nobody@school.example.np' }, 404, staffMembersTexts.notStaff],
      ['/api/office/staff/sign-out', { email: 'nobody@school.example.np' }, 404, staffMembersTexts.notStaff],
    ];
    for (const [url, body, status, message] of cases) {
      const answer = await post(url, admin, body);
      expect([answer.status, answer.body], `${url} ${JSON.stringify(body)}`).toEqual([status, { message }]);
    }
    const listed = await request(app.server).get('/api/office/staff').set('cookie', admin);
    expect(listed.body.members).toHaveLength(1);
  });

  it('is the administrator’s alone: office and accounts are refused, whatever they send', async () => {
    for (const role of ['office', 'accounts'] as const) {
      const cookie = await signedIn(`${role}@school.example.np`, role);
      expect((await request(app.server).get('/api/office/staff').set('cookie', cookie)).status).toBe(403);
      const added = await post('/api/office/staff', cookie, { email: `me-${role}@school.example.np`, role: 'admin' });
      expect(added.status).toBe(403);
    }
  });
});
