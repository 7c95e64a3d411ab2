import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { buildApp } from '../src/app.js';
import { maxReplayedComments } from '../src/routes/commentStream.js';
import { EventStreamReader, tempDatabase, testConfig } from './support.js';

/** The stream is read over a real socket with fetch, as a browser's EventSource would. */
describe('GET /api/comments/:postId/stream', () => {
  let app: FastifyInstance;
  let base: string;
  let cleanup: () => void;
  let dbPath: string;
  const readers: EventStreamReader[] = [];

  beforeEach(async () => {
    const db = tempDatabase('stream');
    cleanup = db.cleanup;
    dbPath = db.path;
    app = buildApp(testConfig(db.path, { rateLimitPerMinute: 100 }), { heartbeatMs: 100 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    for (const reader of readers.splice(0)) reader.close();
    await app.close();
    cleanup();
  });

  const openStream = async (headers: Record<string, string> = {}) => {
    const reader = await new EventStreamReader(`${base}/api/comments/peace-rally/stream`, headers).open();
    readers.push(reader);
    return reader;
  };
  const post = async (name: string, text: string) => {
    const response = await fetch(`${base}/api/comments/peace-rally`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, text }),
    });
    expect(response.status).toBe(201);
    // The stream carries the comment as the answer did, without the answer's state.
    const { state, ...comment } = (await response.json()) as {
      id: string;
      name: string;
      text: string;
      createdAt: string;
      state: string;
    };
    expect(state).toBe('published');
    return comment;
  };

  it('is an event stream that is not cached or buffered', async () => {
    const reader = await openStream();
    expect(reader.status).toBe(200);
    expect(reader.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(reader.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(reader.headers.get('x-accel-buffering')).toBe('no');
  });

  it('delivers a new comment to every open stream, with its store sequence as the event id', async () => {
    const first = await openStream();
    const second = await openStream();
    const comment = await post('Sita', 'Peace\nto all');

    for (const reader of [first, second]) {
      await reader.waitFor(() => reader.events.length === 1);
      expect(reader.events[0]).toEqual({ id: comment.id, event: 'comment', data: JSON.stringify(comment) });
    }
  });

  it('resumes after Last-Event-ID with exactly what the reader missed, then goes on live', async () => {
    const seen = await post('A', 'seen before the drop');
    const missed1 = await post('B', 'missed 1');
    const missed2 = await post('C', 'missed 2');

    const reader = await openStream({ 'Last-Event-ID': seen.id });
    await reader.waitFor(() => reader.events.length === 2);
    expect(reader.events.map((e) => e.id)).toEqual([missed1.id, missed2.id]);

    const live = await post('D', 'after reconnecting');
    await reader.waitFor(() => reader.events.length === 3);
    expect(reader.events[2]?.id).toBe(live.id);
    expect(JSON.parse(reader.events[2]!.data)).toEqual(live);
  });

  it('sends nothing old to a reader that starts fresh', async () => {
    await post('A', 'old');
    const reader = await openStream();
    const fresh = await post('B', 'new');
    await reader.waitFor(() => reader.events.length >= 1);
    expect(reader.events.map((e) => e.id)).toEqual([fresh.id]);
  });

  it('sends heartbeats so proxies keep an idle stream open', async () => {
    const reader = await openStream();
    await reader.waitFor(() => reader.comments.filter((c) => c === 'heartbeat').length >= 2, 2000);
  });

  it('stops listening when the reader goes away, and the server closes with streams open', async () => {
    const reader = await openStream();
    await reader.waitFor(() => reader.comments.includes('connected'));
    reader.close();
    // The next post must not fail for want of a listener.
    await post('A', 'nobody listening');
    await openStream();
    // afterEach closes the app with this stream still open: it must not hang.
  });

  it('resumes after ?lastEventId= when a page opens a new stream, the header winning when both are sent', async () => {
    const seen = await post('A', 'seen');
    const missed = await post('B', 'missed');
    const byQuery = await new EventStreamReader(
      `${base}/api/comments/peace-rally/stream?lastEventId=${seen.id}`,
    ).open();
    readers.push(byQuery);
    await byQuery.waitFor(() => byQuery.events.length === 1);
    expect(byQuery.events[0]?.id).toBe(missed.id);

    const both = await new EventStreamReader(`${base}/api/comments/peace-rally/stream?lastEventId=0`, {
      'Last-Event-ID': missed.id,
    }).open();
    readers.push(both);
    const live = await post('C', 'live');
    await both.waitFor(() => both.events.length >= 1);
    expect(both.events.map((e) => e.id)).toEqual([live.id]);
  });

  it('tells a reader that missed more than it replays to reset, instead of leaving a gap', async () => {
    const first = await post('A', 'seen');
    // 501 missed comments, written straight through the API's store (the posting limit is per minute).
    const db = new Database(dbPath);
    const insert = db.prepare(
      "INSERT INTO comments (post_id, name, text, created_at) VALUES ('peace-rally', 'B', ?, '2025-09-17T04:30:00.000Z')",
    );
    db.transaction(() => {
      for (let i = 0; i <= maxReplayedComments; i += 1) insert.run(`missed ${i}`);
    })();
    db.close();
    const reader = await openStream({ 'Last-Event-ID': first.id });
    await reader.waitFor(() => reader.events.length >= 1);
    expect(reader.events.map((e) => e.event)).toEqual(['reset']);
    const live = await post('C', 'live');
    await reader.waitFor(() => reader.events.length === 2);
    expect(reader.events[1]?.id).toBe(live.id);
  });

  it('answers HEAD at once with the headers only, and other methods with 405 and a message', async () => {
    const head = await fetch(`${base}/api/comments/peace-rally/stream`, {
      method: 'HEAD',
      signal: AbortSignal.timeout(2000),
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(await head.text()).toBe('');
    expect((await fetch(`${base}/api/comments/nowhere/stream`, { method: 'HEAD' })).status).toBe(404);

    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const response = await fetch(`${base}/api/comments/peace-rally/stream`, {
        method,
        signal: AbortSignal.timeout(2000),
      });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      expect(await response.json()).toEqual({ message: 'The live comments stream answers only GET and HEAD.' });
    }
  });

  it('answers 404 with a message for an unknown post', async () => {
    const response = await fetch(`${base}/api/comments/no-such-post/stream`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      message: 'There is no blog post with that address, so it takes no comments.',
    });
  });
});

describe('stream caps and lifetime', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function startCapped(streamsMax: number, streamsPerAddress: number, lifetimeMs = { min: 60_000, max: 60_000 }) {
    const db = tempDatabase('caps');
    const app = buildApp(testConfig(db.path, { streamsMax, streamsPerAddress }), { streamLifetimeMs: lifetimeMs });
    await app.listen({ port: 0, host: '127.0.0.1' });
    cleanups.push(db.cleanup, () => app.close());
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/comments/peace-rally/stream`;
    /** A stream from a client address, as nginx forwards it. */
    const open = async (clientAddress: string) => {
      const reader = await new EventStreamReader(url, { 'X-Forwarded-For': clientAddress }).open();
      cleanups.push(() => reader.close());
      return reader;
    };
    /** A stream request expected to be refused: its whole answer. */
    const refusal = (clientAddress: string) =>
      fetch(url, { headers: { 'X-Forwarded-For': clientAddress }, signal: AbortSignal.timeout(2000) });
    return { app, open, refusal };
  }

  it('caps the streams of one client address with 429, Retry-After and a message; others still get theirs', async () => {
    const { open, refusal } = await startCapped(10, 2);
    expect((await open('203.0.113.5')).status).toBe(200);
    expect((await open('203.0.113.5')).status).toBe(200);
    const third = await refusal('203.0.113.5');
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await third.json()).toEqual({
      message:
        'Too many live comment streams are open from your network. The page checks for new comments now and then instead; please try again later.',
    });
    expect((await open('203.0.113.6')).status).toBe(200);
    // An IPv6 client is counted by its /64 network.
    expect((await open('2001:db8:1:2::1')).status).toBe(200);
    expect((await open('2001:db8:1:2:ffff::9')).status).toBe(200);
    expect((await refusal('2001:db8:1:2::abcd')).status).toBe(429);
  });

  it('caps all streams with 503, Retry-After and a message, and frees a place when a reader leaves', async () => {
    const { open, refusal } = await startCapped(3, 2);
    const held = [await open('203.0.113.1'), await open('203.0.113.2'), await open('203.0.113.3')];
    expect(held.map((r) => r.status)).toEqual([200, 200, 200]);
    const refused = await refusal('203.0.113.4');
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(/^The live comments are full right now\./);
    held[0]!.close();
    await expect.poll(async () => (await open('203.0.113.4')).status, { timeout: 2000 }).toBe(200);
  });

  it('ends a stream after its lifetime, freeing its place (the browser reconnects and resumes)', async () => {
    const { open } = await startCapped(1, 1, { min: 300, max: 300 });
    const reader = await open('203.0.113.1');
    await reader.waitFor(() => reader.comments.includes('connected'));
    expect((await open('203.0.113.2')).status).toBe(503);
    await expect.poll(async () => (await open('203.0.113.2')).status, { timeout: 3000 }).toBe(200);
  });
});
