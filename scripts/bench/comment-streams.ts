/**
 * `make bench`, part five: live comments at the scale of a viral article, through nginx on this machine, on the
 * whole local stack (nginx, comments-service, payment-service, the eSewa sandbox) on its own ports and data.
 *
 *   1. The comment list with 100,000 comments stored: its first page at a steady 200 requests a second.
 *   2. 5,000 open streams from 50 client addresses (127.0.0.2…127.0.0.51, one socket bound to each), and
 *      meanwhile GET /, GET /api/health and POST /api/esewa/initiate at a steady rate.
 *   3. A new comment: how long until every open stream has it.
 *   4. One more address (127.0.0.52) tries to open 2,000 streams: it gets only its cap; the 5,000 stay open, still
 *      get the next comment, and the other addresses can still open streams.
 * Prints every figure beside its target and exits 1 if one is missed. Traffic stays on 127.0.0.0/8; every load is
 * bounded by a count and a time, and the whole run by BENCH_STREAMS_DEADLINE_S.
 *
 *   npx tsx scripts/bench/comment-streams.ts
 * Settings: BENCH_PORT_BASE (26000), BENCH_STREAMS (5000), BENCH_ADDRESSES (50), BENCH_ABUSE_ATTEMPTS (2000),
 * BENCH_LIST_COMMENTS (100000), BENCH_LIST_RATE (200 per second), BENCH_LOAD_SECONDS (10 per load),
 * BENCH_SITE_RATE (25 per second for each of the three site requests), BENCH_STREAMS_DEADLINE_S (480).
 * The caps are the defaults of COMMENTS_STREAMS_MAX and COMMENTS_STREAMS_PER_ADDRESS unless set.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { get, type ClientRequest } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { CommentStore } from '../../comments-service/src/comments/store.js';
import { settingsFromEnv, startStack, type RunningStack } from '../stack.js';
import {
  configureBenchStack,
  loadRow,
  numberSetting,
  percentile,
  repoRoot,
  sleep,
  steadyLoad,
} from './benchSupport.js';

const portBase = numberSetting('BENCH_PORT_BASE', 26000);
const streamCount = numberSetting('BENCH_STREAMS', 5000);
const addressCount = numberSetting('BENCH_ADDRESSES', 50);
const abuseAttempts = numberSetting('BENCH_ABUSE_ATTEMPTS', 2000);
const listComments = numberSetting('BENCH_LIST_COMMENTS', 100_000);
const listRate = numberSetting('BENCH_LIST_RATE', 200);
const loadSeconds = numberSetting('BENCH_LOAD_SECONDS', 10);
const siteRate = numberSetting('BENCH_SITE_RATE', 25);
const deadlineSeconds = numberSetting('BENCH_STREAMS_DEADLINE_S', 480);

const postId = 'peace-rally';
const httpPort = portBase + 80;
const readerAddresses = Array.from({ length: addressCount }, (_, i) => `127.0.0.${i + 2}`);
const abuserAddress = `127.0.0.${addressCount + 2}`;
/** How many stream requests are in flight at once while opening them (nginx's listen backlog is 511). */
const openConcurrency = 100;

const targets = { siteP99Ms: 100, listP99Ms: 50, fanOutMs: 2000 };

const dataDir = resolve(repoRoot, `build/bench-streams-${portBase}/data`);

/** 100,000 comments of ordinary lengths, written straight into a new database before the stack starts. */
function seedComments(count: number): void {
  const path = join(dataDir, 'comments.sqlite');
  new CommentStore(path).close(); // the service's own schema
  const db = new Database(path);
  const insert = db.prepare('INSERT INTO comments (post_id, name, text, created_at) VALUES (?, ?, ?, ?)');
  const words = ['peace', 'शान्ति', 'students', 'rally', 'remember', 'हामी', 'together', 'school', 'future', 'thanks'];
  const start = Date.parse('2025-09-17T00:00:00Z');
  db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      const length = 8 + (i % 40);
      const text = Array.from({ length }, (_, w) => words[(i + w * 7) % words.length]).join(' ');
      insert.run(postId, `Reader ${i % 997}`, text, new Date(start + i * 1000).toISOString());
    }
  })();
  db.close();
}

/** One reader's stream, opened from a given loopback address with its own socket. */
interface Stream {
  address: string;
  status: number;
  /** The connection failed before any answer (a socket error). */
  error?: string;
  open: boolean;
  /** When each comment event arrived (performance.now()), by event id. */
  received: Map<string, number>;
  request?: ClientRequest;
}

function openStream(address: string, timeoutMs = 15_000): Promise<Stream> {
  return new Promise((resolvePromise) => {
    const stream: Stream = { address, status: 0, open: false, received: new Map() };
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolvePromise(stream);
    };
    const timer = setTimeout(() => {
      stream.error = 'timeout';
      stream.request?.destroy();
      settle();
    }, timeoutMs);
    const request = get(
      {
        host: '127.0.0.1',
        port: httpPort,
        path: `/api/comments/${postId}/stream`,
        localAddress: address,
        agent: false,
        headers: { accept: 'text/event-stream' },
      },
      (response) => {
        stream.status = response.statusCode ?? 0;
        if (stream.status !== 200) {
          response.resume();
          response.on('end', settle);
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.includes(': connected')) {
              stream.open = true;
              settle();
            }
            const id = /^id: (\d+)$/m.exec(block)?.[1];
            if (id && /^event: comment$/m.test(block)) stream.received.set(id, performance.now());
          }
        });
        response.on('close', () => {
          stream.open = false;
        });
      },
    );
    stream.request = request;
    request.on('error', (error: NodeJS.ErrnoException) => {
      stream.error = error.code ?? error.message;
      stream.open = false;
      settle();
    });
  });
}

/** Opens streams for the given addresses, `openConcurrency` at a time. */
async function openStreams(addresses: string[]): Promise<Stream[]> {
  const streams: Stream[] = [];
  let next = 0;
  const worker = async () => {
    while (next < addresses.length) {
      const address = addresses[next]!;
      next += 1;
      streams.push(await openStream(address));
    }
  };
  await Promise.all(Array.from({ length: openConcurrency }, worker));
  return streams;
}

const siteUrl = `http://127.0.0.1:${httpPort}`;

function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(`${siteUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Posts a comment and answers how long until every given stream had it, and how many did within the time. */
async function fanOut(streams: Stream[], label: string) {
  const sent = performance.now();
  const response = await postJson(`/api/comments/${postId}`, { name: 'Bench', text: `${label} ${Date.now()}` });
  if (response.status !== 201) throw new Error(`posting a comment answered ${response.status}`);
  const { id } = (await response.json()) as { id: string };
  const deadline = sent + 10_000;
  while (performance.now() < deadline && streams.some((s) => !s.received.has(id))) await sleep(20);
  const delays = streams.map((s) => (s.received.get(id) ?? Number.POSITIVE_INFINITY) - sent).sort((a, b) => a - b);
  const within = delays.filter((d) => d <= targets.fanOutMs).length;
  return {
    row: {
      comment: label,
      streams: streams.length,
      [`got it within ${targets.fanOutMs / 1000} s`]: within,
      'p50 ms': percentile(delays, 50).toFixed(0),
      'p99 ms': percentile(delays, 99).toFixed(0),
      'slowest ms': (delays.at(-1) ?? Number.NaN).toFixed(0),
    },
    met: within === streams.length,
  };
}

function statusCounts(streams: Stream[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const s of streams) {
    const key = s.error ? `error ${s.error}` : String(s.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

async function main(): Promise<void> {
  configureBenchStack('streams', portBase, { COMMENTS_RATE_LIMIT_PER_MINUTE: '100000' });
  rmSync(dirname(dataDir), { recursive: true, force: true });
  const seeding = performance.now();
  seedComments(listComments);
  console.log(
    `[bench] ${listComments.toLocaleString('en-US')} comments stored in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );

  const stack: RunningStack = await startStack(settingsFromEnv([]));
  const streams: Stream[] = [];
  const abuser: Stream[] = [];
  const results: { name: string; met: boolean }[] = [];
  const deadline = setTimeout(() => {
    console.error(`[bench] still running after ${deadlineSeconds} s: stopping`);
    for (const s of [...streams, ...abuser]) s.request?.destroy();
    void stack.stop().then(() => process.exit(1));
  }, deadlineSeconds * 1000);
  try {
    const caps = {
      total: Number(process.env.COMMENTS_STREAMS_MAX || 6000),
      perAddress: Number(process.env.COMMENTS_STREAMS_PER_ADDRESS || 120),
    };

    // 1. The first page of a 100,000-comment list at a steady rate.
    await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${siteUrl}/api/comments/${postId}`).then((r) => r.text())),
    );
    const list = await steadyLoad(
      `GET /api/comments/${postId} (first page of ${listComments.toLocaleString('en-US')})`,
      listRate,
      loadSeconds,
      () => fetch(`${siteUrl}/api/comments/${postId}`),
    );
    const listFigure = loadRow(list, targets.listP99Ms);
    const firstPage = (await (await fetch(`${siteUrl}/api/comments/${postId}`)).json()) as {
      comments: unknown[];
      total: number;
    };
    console.log(`\nthe comment list: ${firstPage.comments.length} comments a page, total ${firstPage.total}`);
    console.table([listFigure.row]);
    results.push({ name: 'list first page p99', met: listFigure.met && firstPage.total === listComments });

    // 2. 5,000 streams from 50 addresses, then the rest of the site at a steady rate meanwhile.
    const opening = performance.now();
    const readerOf = Array.from({ length: streamCount }, (_, i) => readerAddresses[i % readerAddresses.length]!);
    streams.push(...(await openStreams(readerOf)));
    const openSeconds = (performance.now() - opening) / 1000;
    const opened = streams.filter((s) => s.open);
    console.log(
      `\n${opened.length} of ${streamCount} streams open from ${addressCount} addresses in ${openSeconds.toFixed(1)} s ` +
        `(caps: ${caps.total} in all, ${caps.perAddress} per address); answers: ${JSON.stringify(statusCounts(streams))}`,
    );
    results.push({ name: `${streamCount} streams open`, met: opened.length === streamCount });

    const newId = () => `txn_${Date.now()}_${randomBytes(6).toString('hex')}`;
    const [home, health, initiate] = await Promise.all([
      steadyLoad('GET /', siteRate, loadSeconds, () => fetch(`${siteUrl}/`)),
      steadyLoad('GET /api/health', siteRate, loadSeconds, () => fetch(`${siteUrl}/api/health`)),
      steadyLoad('POST /api/esewa/initiate', siteRate, loadSeconds, (i) =>
        postJson('/api/esewa/initiate', {
          studentName: `Bench Student ${i}`,
          className: 'Grade 3',
          parentName: 'Bench Parent',
          amount: 1000 + (i % 500),
          transactionId: newId(),
        }),
      ),
    ]);
    const siteFigures = [home, health, initiate].map((r) => loadRow(r, targets.siteP99Ms));
    console.log(`\nthe rest of the site while ${opened.length} streams are open`);
    console.table(siteFigures.map((f) => f.row));
    results.push({ name: 'site while streaming', met: siteFigures.every((f) => f.met) });

    // 3. A new comment reaches every open stream.
    const first = await fanOut(opened, 'new comment');
    console.log('\na new comment reaching every open stream');
    console.table([first.row]);
    results.push({ name: 'fan-out', met: first.met });

    // 4. One address tries to open 2,000 streams.
    abuser.push(...(await openStreams(Array.from({ length: abuseAttempts }, () => abuserAddress))));
    const abuserOpen = abuser.filter((s) => s.open);
    const stillOpen = opened.filter((s) => s.open).length;
    const others = await openStreams(readerAddresses.slice(0, 10));
    const othersOpened = others.filter((s) => s.open).length;
    const second = await fanOut([...opened, ...abuserOpen, ...others.filter((s) => s.open)], 'after the abuse');
    console.log(`\none address (${abuserAddress}) trying to open ${abuseAttempts} streams`);
    console.table([
      {
        'streams it got': abuserOpen.length,
        'its cap': caps.perAddress,
        answers: JSON.stringify(statusCounts(abuser)),
        "others' streams still open": `${stillOpen} of ${opened.length}`,
        'new streams from other addresses': `${othersOpened} of ${others.length}`,
      },
    ]);
    console.table([second.row]);
    results.push({
      name: 'abuser capped, others unaffected',
      met:
        abuserOpen.length === caps.perAddress &&
        stillOpen === opened.length &&
        othersOpened === others.length &&
        second.met,
    });

    console.log('\ntargets');
    console.table(results.map((r) => ({ target: r.name, met: r.met ? 'yes' : 'NO' })));
    if (results.some((r) => !r.met)) process.exitCode = 1;
    for (const s of [...streams, ...abuser, ...others]) s.request?.destroy();
  } finally {
    clearTimeout(deadline);
    for (const s of [...streams, ...abuser]) s.request?.destroy();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`[bench] ${(error as Error).message}`);
  process.exit(1);
});
