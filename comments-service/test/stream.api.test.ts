import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { EventStreamReader, tempDatabase, testConfig } from './support.js';

/** The stream is read over a real socket with fetch, as a browser's EventSource would. */
describe('GET /api/comments/:postId/stream', () => {
  let app: FastifyInstance;
  let base: string;
  let cleanup: () => void;
  const readers: EventStreamReader[] = [];

  beforeEach(async () => {
    const db = tempDatabase('stream');
    cleanup = db.cleanup;
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
    return (await response.json()) as { id: string; name: string; text: string; createdAt: string };
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

  it('answers 404 with a message for an unknown post', async () => {
    const response = await fetch(`${base}/api/comments/no-such-post/stream`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      message: 'There is no blog post with that address, so it takes no comments.',
    });
  });
});
