import { startOwnStack, type OwnStack } from './support/ownStack.js';
import { holdStream, send, type HeldStream } from './support/rawHttp.js';
import { expect, test } from './support/test.js';
import { ownStackPorts } from './support/freePorts.js';

/**
 * 120 parents behind one carrier's address (carrier-grade NAT) open the article at once: each reads the comment
 * list and opens the live stream, and every one of them gets both. The suite's own stack runs with small stream
 * caps for comment-streams.spec.ts, so this starts a second stack (scripts/stack.ts, as the suite's) on its own
 * ports with the site's default settings: the defaults are what is tested, nginx's read budget and the
 * per-address stream cap of 120 included.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 18000);
const ports = await ownStackPorts();
const runDir = `build/e2e-${base}-crowd`;
const readers = 120;
const from = '127.0.2.1';

let stack: OwnStack | undefined;

test.describe('a crowd behind one address', () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // Empty means "the default" for every setting (docs/operations.md, "Settings"): none of the suite's small caps leak in.
    const defaults = Object.fromEntries(
      [
        'API_RATE_LIMIT',
        'API_RATE_BURST',
        'API_READ_RATE_LIMIT',
        'API_READ_RATE_BURST',
        'COMMENTS_STREAMS_MAX',
        'COMMENTS_STREAMS_PER_ADDRESS',
        'TRUSTED_PROXIES',
      ].map((name) => [name, '']),
    );
    stack = await startOwnStack({
      ports,
      dataDir: `${runDir}/data`,
      runtimeDir: `${runDir}/stack`,
      fresh: true,
      env: defaults,
    });
  });

  test.afterAll(async () => {
    // The stack's runner stops its services and nginx on SIGTERM, as the suite's own stack does.
    await stack?.stop();
  });

  test(`${readers} readers from one address all get the comment list and a live stream`, async () => {
    const streams: HeldStream[] = [];
    try {
      const [lists, opened] = await Promise.all([
        Promise.all(
          Array.from({ length: readers }, () =>
            send({ from, port: ports.http, method: 'GET', path: '/api/comments/peace-rally' }),
          ),
        ),
        Promise.all(
          Array.from({ length: readers }, () =>
            holdStream(ports.http, from, '/api/comments/peace-rally/stream').then((stream) => {
              streams.push(stream);
              return stream;
            }),
          ),
        ),
      ]);
      expect(lists.map((answer) => answer.status)).toEqual(Array(readers).fill(200));
      expect(opened.map((stream) => stream.status)).toEqual(Array(readers).fill(200));
      expect(opened.every((stream) => String(stream.headers['content-type']).startsWith('text/event-stream'))).toBe(
        true,
      );

      // The 121st stream from that address is the per-address cap's (comments-service), not nginx's budget.
      const beyond = await holdStream(ports.http, from, '/api/comments/peace-rally/stream');
      streams.push(beyond);
      expect(beyond.status).toBe(429);
      expect(beyond.headers['retry-after']).toBeTruthy();
      expect(JSON.parse(await beyond.body)).toHaveProperty('message');
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
