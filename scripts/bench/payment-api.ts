/**
 * `make bench`, part two: payment API throughput and latency through nginx, on the whole local stack (the eSewa
 * sandbox, payment-service, comments-service, nginx) started on its own ports with a fresh data folder.
 *
 * Two loads, each bounded by a request count and a time limit, on loopback only:
 *   initiate  POST /api/esewa/initiate with a new payment each time (a signed form and one SQLite commit)
 *   status    POST /api/payment-status SUCCESS with eSewa's signed callback for payments made on the sandbox
 *             (the success page and its reloads: the first report completes the payment, the rest read it)
 * Prints requests per second and p50/p99 latency for each; exits 1 if any request failed.
 *
 *   npx tsx scripts/bench/payment-api.ts
 * Settings: BENCH_PORT_BASE (25000), BENCH_REQUESTS (2000 per load), BENCH_SECONDS (20 per load),
 * BENCH_CONCURRENCY (16), SITE_DIST_DIR (the built site to serve, frontend/dist by default).
 */
import { randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { settingsFromEnv, startStack } from '../stack.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function numberSetting(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw ? Number(raw) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number, got '${raw}'`);
  return value;
}

const portBase = numberSetting('BENCH_PORT_BASE', 25000);
const maxRequests = numberSetting('BENCH_REQUESTS', 2000);
const maxSeconds = numberSetting('BENCH_SECONDS', 20);
const concurrency = numberSetting('BENCH_CONCURRENCY', 16);
const paidPayments = 50;

/** The stack for the bench: its own ports and data, the sandbox as eSewa, limits high enough not to throttle. */
function configureStackEnvironment(): void {
  const sandboxUrl = `http://127.0.0.1:${portBase + 3}`;
  Object.assign(process.env, {
    HTTP_PORT: String(portBase + 80),
    PAYMENT_PORT: String(portBase + 1),
    COMMENTS_PORT: String(portBase + 2),
    SANDBOX_PORT: String(portBase + 3),
    DATA_DIR: resolve(repoRoot, `build/bench-payment-${portBase}/data`),
    STACK_RUNTIME_DIR: resolve(repoRoot, `build/bench-payment-${portBase}/stack`),
    API_RATE_LIMIT: '1000000r/s',
    API_RATE_BURST: '1000000',
    PAYMENT_RATE_LIMIT_PER_MINUTE: '100000000',
    COMMENTS_BACKEND: 'api',
    ESEWA_ENV: 'uat',
    ESEWA_FORM_URL: `${sandboxUrl}/api/epay/main/v2/form`,
    ESEWA_STATUS_URL: `${sandboxUrl}/api/epay/transaction/status/`,
    // One line per request at info would measure the log pipe, not the service.
    LOG_LEVEL: 'warn',
  });
  // The sandbox and payment-service must agree on eSewa's test credentials; the site's address is the stack's.
  for (const name of ['ESEWA_SECRET_KEY', 'ESEWA_PRODUCT_CODE', 'PUBLIC_SITE_URL', 'PAYMENT_MAX_AMOUNT']) {
    delete process.env[name];
  }
}

interface LoadResult {
  name: string;
  requests: number;
  failures: number;
  seconds: number;
  latenciesMs: number[];
}

/** Runs `send` from `concurrency` loops until `maxRequests` were sent or `maxSeconds` passed. */
async function runLoad(name: string, send: (i: number) => Promise<Response>): Promise<LoadResult> {
  const latenciesMs: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + maxSeconds * 1000;
  const loop = async () => {
    while (next < maxRequests && performance.now() < deadline) {
      const i = next;
      next += 1;
      const sent = performance.now();
      try {
        const response = await send(i);
        await response.arrayBuffer();
        if (response.status !== 200) failures += 1;
      } catch {
        failures += 1;
      }
      latenciesMs.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  return { name, requests: latenciesMs.length, failures, seconds: (performance.now() - started) / 1000, latenciesMs };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function report(results: LoadResult[]): void {
  const rows = results.map((r) => {
    const sorted = [...r.latenciesMs].sort((a, b) => a - b);
    return {
      load: r.name,
      requests: r.requests,
      failed: r.failures,
      'req/s': Math.round(r.requests / r.seconds),
      'p50 ms': percentile(sorted, 50).toFixed(1),
      'p99 ms': percentile(sorted, 99).toFixed(1),
      'max ms': (sorted.at(-1) ?? Number.NaN).toFixed(1),
    };
  });
  console.log(
    `\npayment API through nginx (concurrency ${concurrency}, at most ${maxRequests} requests or ${maxSeconds} s each)`,
  );
  console.table(rows);
}

const newTransactionId = () => `txn_${Date.now()}_${randomBytes(6).toString('hex')}`;

function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** The browser's part: post our form to the sandbox and press Pay; answers eSewa's `data` for the success page. */
async function payOnSandbox(formHtml: string): Promise<string> {
  const unescape = (text: string) =>
    text.replace(
      /&(amp|lt|gt|quot|#39);/g,
      (e) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" })[e] ?? e,
    );
  const action = unescape(/ action="([^"]*)"/.exec(formHtml)?.[1] ?? '');
  const fields = new URLSearchParams();
  for (const [, name, value] of formHtml.matchAll(/name="([^"]*)" value="([^"]*)"/g))
    fields.set(unescape(name!), unescape(value!));
  const page = await (await fetch(action, { method: 'POST', body: fields })).text();
  const payPath = /action="([^"]+\/pay)"/.exec(page)?.[1];
  if (!payPath) throw new Error('the sandbox did not show its Pay button');
  const paid = await fetch(new URL(payPath, action), { method: 'POST', redirect: 'manual' });
  const data = /[?&]data=([^&]*)/.exec(paid.headers.get('location') ?? '')?.[1];
  if (!data) throw new Error('the sandbox did not send the parent back with data');
  return data;
}

async function main(): Promise<void> {
  configureStackEnvironment();
  const stack = await startStack(settingsFromEnv(['--fresh']));
  const api = stack.siteUrl;
  try {
    const payment = (i: number) => ({
      studentName: `Bench Student ${i}`,
      parentName: 'Bench Parent',
      amount: 1000 + (i % 500),
      transactionId: newTransactionId(),
    });

    // Warm up connections, the JIT and SQLite's caches.
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postJson(`${api}/api/esewa/initiate`, payment(i)).then((r) => r.arrayBuffer()),
      ),
    );

    const initiate = await runLoad('initiate', (i) => postJson(`${api}/api/esewa/initiate`, payment(i)));

    const paid: { id: string; data: string }[] = [];
    for (let i = 0; i < paidPayments; i += 1) {
      const body = payment(i);
      const answer = (await (await postJson(`${api}/api/esewa/initiate`, body)).json()) as { form: string };
      paid.push({ id: body.transactionId, data: await payOnSandbox(answer.form) });
    }
    const status = await runLoad('status', (i) => {
      const { id, data } = paid[i % paid.length]!;
      return postJson(`${api}/api/payment-status`, { product_id: id, status: 'SUCCESS', data });
    });

    report([initiate, status]);
    if (initiate.failures + status.failures > 0) process.exitCode = 1;
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`[bench] ${(error as Error).message}`);
  process.exit(1);
});
