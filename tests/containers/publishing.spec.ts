/**
 * `make publish` with Compose, as an operator runs it against the running stack: the publisher container
 * builds a content folder of the test's own (tests/e2e/fixtures/publishing-content plus a new post, never the
 * school's site-content/) into a new release on the site volume, and web moves over to it while a request loop
 * sees no failed request; the new post is served, listed and takes comments at once (comments-service reads the
 * published list from the same volume). A broken file then stops the publish with its file and line, and the site
 * keeps serving the version before. Last, a publish asked from the console (POST /api/office/publish) goes live
 * through the publisher service, which office-service reaches only through the publish-queue volume. Only the
 * published loopback port is connected to.
 */
import { chmodSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { repoRoot } from './support/engine.js';
import { requestLoop } from '../requestLoop.js';
import { runCommand } from '../runCommand.js';

const site = process.env.CONTAINERS_SITE_URL ?? 'http://127.0.0.1:18280';
const fixture = join(repoRoot, 'tests/e2e/fixtures/publishing-content');

test.describe.configure({ mode: 'serial' });

let content = '';
test.beforeAll(() => {
  content = mkdtempSync(join(tmpdir(), 'containers-publishing-'));
  cpSync(fixture, content, { recursive: true });
  // Read by the publisher container's user (nginx's uid) through a read-only bind mount.
  chmodSync(content, 0o755);
});
test.afterAll(() => rmSync(content, { recursive: true, force: true }));

/** `make publish` pointed at the test stack, without blocking this process (the request loop runs meanwhile). */
const makePublish = (args = '') =>
  runCommand(
    'make',
    [
      '--no-print-directory',
      'publish',
      'COMPOSE=bash scripts/containers/test-stack.sh compose',
      'COMPOSE_FILES=',
      `ARGS=${args}`,
    ],
    { cwd: repoRoot, env: { ...process.env, SITE_CONTENT_DIR: content } },
  );

/** A news post the office adds, with a JPEG cover (the e2e publishing spec adds it too). */
const newPost = readFileSync(join(repoRoot, 'tests/e2e/fixtures/library-week.md'), 'utf8');

test('make publish puts a new post live through the publisher container, with no failed request', async ({
  request,
}) => {
  test.setTimeout(600_000);
  expect((await request.get('/blogs/library-week')).status()).toBe(404);
  writeFileSync(join(content, 'news/library-week.md'), newPost);

  const publishing = makePublish();
  // Until web has noticed the swap (it looks every SITE_WATCH_SECONDS), and the script of a home page served before.
  const loop = await requestLoop(publishing, {
    site,
    paths: ['/blog', '/blogs/peace-rally', '/career', '/feed.xml'],
    homeScript: true,
    afterMs: 6_000,
  });
  const published = await publishing;
  expect(published.code, published.output).toBe(0);
  expect(published.output).toMatch(/\[publish\] published: \S+ is live/);
  console.log(`publishing: ${loop.requests} requests during the publish and after, ${loop.failed.length} failed`);
  expect(loop.requests).toBeGreaterThan(50);
  expect(loop.failed).toEqual([]);

  // Served, listed first, in the feed and the sitemap, its cover resized by sharp inside the container.
  const page = await request.get('/blogs/library-week');
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain('Library Week at School');
  expect(html).toMatch(/srcSet="\/assets\/rally-photo-400-[^"]+\.avif 400w/);
  const blog = await (await request.get('/blog')).text();
  expect(blog.indexOf('Library Week at School')).toBeGreaterThan(-1);
  expect(blog.indexOf('Library Week at School')).toBeLessThan(blog.indexOf('A Peace Rally'));
  expect(await (await request.get('/feed.xml')).text()).toContain(`<id>${site}/blogs/library-week</id>`);
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`<loc>${site}/blogs/library-week</loc>`);
  // comments-service takes the new post's comments at once; a post that does not exist is still refused.
  const comment = { name: 'Gita', text: 'Congratulations to the readers!' };
  expect((await request.post('/api/comments/library-week', { data: comment })).status()).toBe(201);
  const refused = await request.post('/api/comments/no-such-post', { data: comment });
  expect(refused.status()).toBe(404);
  expect(await refused.json()).toHaveProperty('message');
});

test('a broken file stops make publish with its file and line, and the site keeps the version before', async ({
  request,
}) => {
  test.setTimeout(600_000);
  // The new post's file again under another name, with a date that does not exist on its third line.
  writeFileSync(join(content, 'news/sports-day.md'), newPost.replace('date: 2025-10-20', 'date: 2025-13-40'));
  const published = await makePublish();
  expect(published.code, published.output).not.toBe(0);
  expect(published.output).toContain('Not published: the site stays as it was');
  expect(published.output).toMatch(/news\/sports-day\.md, line 3: /);

  expect((await request.get('/blogs/library-week')).status()).toBe(200);
  expect((await request.get('/blogs/sports-day')).status()).toBe(404);
});

test('make publish ARGS=history lists the publish kept, and an undo with none before it changes nothing', async ({
  request,
}) => {
  test.setTimeout(300_000);
  const history = await makePublish('history');
  expect(history.code, history.output).toBe(0);
  // The one publish above; the version site-setup put on the volume has no record, the failed publish none either.
  expect(history.output).toMatch(/^\d{8}-\d{6} +\d{4}-\d{2}-\d{2} \d{2}:\d{2} +\d{4}-\d{2}-\d{2} +\d+ {2}live$/m);
  expect(history.output.match(/ live$/gm)).toHaveLength(1);

  const undo = await makePublish('undo');
  expect(undo.code, undo.output).not.toBe(0);
  expect(undo.output).toContain('Nothing to undo: no earlier publish is kept');
  expect((await request.get('/blogs/library-week')).status()).toBe(200);
});

test('a publish asked from the console goes live through the publisher service, which has no port', async ({
  request,
}) => {
  test.setTimeout(600_000);
  const origin = new URL(site).origin;
  // A session from a one-time sign-in link (make staff ARGS="link …"), as the e2e helpers sign in.
  const email = `publisher-${Date.now()}@school.test`;
  for (const args of [`ARGS=add ${email} --role office`, `ARGS=link ${email}`]) {
    const run = await runCommand(
      'make',
      [
        '--no-print-directory',
        'staff',
        'COMPOSE=bash scripts/containers/test-stack.sh compose',
        'COMPOSE_FILES=',
        args,
      ],
      { cwd: repoRoot, env: process.env },
    );
    expect(run.code, run.output).toBe(0);
    if (args.includes('link')) {
      const token = /#link=([\w-]+)/.exec(run.output)?.[1] ?? '';
      const signedIn = await request.post('/api/office/sign-in/link', { data: { token }, headers: { origin } });
      expect(signedIn.status()).toBe(200);
    }
  }
  const asked = await request.post('/api/office/publish', { headers: { origin } });
  expect(asked.status()).toBe(202);
  const { request: id } = (await asked.json()) as { request: string };

  // The publisher service builds the content folder the stack was started with (the repository's site-content/).
  let answer: { state?: string; release?: string; problems?: string } = {};
  await expect
    .poll(
      async () => {
        answer = (await (await request.get(`/api/office/publish/${id}`)).json()) as typeof answer;
        return answer.state;
      },
      { timeout: 540_000, intervals: [2000] },
    )
    .toMatch(/^(live|refused|failed)$/);
  expect(answer, answer.problems).toMatchObject({ state: 'live' });
  const history = (await (await request.get('/api/office/publish')).json()) as {
    live: string;
    history: { release: string; live: boolean }[];
    waiting: unknown;
  };
  expect(history.live).toBe(answer.release);
  expect(history.history[0]).toMatchObject({ release: answer.release, live: true });
  expect(history.waiting).toBeNull();
  expect((await request.get('/')).status()).toBe(200);
});
