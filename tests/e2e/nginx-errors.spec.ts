import { ports } from '../playwright.config.js';
import { parseRawAnswer, send, sendRaw, type Answer } from './support/rawHttp.js';
import { expect, test } from './support/test.js';

/**
 * nginx's own refusals under /api/ are the API's {"message"} JSON, like every service answer (nginx/api-refusals.conf):
 * a body over 16 KB (413; an application's own cap for /api/admissions), the request budget spent (the result
 * lookups' own, small one too) (429 with Retry-After), a request that is not HTTP (400), an
 * address too long (414), TRACE and CONNECT (405). And reads have their own per-address budget, apart from posting
 * and paying. Through the stack's real nginx with its default budgets; each test sends from its own loopback
 * address (127.0.1.x), so no test spends another's budget.
 */
const port = ports.http;
const commentsPath = '/api/comments/peace-rally';

/** The answer is nginx's refusal as the API words it: the status, JSON, and a plain-words message. */
function expectMessage(answer: Answer, status: number): void {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  const { message } = JSON.parse(answer.body) as { message?: unknown };
  expect(typeof message === 'string' && message.length > 0, `a message in ${answer.body}`).toBe(true);
}

test.describe("nginx's own answers under /api/", () => {
  test('a 30 MB body is refused with 413 and a message, before it reaches a service', async () => {
    for (const path of [commentsPath, '/api/esewa/initiate']) {
      const answer = await send({
        from: '127.0.1.1',
        port,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json' },
        bodyBytes: 30 * 1024 * 1024,
      });
      expectMessage(answer, 413);
    }
  });

  test('a 30 MB chunked body, its size never announced, gets a {"message"} answer on every /api/ address', async () => {
    const paths = [
      commentsPath,
      '/api/esewa/initiate',
      '/api/messages',
      '/api/results/lookup',
      '/api/admissions',
      '/api/no-such-thing',
    ];
    for (const [index, path] of paths.entries()) {
      const answer = await send({
        from: `127.0.1.${40 + index}`,
        port,
        method: 'POST',
        path,
        headers: {
          'content-type': path === '/api/admissions' ? 'multipart/form-data; boundary=x' : 'application/json',
        },
        bodyBytes: 30 * 1024 * 1024,
        chunked: true,
      });
      expect(answer.headers['content-type'], `${path} answers ${answer.status} ${answer.body}`).toMatch(
        /^application\/json/,
      );
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
      expect(JSON.parse(answer.body), path).toEqual({ message: expect.any(String) });
    }
  });

  test("an application may carry both files' caps, and nothing larger: 17 MB gets 413 in the application's words", async () => {
    const application = (megabytes: number, from: string) =>
      send({
        from,
        port,
        method: 'POST',
        path: '/api/admissions',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        bodyBytes: megabytes * 1024 * 1024,
      });
    // OFFICE_PHOTO_MAX_MB 5 + OFFICE_CERTIFICATE_MAX_MB 10 + 1 MB for the fields: 16 MB.
    const tooLarge = await application(17, '127.0.1.7');
    expectMessage(tooLarge, 413);
    expect(JSON.parse(tooLarge.body)).toEqual({
      message:
        'The application is too large: the photo may be at most 5 MB and the birth certificate at most 10 MB. Choose smaller files and send it again.',
    });
    // 12 MB passes nginx and reaches office-service, which refuses it as the form it is not (400, not 413).
    expectMessage(await application(12, '127.0.1.8'), 400);
  });

  test('result lookups have their own small budget per address: of 20 at once, 10 are answered', async () => {
    const from = '127.0.1.9';
    const lookups = await Promise.all(
      Array.from({ length: 20 }, (_, roll) =>
        send({
          from,
          port,
          method: 'POST',
          path: '/api/results/lookup',
          json: { name: 'Nobody', class: 'Grade 3', roll: roll + 1, exam: 'First Terminal 2082', dob: '2016-08-28' },
        }),
      ),
    );
    // RESULTS_LOOKUP_RATE_LIMIT (nginx) and RESULTS_LOOKUPS_PER_MINUTE (office-service): 10 a minute each.
    expect(lookups.filter((answer) => answer.status === 404)).toHaveLength(10);
    const refused = lookups.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(10);
    for (const answer of refused) {
      expectMessage(answer, 429);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  test('a burst past the request budget gets 429 with Retry-After and a message; reads keep their own budget', async () => {
    const from = '127.0.1.2';
    // API_RATE_LIMIT 10r/s with API_RATE_BURST 40 (the defaults): 80 at once cannot all pass.
    const burst = await Promise.all(
      Array.from({ length: 80 }, () => send({ from, port, method: 'GET', path: '/api/health' })),
    );
    const refused = burst.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(burst.every((answer) => answer.status === 200 || answer.status === 429)).toBe(true);
    for (const answer of refused) {
      expectMessage(answer, 429);
      expect(answer.headers['retry-after']).toBe('1');
    }
    // The same address, its budget for the rest spent, still reads the comments.
    expect((await send({ from, port, method: 'GET', path: commentsPath })).status).toBe(200);
  });

  test('reads have their own, larger budget: 240 at once pass, posting still has its own, and a flood is refused', async () => {
    const from = '127.0.1.3';
    const reads = (count: number) =>
      Promise.all(Array.from({ length: count }, () => send({ from, port, method: 'GET', path: commentsPath })));
    // 120 readers' first look at the article, the list part (API_READ_RATE_BURST 300).
    expect((await reads(240)).map((answer) => answer.status)).toEqual(Array(240).fill(200));
    const posted = await send({
      from,
      port,
      method: 'POST',
      path: commentsPath,
      json: { name: 'Sita', text: 'Posted after a crowd of reads from my address.' },
    });
    expect(posted.status).toBe(201);

    const flood = await reads(400);
    const refused = flood.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expectMessage(answer, 429);
      expect(answer.headers['retry-after']).toBe('1');
    }
  });

  test('a request that is not HTTP gets 400 and a message', async () => {
    const requests = [
      // A request line with a word too many.
      `GET ${commentsPath} HTTP/1.1 please\r\nHost: site\r\n\r\n`,
      // A header line with no colon.
      `GET ${commentsPath} HTTP/1.1\r\nHost: site\r\nno colon here\r\n\r\n`,
      // A body in an encoding HTTP does not have.
      `POST ${commentsPath} HTTP/1.1\r\nHost: site\r\nTransfer-Encoding: zip-zap\r\n\r\n`,
      // A chunked body whose chunk size is not a number.
      `POST ${commentsPath} HTTP/1.1\r\nHost: site\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n`,
    ];
    for (const request of requests) {
      expectMessage(parseRawAnswer(await sendRaw(port, '127.0.1.4', request)), 400);
    }
  });

  test('an address too long gets 414 and a message', async () => {
    const answer = parseRawAnswer(
      await sendRaw(port, '127.0.1.5', `GET ${commentsPath}?${'a'.repeat(20_000)} HTTP/1.1\r\nHost: site\r\n\r\n`),
    );
    expectMessage(answer, 414);
  });

  test('TRACE and CONNECT get 405 and a message', async () => {
    expectMessage(await send({ from: '127.0.1.6', port, method: 'TRACE', path: commentsPath }), 405);
    expectMessage(await send({ from: '127.0.1.6', port, method: 'TRACE', path: '/api/health' }), 405);
    const connect = await sendRaw(port, '127.0.1.6', `CONNECT ${commentsPath} HTTP/1.1\r\nHost: site\r\n\r\n`);
    expectMessage(parseRawAnswer(connect), 405);
  });
});
