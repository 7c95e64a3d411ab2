import { request as httpRequest, type ClientRequest } from 'node:http';
import { expect, test, type Page } from './support/test.js';
import { ports, streamCaps } from '../playwright.config.js';

/**
 * Live comments at scale, through the stack's real nginx: the stream caps (per client address and in all), the
 * page's fallback when its stream is refused, "Show older comments", a hidden tab letting its stream go, HEAD on
 * the stream, and a name that would pass as someone else's. The stack runs with small caps
 * (tests/playwright.config.ts) so that a test can fill them. Readers and posters other than the browser connect
 * from their own loopback addresses (127.0.0.200 and up), each with its own budgets.
 */
const articlePath = '/blogs/peace-rally';
const streamPath = '/api/comments/peace-rally/stream';
const commentsPath = '/api/comments/peace-rally';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request from a given local address, answered in full. */
function send(from: string, method: string, path: string, body?: unknown): Promise<Answer> {
  return new Promise((done, fail) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: ports.http,
        method,
        path,
        localAddress: from,
        agent: false,
        headers: payload ? { 'content-type': 'application/json' } : {},
        timeout: 5000,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} did not answer in 5 s`)));
    req.on('error', fail);
    req.end(payload);
  });
}

/** A stream held open from a local address: resolves once its answer's head arrived (200 stays open). */
interface HeldStream {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The whole answer once it ends (a refusal's {"message"}). */
  body: Promise<string>;
  close: () => void;
  req: ClientRequest;
}

function holdStream(from: string): Promise<HeldStream> {
  return new Promise((done, fail) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: ports.http, path: streamPath, localAddress: from, agent: false },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        const body = new Promise<string>((end) => res.on('end', () => end(text)).on('close', () => end(text)));
        done({ status: res.statusCode ?? 0, headers: res.headers, body, close: () => req.destroy(), req });
      },
    );
    req.on('error', fail);
    req.end();
  });
}

function uniqueText(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Counts the page's EventSources by state, so a test can see a stream open and close. */
async function trackStreams(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Native = window.EventSource;
    const opened: EventSource[] = [];
    (window as unknown as { __streams: EventSource[] }).__streams = opened;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        opened.push(this);
      }
    };
  });
}

const streamsOf = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __streams: EventSource[] }).__streams.map((s) => ({ url: s.url, state: s.readyState })),
  );
const openStreamsOf = async (page: Page) => (await streamsOf(page)).filter((s) => s.state !== 2).length;

async function setTabHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((isHidden) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (isHidden ? 'hidden' : 'visible'),
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test.describe('the live-comment stream', () => {
  test('HEAD answers at once with the headers only; other methods get 405 and a message', async ({ request }) => {
    const started = Date.now();
    const head = await request.head(streamPath, { timeout: 5000 });
    expect(head.status()).toBe(200);
    expect(head.headers()['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(Date.now() - started).toBeLessThan(5000);

    const post = await request.post(streamPath, { data: {} });
    expect(post.status()).toBe(405);
    expect(await post.json()).toEqual({ message: 'The live comments stream answers only GET and HEAD.' });
  });

  test('one address gets its share of streams, then 429 with Retry-After and a message; others still get theirs', async () => {
    const held: { close: () => void }[] = [];
    try {
      for (let i = 0; i < streamCaps.perAddress; i += 1) {
        const stream = await holdStream('127.0.0.200');
        held.push(stream);
        expect(stream.status).toBe(200);
      }
      const refused = await holdStream('127.0.0.200');
      held.push(refused);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(JSON.parse(await refused.body)).toEqual({
        message:
          'Too many live comment streams are open from your network. The page checks for new comments now and then instead; please try again later.',
      });
      const neighbour = await holdStream('127.0.0.201');
      held.push(neighbour);
      expect(neighbour.status).toBe(200);
    } finally {
      for (const stream of held) stream.close();
    }
  });

  test('all streams together are capped with 503, Retry-After and a message; a refused page falls back to refreshing, and gets a stream once there is room', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const held: { close: () => void }[] = [];
    try {
      // Fill the whole budget from several addresses, each within its own share.
      let refused: Answer | undefined;
      for (let a = 0; a < 20 && !refused; a += 1) {
        for (let i = 0; i < streamCaps.perAddress && !refused; i += 1) {
          const stream = await holdStream(`127.0.0.${210 + a}`);
          held.push(stream);
          if (stream.status !== 200) {
            refused = { status: stream.status, headers: stream.headers, body: await stream.body };
          }
        }
      }
      expect(refused?.status).toBe(503);
      expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
      expect(JSON.parse(refused!.body).message).toMatch(/^The live comments are full right now\./);
      expect(held.length - 1).toBeLessThanOrEqual(streamCaps.total);

      // A reader now: the list shows, the stream is refused, and a new comment still arrives by the refresh.
      await trackStreams(page);
      const refusedStream = page.waitForResponse((r) => r.url().includes(streamPath));
      await page.goto(articlePath);
      await page.getByRole('heading', { name: /^Comments/ }).scrollIntoViewIfNeeded();
      await expect(page.getByRole('heading', { name: /^Comments \(\d+\)$/ })).toBeVisible();
      expect((await refusedStream).status()).toBe(503);
      const text = uniqueText('Arrives by the refresh');
      expect((await send('127.0.0.231', 'POST', commentsPath, { name: 'Ram', text })).status).toBe(201);
      await expect(page.getByTestId('comment').first()).toContainText(text, { timeout: 20_000 });

      // Room again: the page's next try (backing off) holds a stream.
      for (const stream of held.splice(0)) stream.close();
      await expect
        .poll(async () => (await streamsOf(page)).filter((s) => s.state === 1).length, { timeout: 60_000 })
        .toBe(1);
    } finally {
      for (const stream of held) stream.close();
    }
  });
});

test.describe('comments a page at a time', () => {
  test('the newest 50 show first; "Show older comments" adds the rest; the heading counts them all', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // 55 comments from 11 addresses (the service takes 5 a minute from each).
    for (let a = 0; a < 11; a += 1) {
      for (let i = 0; i < 5; i += 1) {
        const answer = await send(`127.0.0.${240 + a}`, 'POST', commentsPath, {
          name: `Reader ${a}`,
          text: `Paged comment ${a * 5 + i}`,
        });
        expect(answer.status, answer.body).toBe(201);
      }
    }
    const total = (JSON.parse((await send('127.0.0.1', 'GET', commentsPath)).body) as { total: number }).total;
    expect(total).toBeGreaterThan(55);

    await page.goto(articlePath);
    await page.getByRole('heading', { name: /^Comments/ }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { name: `Comments (${total})` })).toBeVisible();
    await expect(page.getByTestId('comment')).toHaveCount(50);
    await expect(page.getByTestId('comment').first()).toContainText('Paged comment 54');

    const older = page.getByRole('button', { name: 'Show older comments' });
    await older.click();
    await expect(page.getByTestId('comment')).toHaveCount(Math.min(total, 100));
    if (total <= 100) await expect(older).toBeHidden();
    await expect(page.getByRole('heading', { name: `Comments (${total})` })).toBeVisible();
  });
});

test.describe('a stream only while it is looked at', () => {
  test('a hidden tab or comments scrolled away let the stream go; back in view, it resumes after the newest comment', async ({
    page,
  }) => {
    await trackStreams(page);
    await page.goto(articlePath);
    await page.getByRole('heading', { name: /^Comments/ }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { name: /^Comments \(\d+\)$/ })).toBeVisible();
    await expect.poll(() => openStreamsOf(page)).toBe(1);

    await setTabHidden(page, true);
    await expect.poll(() => openStreamsOf(page), { timeout: 15_000 }).toBe(0);

    // Posted while hidden: it arrives by the replay when the tab shows again.
    const text = uniqueText('While the tab was hidden');
    expect((await send('127.0.0.232', 'POST', commentsPath, { name: 'Gita', text })).status).toBe(201);
    await setTabHidden(page, false);
    await expect.poll(() => openStreamsOf(page)).toBe(1);
    const latest = (await streamsOf(page)).at(-1)!;
    expect(latest.url).toMatch(/\/stream\?lastEventId=\d+$/);
    await expect(page.getByTestId('comment').first()).toContainText(text);

    // Scrolled back up to the article: the comments are out of view.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => openStreamsOf(page), { timeout: 15_000 }).toBe(0);
    await page.getByRole('heading', { name: /^Comments/ }).scrollIntoViewIfNeeded();
    await expect.poll(() => openStreamsOf(page)).toBe(1);
  });
});

test.describe('names', () => {
  test('a name that would show reversed (a right-to-left override) is refused with a plain message', async () => {
    const answer = await send('127.0.0.233', 'POST', commentsPath, { name: '\u202eatiS', text: 'Spoofed' });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      message: 'Your name contains hidden characters that change the direction of the text, which are not allowed.',
    });
    const zeroWidth = await send('127.0.0.233', 'POST', commentsPath, { name: 'Si\u200bta', text: 'Hello' });
    expect(zeroWidth.status).toBe(201);
    expect(JSON.parse(zeroWidth.body).name).toBe('Sita');
  });
});
