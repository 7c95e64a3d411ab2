import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { StaffRole } from '@school/contracts';
import { staffAccessMessages } from '@school/service-kit';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { AppConfig } from '../src/config.js';
import { staffDeskTexts } from '../src/routes/staffDesk.js';
import { goodApplication, jpeg, pdf } from './admissionFiles.js';
import { goodMessage, LogLines, signedInCookies, staffOrigin, tempDatabase, testConfig } from './support.js';

/**
 * The school office's applications, messages and audit log, as the console uses them, on the real service with a
 * real SQLite file; sessions come from one-time sign-in links (the same sessions a code gives).
 */
const origin = staffOrigin;
const roles: readonly StaffRole[] = ['admin', 'office', 'accounts'];

// Many requests each (every route, every role): more than the default 5 s on a busy machine.
describe('the office desk: applications, messages and the audit log', { timeout: 30_000 }, () => {
  let db: ReturnType<typeof tempDatabase>;
  let app: FastifyInstance;
  let config: AppConfig;
  let logs: LogLines;
  let cookies: Map<StaffRole, string>;

  beforeEach(async () => {
    db = tempDatabase('desk');
    logs = new LogLines();
    const base = testConfig({ OFFICE_DB_PATH: db.path, LOG_LEVEL: 'info' });
    config = { ...base, admissions: { ...base.admissions, perHour: 1000 }, messagesPerHour: 1000 };
    app = buildApp(config, { logStream: logs });
    await app.ready();
    cookies = await signedInCookies(app, db.path, roles);
  });
  afterEach(async () => {
    await app.close();
    db.cleanup();
  });

  const as = (role: StaffRole) => cookies.get(role)!;
  const get = (url: string, role: StaffRole = 'office') => request(app.server).get(url).set('cookie', as(role));
  const post = (url: string, body: object, role: StaffRole = 'office') =>
    request(app.server).post(url).set('origin', origin).set('cookie', as(role)).send(body);

  async function apply(fields: Record<string, string> = goodApplication): Promise<string> {
    const call = request(app.server).post('/api/admissions');
    for (const [name, value] of Object.entries(fields)) void call.field(name, value);
    const answer = await call.attach('photo', jpeg, 'me.jpg').attach('birthCertificate', pdf, 'birth.pdf');
    expect(answer.status).toBe(201);
    return (answer.body as { reference: string }).reference;
  }

  it('every staff route answers 401 without a session and 403 for each role it does not allow', async () => {
    const reference = await apply();
    expect(app.staffRoutes.map((route) => `${route.method} ${route.url}`)).toContain('GET /api/office/applications');
    for (const route of app.staffRoutes) {
      const url = route.url.replace(':reference', reference).replace(':file', 'photo');
      const send = (cookie?: string) => {
        const method = route.method.toLowerCase() as 'get' | 'post' | 'delete' | 'head';
        const call = request(app.server)[method](url).set('origin', origin);
        if (cookie) void call.set('cookie', cookie);
        if (route.method === 'POST' && url.endsWith('/status')) void call.send({ status: 'in-review' });
        return call;
      };
      const anonymous = await send();
      expect(anonymous.status, `${route.method} ${url}`).toBe(401);
      if (route.method !== 'HEAD') expect(anonymous.body).toEqual({ message: staffAccessMessages.signedOut });
      for (const role of roles) {
        if (route.roles.includes(role) || (route.method === 'DELETE' && role === 'admin')) continue;
        expect((await send(as(role))).status, `${route.method} ${url} as ${role}`).toBe(403);
      }
    }
  });

  it('opens an application with every field, its files served safely, and moves its status on with its history', async () => {
    const reference = await apply();
    const listed = await get('/api/office/applications');
    expect(listed.body).toMatchObject({
      total: 1,
      applications: [{ reference, studentName: 'Asha Kumari Sah', classApplied: 'Grade 1', status: 'new' }],
    });
    const opened = await get(`/api/office/applications/${reference.toLowerCase()}`);
    expect(opened.body).toMatchObject({
      reference,
      status: 'new',
      details: { firstName: 'Asha', dob: '2019-04-15', fatherEmail: 'ram.parent@example.com' },
      files: { photo: 'photo.jpg', certificate: 'birth-certificate.pdf' },
      history: [],
    });

    const photo = await get(`/api/office/applications/${reference}/files/photo`).buffer(true);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(photo.headers['content-disposition']).toBe(`inline; filename="${reference}-photo.jpg"`);
    const certificate = await get(`/api/office/applications/${reference}/files/certificate?download=1`).buffer(true);
    expect(certificate.headers['content-type']).toBe('application/pdf');
    expect(certificate.headers['content-disposition']).toBe(
      `attachment; filename="${reference}-birth-certificate.pdf"`,
    );
    expect(Buffer.from(certificate.body as Buffer).equals(pdf)).toBe(true);

    expect((await post(`/api/office/applications/${reference}/status`, { status: 'admitted' })).body).toEqual({
      message: staffDeskTexts.notAllowed('new', 'admitted'),
    });
    expect((await post(`/api/office/applications/${reference}/status`, { status: 'in-review' })).status).toBe(200);
    const admitted = await post(`/api/office/applications/${reference}/status`, {
      status: 'admitted',
      note: 'Seat in Grade 1 B',
    });
    expect(admitted.body).toEqual({ status: 'admitted' });
    const history = (await get(`/api/office/applications/${reference}`)).body.history as object[];
    expect(history).toEqual([
      { status: 'in-review', note: '', by: 'office@school.example.np', at: expect.any(String) },
      { status: 'admitted', note: 'Seat in Grade 1 B', by: 'office@school.example.np', at: expect.any(String) },
    ]);

    // The audit log: who, what, which reference; never the child's name. Only an admin reads it.
    const audit = await get('/api/office/audit', 'admin');
    expect(audit.body.lines.slice(0, 2)).toEqual([
      { at: expect.any(String), by: 'office@school.example.np', action: 'application status admitted', reference },
      { at: expect.any(String), by: 'office@school.example.np', action: 'application status in-review', reference },
    ]);
    expect(JSON.stringify(audit.body)).not.toContain('Asha');
    expect(logs.text.join('\n')).not.toContain('Asha');
  });

  it('filters, searches and pages 5,000 applications seeded through SQL', async () => {
    const file = new Database(db.path);
    const insert = file.prepare(
      `INSERT INTO admissions (reference, student_name, class_applied, details, photo_path, certificate_path, created_at, status)
       VALUES (?, ?, ?, '{}', 'x/photo.jpg', 'x/birth-certificate.pdf', ?, ?)`,
    );
    const classes = ['Nursery', 'Grade 1', 'Grade 2', 'Grade 3'];
    const statuses = ['new', 'in-review', 'admitted', 'waiting-list', 'declined'];
    file.transaction(() => {
      for (let i = 0; i < 5000; i++) {
        const reference = `A-${i.toString(36).toUpperCase().padStart(5, '0')}`;
        const at = new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString();
        insert.run(reference, `Child ${i}`, classes[i % 4], at, statuses[i % 5]);
      }
    })();
    file.close();

    const all = await get('/api/office/applications');
    expect(all.body.total).toBe(5000);
    expect(all.body.applications).toHaveLength(50);
    expect(all.body.applications[0].studentName).toBe('Child 4999');
    const page2 = await get('/api/office/applications?page=2');
    expect(page2.body.applications[0].studentName).toBe('Child 4949');
    const filtered = await get('/api/office/applications?status=admitted&class=Grade%203');
    // i % 5 == 2 and i % 4 == 3: i % 20 == 7
    expect(filtered.body.total).toBe(250);
    // 2026-01-02 in Nepal: 2026-01-01T18:15Z to 2026-01-02T18:15Z, hours 19 to 42 of the seeded ones.
    const oneDay = await get('/api/office/applications?from=2026-01-02&to=2026-01-02');
    expect(oneDay.body.total).toBe(24);
    expect((await get('/api/office/applications?q=child%2012')).body.total).toBe(111);
    expect((await get('/api/office/applications?q=a-0000a')).body.applications).toEqual([
      expect.objectContaining({ reference: 'A-0000A', studentName: 'Child 10' }),
    ]);
  });

  it('marks a message handled, once, with who and when', async () => {
    const sent = await request(app.server).post('/api/messages').send(goodMessage);
    const { reference } = sent.body as { reference: string };
    const listed = await get('/api/office/messages');
    expect(listed.body.messages[0]).toMatchObject({ reference, name: 'Sita Sah', handledAt: null, handledBy: null });
    const handled = await post(`/api/office/messages/${reference}/handled`, {});
    expect(handled.body).toMatchObject({ reference, handledBy: 'office@school.example.np' });
    const again = await post(`/api/office/messages/${reference}/handled`, {}, 'admin');
    expect(again.body.handledBy).toBe('office@school.example.np');
    expect((await post('/api/office/messages/M-ZZZZZ/handled', {})).status).toBe(404);
  });

  it('an admin deletes an application with its files; the audit log keeps the reference', async () => {
    const reference = await apply();
    const remove = (role: StaffRole) =>
      request(app.server).delete(`/api/office/applications/${reference}`).set('origin', origin).set('cookie', as(role));
    expect((await remove('office')).status).toBe(403);
    expect((await remove('admin')).status).toBe(204);
    expect(existsSync(join(config.filesPath, reference))).toBe(false);
    expect((await get(`/api/office/applications/${reference}`)).status).toBe(404);
    expect((await get('/api/office/audit', 'admin')).body.lines[0]).toMatchObject({
      action: 'application deleted',
      reference,
      by: 'admin@school.example.np',
    });
  });

  it('exports the applications of a date range as CSV', async () => {
    const reference = await apply();
    const today = new Date(Date.now() + 345 * 60_000).toISOString().slice(0, 10);
    const csv = await get(`/api/office/applications/export?from=${today}&to=${today}`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.text).toContain(reference);
    expect((await get('/api/office/applications/export?from=2020-01-01&to=2020-01-02')).text).not.toContain(reference);
  });
});
