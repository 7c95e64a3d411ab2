import { join } from 'node:path';
import type { StaffRole } from '@school/contracts';
import { staffAccessMessages, startOfficeForStaffTests, type OfficeForStaffTests } from '@school/service-kit';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { EventStreamReader, tempDatabase, testConfig } from './support.js';

/**
 * The school office's comments, straight against comments-service (no nginx), with sessions from the real
 * office-service: every staff route refuses a request without a session (401) and with the wrong role (403), and
 * `make staff` ending a session, removing a person or changing a role counts on the very next request here.
 */
const siteOrigin = 'http://localhost:8080';
const postUrl = '/api/comments/peace-rally';

let office: OfficeForStaffTests;
/** A signed-in person of each role (each `make staff` call is a process of its own: a second or two). */
const cookies = new Map<StaffRole, string>();
beforeAll(async () => {
  office = await startOfficeForStaffTests(join(import.meta.dirname, '../../office-service'), siteOrigin);
  for (const role of ['admin', 'office', 'accounts'] as const) {
    cookies.set(role, await office.signedIn(`${role}@school.example.np`, role));
  }
}, 120_000);
afterAll(async () => office?.stop());

const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});

async function started(overrides: Parameters<typeof testConfig>[1] = {}) {
  const db = tempDatabase('staff-comments');
  const app: FastifyInstance = buildApp(
    testConfig(db.path, { officeServiceUrl: office.url, publicSiteOrigin: siteOrigin, ...overrides }),
    { moderationPollMs: 50 },
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  closing.push(async () => {
    await app.close();
    db.cleanup();
  });
  return app;
}

/** A concrete address for a route of the table (its :params filled in). */
const concrete = (url: string) => url.replace(':id', '1').replace(':action', 'hide');

describe('comments-service staff routes', { timeout: 60_000 }, () => {
  it('every staff route answers 401 without a session and 403 for a role it does not allow', async () => {
    const app = await started();
    expect(app.staffRoutes.length).toBeGreaterThan(0);
    for (const route of app.staffRoutes) {
      const send = (cookie?: string) => {
        const call = request(app.server)[route.method.toLowerCase() as 'get' | 'post' | 'head'](concrete(route.url));
        void call.set('origin', siteOrigin);
        if (cookie) void call.set('cookie', cookie);
        return call;
      };
      const anonymous = await send();
      expect(anonymous.status, `${route.method} ${route.url}`).toBe(401);
      if (route.method !== 'HEAD') expect(anonymous.body).toEqual({ message: staffAccessMessages.signedOut });
      for (const [role, cookie] of cookies) {
        const answer = await send(cookie);
        if (route.roles.includes(role)) expect(answer.status, `${route.url} as ${role}`).not.toBe(403);
        else expect(answer.status, `${route.url} as ${role}`).toBe(403);
      }
    }
  });

  it('lists comments in every state and hides one; open pages of the post drop it live', async () => {
    const app = await started();
    const clerk = cookies.get('office')!;
    const kept = (await request(app.server).post(postUrl).send({ name: 'Gita', text: 'Kind words' })).body;
    const rude = (await request(app.server).post(postUrl).send({ name: 'Troll', text: 'Rude words' })).body;
    const address = app.server.address() as { port: number };
    const reader = await new EventStreamReader(`http://127.0.0.1:${address.port}${postUrl}/stream`).open();
    closing.push(async () => reader.close());

    const listed = await request(app.server).get('/api/office/comments').set('cookie', clerk);
    expect(listed.status).toBe(200);
    expect(listed.body.awaitingApproval).toEqual([]);
    expect(listed.body.recent.map((c: { id: string }) => c.id)).toEqual([rude.id, kept.id]);
    expect(listed.body.recent[0]).toMatchObject({ postId: 'peace-rally', state: 'published', name: 'Troll' });
    const newest = await request(app.server).get('/api/office/comments?limit=1').set('cookie', clerk);
    expect(newest.body.recent.map((c: { id: string }) => c.id)).toEqual([rude.id]);

    const hidden = await request(app.server)
      .post(`/api/office/comments/${rude.id}/hide`)
      .set('origin', siteOrigin)
      .set('cookie', clerk);
    expect(hidden.body).toEqual({ id: rude.id, state: 'hidden', changed: true });
    await reader.waitFor(() => reader.events.some((event) => event.event === 'comment-hidden'));
    const publicList = (await request(app.server).get(postUrl)).body as { comments: { id: string }[] };
    expect(publicList.comments.map((c) => c.id)).toEqual([kept.id]);

    const missing = await request(app.server)
      .post('/api/office/comments/999/hide')
      .set('origin', siteOrigin)
      .set('cookie', clerk);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: expect.stringContaining('no comment with that number') });
  });

  it('with COMMENTS_MODERATION=before, the comments awaiting approval come first, and approving publishes one', async () => {
    const app = await started({ moderation: 'before' });
    const clerk = cookies.get('office')!;
    const waiting = (await request(app.server).post(postUrl).send({ name: 'Sita', text: 'Waiting' })).body;
    const listed = await request(app.server).get('/api/office/comments').set('cookie', clerk);
    expect(listed.body.awaitingApproval).toEqual([expect.objectContaining({ id: waiting.id, state: 'pending' })]);
    const approved = await request(app.server)
      .post(`/api/office/comments/${waiting.id}/approve`)
      .set('origin', siteOrigin)
      .set('cookie', clerk);
    expect(approved.body).toEqual({ id: waiting.id, state: 'published', changed: true });
  });

  it('make staff signout, a role change and a removal count on the next request to comments-service', async () => {
    const app = await started();
    const list = (cookie: string) => request(app.server).get('/api/office/comments').set('cookie', cookie);
    let cookie = await office.signedIn('moderator@school.example.np', 'office');
    expect((await list(cookie)).status).toBe(200);
    office.staff('signout', 'moderator@school.example.np');
    expect((await list(cookie)).status).toBe(401);

    cookie = await office.signedIn('moderator@school.example.np', 'office');
    office.staff('add', 'moderator@school.example.np', '--role', 'accounts');
    expect((await list(cookie)).status).toBe(403);
    office.staff('remove', 'moderator@school.example.np');
    expect((await list(cookie)).status).toBe(401);
  });
});
