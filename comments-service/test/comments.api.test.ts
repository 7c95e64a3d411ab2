import { writeFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type AppOptions } from '../src/app.js';
import type { AppConfig } from '../src/config.js';
import { dirname, join } from 'node:path';
import { asListed, publishPosts, tempDatabase, testConfig } from './support.js';

const postUrl = '/api/comments/peace-rally';

/** One app per test on its own SQLite file; everything is closed afterwards. */
const opened: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of opened.splice(0)) await close();
});

async function startApp(overrides: Partial<AppConfig> & AppOptions = {}, db = tempDatabase('api')) {
  const app = buildApp(testConfig(db.path, overrides), overrides);
  await app.ready();
  opened.push(async () => {
    await app.close();
    db.cleanup();
  });
  return app;
}

describe('POST /api/comments/:postId', () => {
  it('stores the comment as typed and answers 201 with the id and the server time in UTC', async () => {
    const app = await startApp({ now: () => new Date('2025-09-17T10:15:00+05:45') });
    const response = await request(app.server)
      .post(postUrl)
      .send({ name: '  Sita Sharma ', text: 'Line one\n\n  line two  ' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.stringMatching(/^\d+$/),
      name: '  Sita Sharma ',
      text: 'Line one\n\n  line two  ',
      createdAt: '2025-09-17T04:30:00.000Z',
      state: 'published',
    });
    // The list shows the comment as the answer did, without the state (every listed comment is published).
    const list = await request(app.server).get(postUrl);
    expect(list.body.comments).toEqual([asListed(response.body)]);
  });

  it('accepts a name of exactly 80 and a comment of exactly 2,000 characters, counting emoji as one', async () => {
    const app = await startApp();
    const response = await request(app.server)
      .post(postUrl)
      .send({ name: '🙏'.repeat(80), text: 'न'.repeat(2000) });
    expect(response.status).toBe(201);
  });

  it.each([
    ['a missing name', { text: 'Hello' }, 'Please enter your name.'],
    ['a blank name', { name: ' \t\n ', text: 'Hello' }, 'Please enter your name.'],
    ['an empty comment', { name: 'Sita', text: '' }, 'Please write your comment.'],
    ['a blank comment', { name: 'Sita', text: '   \n  ' }, 'Please write your comment.'],
    ['a number for a name', { name: 42, text: 'Hello' }, 'Your name must be text.'],
    ['a null name', { name: null, text: 'Hello' }, 'Your name must be text.'],
    ['a name of 81 characters', { name: 'x'.repeat(81), text: 'Hello' }, 'Your name can be at most 80 characters.'],
    [
      'a comment of 2,001 characters',
      { name: 'Sita', text: 'x'.repeat(2001) },
      'Your comment can be at most 2,000 characters.',
    ],
    [
      'an extra field',
      { name: 'Sita', text: 'Hello', createdAt: '2000-01-01' },
      'Send only a "name" and a "text": other fields are not accepted.',
    ],
    ['an array', [{ name: 'Sita', text: 'Hello' }], 'Send the comment as a JSON object with a "name" and a "text".'],
    [
      'a name with a right-to-left override (one commenter passing as another)',
      { name: '\u202eatiS', text: 'Hello' },
      'Your name contains hidden characters that change the direction of the text, which are not allowed.',
    ],
    [
      'a comment with a direction isolate',
      { name: 'Sita', text: 'Hello \u2067there\u2069' },
      'Your comment contains hidden characters that change the direction of the text, which are not allowed.',
    ],
    [
      'a name with a control character',
      { name: 'Sita\u0007', text: 'Hello' },
      'Your name contains characters that are not allowed.',
    ],
    [
      'a name with a line break',
      { name: 'Sita\nSharma', text: 'Hello' },
      'Your name contains characters that are not allowed.',
    ],
    [
      'a comment with a control character',
      { name: 'Sita', text: 'Hello\u001b[2J' },
      'Your comment contains characters that are not allowed. Line breaks and tabs are fine.',
    ],
    ['a name of zero-width characters only', { name: '\u200b\u200c\u2060', text: 'Hello' }, 'Please enter your name.'],
  ])('refuses %s with 400 and a plain message, storing nothing', async (_label, body, message) => {
    const app = await startApp();
    const response = await request(app.server).post(postUrl).send(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect((await request(app.server).get(postUrl)).body).toEqual({ comments: [], total: 0, nextCursor: null });
  });

  it('refuses a body that is not JSON, with a message', async () => {
    const app = await startApp();
    const broken = await request(app.server).post(postUrl).set('content-type', 'application/json').send('{"name":');
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ message: 'Send the comment as a JSON object with a "name" and a "text".' });

    const form = await request(app.server).post(postUrl).type('form').send('name=Sita&text=Hello');
    expect(form.status).toBe(415);
    expect(form.body.message).toBe('Send the comment as JSON (Content-Type: application/json).');

    const huge = await request(app.server)
      .post(postUrl)
      .send({ name: 'Sita', text: 'x'.repeat(20_000) });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toMatch(/too large/);
  });

  it('stores a name without its zero-width characters, and a comment with its tabs, line breaks and joiners', async () => {
    const app = await startApp();
    const text = 'Line\tone\r\nक्\u200dष \u{1f468}\u200d\u{1f469}';
    const response = await request(app.server).post(postUrl).send({ name: 'Si\u200bta\ufeff', text });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ name: 'Sita', text });
  });

  it('answers 404 with a message for a post the blog does not have, and stores nothing', async () => {
    const app = await startApp();
    const response = await request(app.server).post('/api/comments/no-such-post').send({ name: 'A', text: 'B' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'There is no blog post with that address, so it takes no comments.' });
  });

  it('takes comments on the posts the published site lists, and on a newly published one without a restart', async () => {
    const db = tempDatabase('publish');
    const postsFile = join(dirname(db.path), 'posts.json');
    publishPosts(postsFile, ['peace-rally']);
    const app = await startApp({}, db);
    const comment = { name: 'Sita', text: 'Well done, class 5!' };
    expect((await request(app.server).post('/api/comments/sports-day').send(comment)).status).toBe(404);

    publishPosts(postsFile, ['peace-rally', 'sports-day']);
    expect((await request(app.server).post('/api/comments/sports-day').send(comment)).status).toBe(201);
    expect((await request(app.server).get('/api/comments/sports-day')).body.comments).toHaveLength(1);

    // A post published with comments off, or taken down, takes none, and says so.
    publishPosts(postsFile, ['peace-rally']);
    const refused = await request(app.server).post('/api/comments/sports-day').send(comment);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ message: 'There is no blog post with that address, so it takes no comments.' });
    expect((await request(app.server).post(postUrl).send(comment)).status).toBe(201);
  });

  it('keeps the last good list when the published list is broken, and takes no comments before one exists', async () => {
    const db = tempDatabase('broken');
    const postsFile = join(dirname(db.path), 'published-later.json');
    const app = await startApp({ postsFile }, db);
    const comment = { name: 'Sita', text: 'Hello' };
    expect((await request(app.server).post(postUrl).send(comment)).status).toBe(404);

    publishPosts(postsFile, ['peace-rally']);
    expect((await request(app.server).post(postUrl).send(comment)).status).toBe(201);
    writeFileSync(postsFile, '{"posts": [');
    expect((await request(app.server).post(postUrl).send(comment)).status).toBe(201);
  });

  it('limits posting per client, counting the address nginx forwards, with a clear message', async () => {
    const app = await startApp({ rateLimitPerMinute: 2 });
    const post = (clientAddress: string) =>
      request(app.server).post(postUrl).set('X-Forwarded-For', clientAddress).send({ name: 'Sita', text: 'Hello' });

    expect((await post('203.0.113.5')).status).toBe(201);
    expect((await post('203.0.113.5')).status).toBe(201);
    const limited = await post('203.0.113.5');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      message: 'You are posting comments too quickly. Please wait a minute and try again.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another reader behind the same proxy still posts.
    expect((await post('203.0.113.6')).status).toBe(201);
    // Reading is not limited by the posting budget.
    const list = await request(app.server).get(postUrl).set('X-Forwarded-For', '203.0.113.5');
    expect(list.status).toBe(200);
    expect(list.body.comments).toHaveLength(3);
  });

  it('never writes a comment’s name or text to the logs', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await startApp({ logLevel: 'trace', logStream, rateLimitPerMinute: 1 });
    const name = 'Secret Name Zebra';
    const text = 'Private words Quokka';
    expect((await request(app.server).post(postUrl).send({ name, text })).status).toBe(201);
    // A refused post (here: over the limit) does not log the body either.
    expect((await request(app.server).post(postUrl).send({ name, text })).status).toBe(429);
    expect(
      (
        await request(app.server)
          .post(postUrl)
          .send({ name: 'x'.repeat(81), text })
      ).status,
    ).not.toBe(201);
    const log = lines.join('');
    expect(log).toContain('comment stored');
    expect(log).not.toContain('Zebra');
    expect(log).not.toContain('Quokka');
  });
});

describe('GET /api/comments/:postId', () => {
  it('answers an empty list for a post without comments', async () => {
    const app = await startApp();
    const response = await request(app.server).get(postUrl);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ comments: [], total: 0, nextCursor: null });
  });

  it('lists newest first, even when comments share a timestamp', async () => {
    const app = await startApp({ now: () => new Date('2025-09-17T04:30:00Z') });
    const ids: string[] = [];
    for (const text of ['first', 'second', 'third']) {
      ids.push((await request(app.server).post(postUrl).send({ name: 'Ram', text })).body.id);
    }
    const response = await request(app.server).get(postUrl);
    expect(response.body.comments.map((c: { text: string }) => c.text)).toEqual(['third', 'second', 'first']);
    expect(response.body.comments.map((c: { id: string }) => c.id)).toEqual(ids.reverse());
  });

  it('answers one page at a time, newest first, with the total and a cursor for the older comments', async () => {
    const app = await startApp({ rateLimitPerMinute: 1000 });
    for (let i = 1; i <= 7; i += 1)
      await request(app.server)
        .post(postUrl)
        .send({ name: 'Ram', text: `c${i}` });
    const texts = (body: { comments: { text: string }[] }) => body.comments.map((c) => c.text);

    const newest = (await request(app.server).get(`${postUrl}?limit=3`)).body;
    expect(texts(newest)).toEqual(['c7', 'c6', 'c5']);
    expect(newest.total).toBe(7);
    expect(newest.nextCursor).toEqual(expect.any(String));
    const older = (await request(app.server).get(`${postUrl}?limit=3&cursor=${newest.nextCursor}`)).body;
    expect(texts(older)).toEqual(['c4', 'c3', 'c2']);
    const oldest = (await request(app.server).get(`${postUrl}?limit=3&cursor=${older.nextCursor}`)).body;
    expect(oldest).toMatchObject({ total: 7, nextCursor: null });
    expect(texts(oldest)).toEqual(['c1']);

    // 50 by default; a page that ends exactly at the oldest comment has no cursor.
    const all = (await request(app.server).get(postUrl)).body;
    expect(all).toMatchObject({ total: 7, nextCursor: null });
    expect(texts(all)).toHaveLength(7);
    expect((await request(app.server).get(`${postUrl}?limit=7`)).body.nextCursor).toBeNull();
  });

  it('refuses a page size or cursor it does not know, with a message', async () => {
    const app = await startApp();
    for (const query of ['limit=0', 'limit=101', 'limit=ten']) {
      const response = await request(app.server).get(`${postUrl}?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body, query).toEqual({ message: 'The page size (limit) must be a whole number from 1 to 100.' });
    }
    const cursor = await request(app.server).get(`${postUrl}?cursor=abc`);
    expect(cursor.status).toBe(400);
    expect(cursor.body).toEqual({ message: 'The cursor must be one the comment list gave out (its nextCursor).' });
  });

  it('answers 404 with a message for an unknown post, and for unknown paths', async () => {
    const app = await startApp();
    const unknown = await request(app.server).get('/api/comments/no-such-post');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBeTruthy();
    const nowhere = await request(app.server).get('/api/comments');
    expect(nowhere.status).toBe(404);
    expect(nowhere.body).toEqual({ message: 'There is nothing at this address.' });
  });

  it('allows the public site, and only it, to call the API from a browser (CORS)', async () => {
    const app = await startApp({ publicSiteOrigin: 'https://school.example.np' });
    const allowed = await request(app.server).get(postUrl).set('Origin', 'https://school.example.np');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://school.example.np');
    const other = await request(app.server).get(postUrl).set('Origin', 'https://elsewhere.example');
    // The answer names the site's origin, not the caller's, so the browser refuses it to any other site.
    expect(other.headers['access-control-allow-origin']).not.toBe('https://elsewhere.example');
  });
});
