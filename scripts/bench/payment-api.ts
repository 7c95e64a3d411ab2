/**
 * `make bench`, part three: payment API throughput and latency through nginx, on the whole local stack (the eSewa
 * sandbox, payment-service, comments-service, nginx) started on its own ports with a fresh data folder, with the
 * rate limits raised for the bench through the settings.
 *
 * Loads, on loopback only:
 *   reference     POST to a trivial Fastify route (it answers {"ok":true}) behind a second nginx rendered from the
 *                 same template with the same settings: what nginx + Node + this client manage at best
 *   initiate      POST /api/esewa/initiate with a new payment each time (a signed form and one SQLite commit,
 *                 shared with the requests that arrived together: group commit), as fast as it answers
 *   steady        the same at a steady BENCH_STEADY_RATE requests a second (open loop: latency counts from when
 *                 each request was due, so a stall is not hidden)
 *   status        POST /api/payment-status SUCCESS with eSewa's signed callback for payments made on the sandbox
 *                 (the success page and its reloads: the first report completes the payment, the rest read it)
 * Prints requests per second and p50/p99 latency for each. Targets: initiate's rate at least 0.5x the reference's
 * (same run), and its p99 at the steady rate under 50 ms. Exits 1 if a target is missed or any request failed.
 *
 *   npx tsx scripts/bench/payment-api.ts
 * A maximum rate is the best of two loads, at BENCH_CONCURRENCY and at BENCH_MAX_CONCURRENCY requests in flight
 * (a service that commits together does best with more requests in flight; the trivial route may not).
 *
 * Settings: BENCH_PORT_BASE (25000), BENCH_REQUESTS (20000 per load), BENCH_SECONDS (5 per load),
 * BENCH_CONCURRENCY (16), BENCH_MAX_CONCURRENCY (64), BENCH_STEADY_RATE (500), BENCH_STEADY_SECONDS (10), SITE_DIST_DIR (the built site to
 * serve, frontend/dist by default).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { join, resolve } from 'node:path';
import Fastify from 'fastify';
import { settingsFromEnv, startStack } from '../stack.js';
import { configureBenchStack, numberSetting, percentile, repoRoot } from './benchSupport.js';

const portBase = numberSetting('BENCH_PORT_BASE', 25000);
const maxRequests = numberSetting('BENCH_REQUESTS', 20000);
const maxSeconds = numberSetting('BENCH_SECONDS', 5);
const concurrency = numberSetting('BENCH_CONCURRENCY', 16);
const maxConcurrency = numberSetting('BENCH_MAX_CONCURRENCY', 64);
const steadyRate = numberSetting('BENCH_STEADY_RATE', 500);
const steadySeconds = numberSetting('BENCH_STEADY_SECONDS', 10);
const steadyP99TargetMs = 50;
const referenceRatioTarget = 0.5;
const paidPayments = 50;
/** The trivial route's port: past the stack's own (configureBenchStack: +1 … +6, +80). */
const referencePort = portBase + 7;

interface LoadResult {
  name: string;
  requests: number;
  failures: number;
  seconds: number;
  latenciesMs: number[];
}

/** Runs `send` from `concurrency` loops until `maxRequests` were sent or `maxSeconds` passed. */
async function runLoad(
  name: string,
  send: (i: number) => Promise<number>,
  loops: number = concurrency,
): Promise<LoadResult> {
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
        if ((await send(i)) !== 200) failures += 1;
      } catch {
        failures += 1;
      }
      latenciesMs.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: loops }, loop));
  return { name, requests: latenciesMs.length, failures, seconds: (performance.now() - started) / 1000, latenciesMs };
}

/** Sends `rate` requests a second for `seconds`, each when it is due whatever the answers before it (open loop). */
async function runSteady(name: string, send: (i: number) => Promise<number>): Promise<LoadResult> {
  const total = steadyRate * steadySeconds;
  const intervalMs = 1000 / steadyRate;
  const latenciesMs: number[] = [];
  let failures = 0;
  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    while (sent < total && started + sent * intervalMs <= now) {
      const dueAt = started + sent * intervalMs;
      inFlight.push(
        send(sent).then(
          (status) => {
            if (status !== 200) failures += 1;
            latenciesMs.push(performance.now() - dueAt);
          },
          () => {
            failures += 1;
            latenciesMs.push(performance.now() - dueAt);
          },
        ),
      );
      sent += 1;
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(inFlight);
  return { name, requests: latenciesMs.length, failures, seconds: (performance.now() - started) / 1000, latenciesMs };
}

/**
 * The reference: a trivial Fastify route behind a second nginx rendered by nginx/render.sh from the same template
 * and the same settings (the environment configureBenchStack set), only its upstream differs.
 */
async function startReference(): Promise<{ url: string; stop(): Promise<void> }> {
  const app = Fastify({ logger: false });
  app.post('/api/esewa/initiate', async () => ({ ok: true }));
  await app.listen({ host: '127.0.0.1', port: referencePort });
  const runtimeDir = resolve(repoRoot, `build/bench-payment-${portBase}/reference-nginx`);
  rmSync(runtimeDir, { recursive: true, force: true });
  mkdirSync(runtimeDir, { recursive: true });
  const env = {
    ...process.env,
    NGINX_RUNTIME_DIR: runtimeDir,
    NGINX_WEB_ROOT: resolve(repoRoot, process.env.SITE_DIST_DIR ?? 'frontend/dist'),
    NGINX_LISTEN_PORT: String(portBase + 81),
    NGINX_ACCESS_LOG: join(runtimeDir, 'access.log'),
    PAYMENT_SERVICE_ADDR: `127.0.0.1:${referencePort}`,
    COMMENTS_SERVICE_ADDR: `127.0.0.1:${referencePort}`,
    OFFICE_SERVICE_ADDR: `127.0.0.1:${referencePort}`,
    PUBLIC_SITE_URL: `http://127.0.0.1:${portBase + 81}`,
  };
  const render = spawnSync('sh', [join(repoRoot, 'nginx/render.sh')], { env, encoding: 'utf8' });
  if (render.status !== 0) throw new Error(`nginx/render.sh failed: ${render.stderr}`);
  const nginx = spawn('nginx', ['-e', 'stderr', '-p', runtimeDir, '-c', join(runtimeDir, 'nginx.conf')], {
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${portBase + 81}`;
  for (let tries = 0; ; tries += 1) {
    const ok = await postJson(`${url}/api/esewa/initiate`, {})
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (tries > 100) throw new Error('the reference nginx did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async stop() {
      const exited = new Promise((r) => nginx.once('exit', r));
      nginx.kill('SIGTERM');
      await exited;
      await app.close();
    },
  };
}

function rate(r: LoadResult): number {
  return r.requests / r.seconds;
}

function p99(r: LoadResult): number {
  return percentile(
    [...r.latenciesMs].sort((a, b) => a - b),
    99,
  );
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
    `\npayment API through nginx (at most ${maxRequests} requests or ${maxSeconds} s each;` +
      ` steady: ${steadyRate} requests a second for ${steadySeconds} s)`,
  );
  console.table(rows);
}

const newTransactionId = () => `txn_${Date.now()}_${randomBytes(6).toString('hex')}`;

/**
 * The load's own client: node:http with kept-alive connections, lighter than fetch, so that on a small machine
 * the bench measures the server side more than itself. Answers the status once the body was read.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 256 });
function post(url: string, body: unknown): Promise<number> {
  const payload = JSON.stringify(body);
  const { hostname, port, pathname } = new URL(url);
  return new Promise((done, fail) => {
    const req = httpRequest(
      {
        agent,
        hostname,
        port,
        path: pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(payload);
  });
}

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
  configureBenchStack('payment', portBase);
  const stack = await startStack(settingsFromEnv(['--fresh']));
  const api = stack.siteUrl;
  try {
    const payment = (i: number) => ({
      studentName: `Bench Student ${i}`,
      className: 'Grade 3',
      roll: (i % 40) + 1,
      parentName: 'Bench Parent',
      amount: 1000 + (i % 500),
      transactionId: newTransactionId(),
    });

    const reference = await startReference();
    try {
      // Warm up connections, the JIT and SQLite's caches, on both.
      for (const url of [`${reference.url}/api/esewa/initiate`, `${api}/api/esewa/initiate`]) {
        await Promise.all(
          Array.from({ length: 200 }, (_, i) => postJson(url, payment(i)).then((r) => r.arrayBuffer())),
        );
      }

      // The steady load first: the service as parents meet it, not in the wake of the flat-out loads.
      const steady = await runSteady(`initiate at ${steadyRate}/s`, (i) =>
        post(`${api}/api/esewa/initiate`, payment(i)),
      );
      await new Promise((r) => setTimeout(r, 500));
      const best = (loads: LoadResult[]) => loads.reduce((a, b) => (rate(b) > rate(a) ? b : a));
      const maxRate = async (name: string, url: string) => {
        const loads: LoadResult[] = [];
        for (const loops of [concurrency, maxConcurrency]) {
          loads.push(await runLoad(`${name} (${loops} in flight)`, (i) => post(url, payment(i)), loops));
          await new Promise((r) => setTimeout(r, 500));
        }
        return { loads, best: best(loads) };
      };
      const referenceLoads = await maxRate('reference: trivial route', `${reference.url}/api/esewa/initiate`);
      const initiateLoads = await maxRate('initiate', `${api}/api/esewa/initiate`);
      const referenceLoad = referenceLoads.best;
      const initiate = initiateLoads.best;

      const paid: { id: string; data: string }[] = [];
      for (let i = 0; i < paidPayments; i += 1) {
        const body = payment(i);
        const answer = (await (await postJson(`${api}/api/esewa/initiate`, body)).json()) as { form: string };
        paid.push({ id: body.transactionId, data: await payOnSandbox(answer.form) });
      }
      const status = await runLoad('status', (i) => {
        const { id, data } = paid[i % paid.length]!;
        return post(`${api}/api/payment-status`, { product_id: id, status: 'SUCCESS', data });
      });

      const results = [steady, ...referenceLoads.loads, ...initiateLoads.loads, status];
      report(results);
      const ratio = rate(initiate) / rate(referenceLoad);
      console.log(
        `initiate at best: ${Math.round(rate(initiate))} req/s = ${ratio.toFixed(2)}x the trivial route's best ` +
          `${Math.round(rate(referenceLoad))} req/s (target ≥ ${referenceRatioTarget}x); ` +
          `p99 at ${steadyRate}/s: ${p99(steady).toFixed(1)} ms (target < ${steadyP99TargetMs} ms)`,
      );
      const problems: string[] = [];
      if (results.some((r) => r.failures > 0)) problems.push('some requests failed');
      if (ratio < referenceRatioTarget) problems.push(`initiate managed only ${ratio.toFixed(2)}x the trivial route`);
      if (!(p99(steady) < steadyP99TargetMs)) problems.push(`p99 at ${steadyRate}/s was ${p99(steady).toFixed(1)} ms`);
      for (const problem of problems) console.error(`[bench] payment API: ${problem}`);
      if (problems.length > 0) process.exitCode = 1;
    } finally {
      await reference.stop();
    }
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`[bench] ${(error as Error).message}`);
  process.exit(1);
});
