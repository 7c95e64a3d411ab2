import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { runModeration } from '../src/cli/moderationCommand.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { EventStreamReader, tempDatabase, testConfig } from './support.js';

/**
 * Moderation end to end inside the service: the moderation command (run as the CLI runs it, with its own
 * connection to the same SQLite file) changes a comment, and the running app's list, count, stream and log follow.
 */
const postUrl = '/api/comments/peace-rally';
const abusive = 'An abusive comment whose words must never reach a log';

const opened: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of opened.splice(0)) await close();
});

async function startApp(overrides: Partial<AppConfig> = {}) {
  const db = tempDatabase('moderation');
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app: FastifyInstance = buildApp(
    testConfig(db.path, { rateLimitPerMinute: 100, logLevel: 'info', ...overrides }),
    {
      logStream,
    },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const readers: EventStreamReader[] = [];
  opened.push(async () => {
    for (const reader of readers) reader.close();
    await app.close();
    db.cleanup();
  });
  return {
    app,
    log: () => lines.join(''),
    openStream: async () => {
      const reader = await new EventStreamReader(`${base}${postUrl}/stream`).open();
      readers.push(reader);
      return reader;
    },
    /** The moderation command, as `make comments ARGS="…"` runs it. */
    moderate: (...argv: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = runModeration(
        argv,
        { COMMENTS_DB_PATH: db.path },
        { write: (t: string) => out.push(t) },
        {
          write: (t: string) => err.push(t),
        },
      );
      return { code, stdout: out.join(''), stderr: err.join('') };
    },
  };
}

const list = async (app: FastifyInstance) =>
  (await request(app.server).get(postUrl)).body as {
    comments: { id: string }[];
    total: number;
  };

describe('comment moderation (COMMENTS_MODERATION=after, the default)', () => {
  it('publishes a comment at once and says so in the answer', async () => {
    const { app } = await startApp();
    const response = await request(app.server).post(postUrl).send({ name: 'Sita', text: 'Peace' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ name: 'Sita', text: 'Peace', state: 'published' });
    expect(await list(app)).toMatchObject({ comments: [{ id: response.body.id }], total: 1 });
  });

  it('hides a comment from the list, the count and every open stream, logs it without the text, and unhides it', async () => {
    const { app, openStream, moderate, log } = await startApp();
    const kept = (await request(app.server).post(postUrl).send({ name: 'Gita', text: 'Kind words' })).body;
    const troll = (await request(app.server).post(postUrl).send({ name: 'Troll', text: abusive })).body;
    const readers = [await openStream(), await openStream()];

    expect(moderate('hide', troll.id)).toMatchObject({ code: 0 });
    for (const reader of readers) {
      await reader.waitFor(() => reader.events.some((e) => e.event === 'comment-hidden'));
      expect(reader.events).toEqual([{ event: 'comment-hidden', data: JSON.stringify({ id: troll.id, total: 1 }) }]);
    }
    const afterHide = await list(app);
    expect(afterHide.comments.map((c) => c.id)).toEqual([kept.id]);
    expect(afterHide.total).toBe(1);

    const logged = log()
      .split('\n')
      .filter((line) => line.includes('comment moderated'));
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({ commentId: troll.id, action: 'hide', state: 'hidden' });
    expect(log()).not.toContain('abusive');

    expect(moderate('unhide', troll.id)).toMatchObject({ code: 0 });
    for (const reader of readers) {
      await reader.waitFor(() => reader.events.some((e) => e.event === 'comment-published'));
      const published = reader.events.find((e) => e.event === 'comment-published')!;
      expect(JSON.parse(published.data)).toEqual({
        comment: { id: troll.id, name: 'Troll', text: abusive, createdAt: troll.createdAt },
        total: 2,
      });
      // No event id: the reader's Last-Event-ID stays the newest comment's.
      expect(published.id).toBeUndefined();
    }
    expect((await list(app)).total).toBe(2);
  });

  it('refuses an unknown id with a clear message and a non-zero exit', async () => {
    const { moderate } = await startApp();
    expect(moderate('hide', '404')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'moderate-comments: there is no comment with id 404 (make comments lists them)\n',
    });
  });
});

describe('comment moderation (COMMENTS_MODERATION=before)', () => {
  it('keeps a new comment pending (202, not listed, counted or streamed) until approved, then publishes it live', async () => {
    const { app, openStream, moderate } = await startApp({ moderation: 'before' });
    const reader = await openStream();
    const response = await request(app.server).post(postUrl).send({ name: 'Sita', text: 'Waiting' });
    expect(response.status).toBe(202);
    expect(response.body).toEqual({
      id: expect.stringMatching(/^\d+$/),
      state: 'pending',
      message: 'Thank you. Your comment will appear once the school approves it.',
    });
    expect(await list(app)).toEqual({ comments: [], total: 0, nextCursor: null });

    expect(moderate('approve', response.body.id)).toMatchObject({ code: 0 });
    await reader.waitFor(() => reader.events.length > 0);
    // The pending comment never went out as a new comment: the first event is its publication.
    expect(reader.events.map((e) => e.event)).toEqual(['comment-published']);
    expect(JSON.parse(reader.events[0]!.data)).toMatchObject({
      comment: { id: response.body.id, text: 'Waiting' },
      total: 1,
    });
    expect(await list(app)).toMatchObject({ comments: [{ id: response.body.id }], total: 1 });
  });

  it('refuses a COMMENTS_MODERATION other than after or before, in plain words', () => {
    expect(loadConfig({ COMMENTS_MODERATION: 'later' })).toEqual({
      ok: false,
      errors: [
        "COMMENTS_MODERATION must be 'after' (comments show at once, moderators may hide them) or 'before' (comments show once approved), got 'later'",
      ],
    });
    expect(loadConfig({ COMMENTS_MODERATION: 'before' })).toMatchObject({ ok: true, config: { moderation: 'before' } });
    expect(loadConfig({})).toMatchObject({ ok: true, config: { moderation: 'after' } });
  });
});
