import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StaffRole } from '@school/contracts';
import { staffAccessMessages } from '@school/service-kit';
import { PublishQueue } from '@school/service-kit/publish-queue';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { runStaff } from '../src/cli/staffCommand.js';
import { staffPublishingTexts } from '../src/routes/staffPublishing.js';
import { LogLines, tempDatabase, testConfig } from './support.js';

/**
 * Publishing from the console, on the real service with a real SQLite file and a real queue folder: the requests
 * office-service writes, and the answers and history a publisher writes (played here by the queue's own publisher
 * side; the publisher service itself is tests/unit/publisherService.test.ts's).
 */
const origin = 'http://localhost:8080';
const roles: readonly StaffRole[] = ['admin', 'office', 'accounts'];

describe('publishing from the console', { timeout: 30_000 }, () => {
  let db: ReturnType<typeof tempDatabase>;
  let queueDir: string;
  let app: FastifyInstance;
  let logs: LogLines;
  const cookies = new Map<StaffRole, string>();

  async function start(env: Record<string, string>): Promise<void> {
    logs = new LogLines();
    app = buildApp(testConfig({ OFFICE_DB_PATH: db.path, LOG_LEVEL: 'info', ...env }), { logStream: logs });
    await app.ready();
    for (const role of roles) {
      const email = `${role}@school.example.np`;
      const quiet = { write: () => true };
      runStaff(['add', email, '--role', role], { OFFICE_DB_PATH: db.path }, quiet, quiet);
      let printed = '';
      runStaff(['link', email], { OFFICE_DB_PATH: db.path }, { write: (text: string) => (printed += text) }, quiet);
      const token = /#link=([\w-]+)/.exec(printed)![1]!;
      const answer = await request(app.server).post('/api/office/sign-in/link').set('origin', origin).send({ token });
      cookies.set(role, String(answer.headers['set-cookie']).split(';')[0]!);
    }
  }

  beforeEach(() => {
    db = tempDatabase('publishing');
    queueDir = mkdtempSync(join(tmpdir(), 'publish-queue-'));
  });
  afterEach(async () => {
    await app.close();
    db.cleanup();
    rmSync(queueDir, { recursive: true, force: true });
  });

  const as = (role: StaffRole) => cookies.get(role)!;
  const get = (url: string, role: StaffRole = 'office') => request(app.server).get(url).set('cookie', as(role));
  const post = (url: string, role: StaffRole = 'office') =>
    request(app.server).post(url).set('origin', origin).set('cookie', as(role)).send();
  const auditLines = async () => (await get('/api/office/audit', 'admin')).body.lines as Record<string, string>[];
  const requestFiles = () => readdirSync(join(queueDir, 'requests')).filter((name) => name.endsWith('.json'));

  it('every publishing route answers 401 without a session and 403 for accounts', async () => {
    await start({ PUBLISH_QUEUE_DIR: queueDir });
    const publishRoutes = app.staffRoutes.filter((route) => route.url.startsWith('/api/office/publish'));
    expect(publishRoutes.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'GET /api/office/publish',
      'GET /api/office/publish/:request',
      'HEAD /api/office/publish',
      'HEAD /api/office/publish/:request',
      'POST /api/office/publish',
      'POST /api/office/publish/undo',
    ]);
    for (const route of publishRoutes) {
      expect(route.roles).toEqual(['admin', 'office']);
      const url = route.url.replace(':request', '20261128T190102345Z-ab12cd');
      const send = (cookie?: string) => {
        const method = route.method.toLowerCase() as 'get' | 'post' | 'head';
        const call = request(app.server)[method](url).set('origin', origin);
        if (cookie) void call.set('cookie', cookie);
        return call;
      };
      const anonymous = await send();
      expect(anonymous.status, `${route.method} ${url}`).toBe(401);
      if (route.method !== 'HEAD') expect(anonymous.body).toEqual({ message: staffAccessMessages.signedOut });
      expect((await send(as('accounts'))).status, `${route.method} ${url} as accounts`).toBe(403);
    }
    expect(requestFiles()).toEqual([]); // no refused request was queued
  });

  it('queues a publish on disk before answering 202, and answers a second one while it waits with its id', async () => {
    await start({ PUBLISH_QUEUE_DIR: queueDir });
    const first = await post('/api/office/publish');
    expect(first.status).toBe(202);
    const id = (first.body as { request: string }).request;
    expect(id).toMatch(/^\d{8}T\d{9}Z-[0-9a-f]{6}$/);
    expect(JSON.parse(readFileSync(join(queueDir, 'requests', `${id}.json`), 'utf8'))).toMatchObject({
      request: id,
      action: 'publish',
      by: 'office@school.example.np',
    });

    const waiting = { request: id, action: 'publish', state: 'waiting', requestedAt: expect.any(String) };
    expect((await get(`/api/office/publish/${id}`)).body).toEqual(waiting);
    const again = await post('/api/office/publish', 'admin');
    expect(again.status).toBe(202);
    expect(again.body).toEqual({ request: id });
    expect(requestFiles()).toEqual([`${id}.json`]);
    expect((await get('/api/office/publish')).body).toEqual({ live: null, history: [], waiting });

    // An undo is a request of its own; a second undo while it waits is the same one.
    const undo = (await post('/api/office/publish/undo')).body as { request: string };
    expect(undo.request).not.toBe(id);
    expect((await post('/api/office/publish/undo', 'admin')).body).toEqual(undo);
    expect(requestFiles()).toEqual([`${id}.json`, `${undo.request}.json`]);
    // A publish asked after the undo is done after it: not merged into the first.
    const after = (await post('/api/office/publish')).body as { request: string };
    expect([id, undo.request]).not.toContain(after.request);
    expect(requestFiles()).toEqual([`${id}.json`, `${undo.request}.json`, `${after.request}.json`]);

    expect((await auditLines()).slice(0, 5).map(({ by, action, reference }) => ({ by, action, reference }))).toEqual([
      { by: 'office@school.example.np', action: 'site publish requested', reference: after.request },
      { by: 'admin@school.example.np', action: 'publish undo requested', reference: undo.request },
      { by: 'office@school.example.np', action: 'publish undo requested', reference: undo.request },
      { by: 'admin@school.example.np', action: 'site publish requested', reference: id },
      { by: 'office@school.example.np', action: 'site publish requested', reference: id },
    ]);
    // The log names the request, never a session.
    expect(logs.text.join('\n')).not.toMatch(new RegExp(as('office').split('=')[1]!));
  });

  it('shows what the publisher made of a request, and queues a new publish once the one before is building', async () => {
    await start({ PUBLISH_QUEUE_DIR: queueDir });
    const publisher = new PublishQueue(queueDir);
    const id = ((await post('/api/office/publish')).body as { request: string }).request;
    const taken = publisher.next()!;
    expect(taken.request.request).toBe(id);
    publisher.setAnswer({ ...taken.request, state: 'building', liveBefore: null });
    expect((await get(`/api/office/publish/${id}`)).body).toEqual({
      request: id,
      action: 'publish',
      state: 'building',
      requestedAt: taken.request.requestedAt,
    });

    // The folder may have changed since that build began: a new publish is queued behind it.
    const second = ((await post('/api/office/publish')).body as { request: string }).request;
    expect(second).not.toBe(id);
    expect((await get('/api/office/publish')).body.waiting).toMatchObject({ request: id, state: 'building' });

    const release = '20261128-190110';
    publisher.setAnswer({
      request: id,
      action: 'publish',
      requestedAt: taken.request.requestedAt,
      state: 'live',
      release,
    });
    publisher.done(id);
    publisher.setHistory({
      live: release,
      history: [{ release, publishedAt: '2026-11-28T19:01:10.000Z', files: 12, live: true }],
    });
    expect((await get(`/api/office/publish/${id}`)).body).toMatchObject({ state: 'live', release });
    expect((await get('/api/office/publish', 'admin')).body).toEqual({
      live: release,
      history: [{ release, publishedAt: '2026-11-28T19:01:10.000Z', files: 12, live: true }],
      waiting: { request: second, action: 'publish', state: 'waiting', requestedAt: expect.any(String) },
    });
  });

  it('answers 404 for a request it does not know, 400 for a malformed one, 503 when publishing is not set up', async () => {
    await start({ PUBLISH_QUEUE_DIR: queueDir });
    expect(await get('/api/office/publish/20261128T190102345Z-ab12cd')).toMatchObject({
      status: 404,
      body: { message: staffPublishingTexts.unknown },
    });
    const malformed = await get('/api/office/publish/not.an.id');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: expect.any(String) });
    await app.close();

    await start({});
    for (const call of [get('/api/office/publish'), post('/api/office/publish'), post('/api/office/publish/undo')])
      expect(await call).toMatchObject({ status: 503, body: { message: staffPublishingTexts.notSetUp } });
  });
});
