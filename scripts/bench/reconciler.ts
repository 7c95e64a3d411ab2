/**
 * `make bench`, part four: the reconciler against the eSewa sandbox, with real HTTP status checks over loopback.
 *
 *   1. A flood of started payments nobody pays, in simulated time (the app's clock moves; the initiate
 *      route, its limits, the store and every status check are the real ones): 10,000 initiates from 200 addresses
 *      spread over the first hour, and 20 real parents who start a payment, pay on the sandbox a minute later and
 *      never come back (no callback: only the reconciler can confirm them). Targets: eSewa's status calls never
 *      above the budget in any minute (ESEWA_STATUS_CALLS_PER_MINUTE, 60); at most 4 calls per abandoned payment;
 *      each real payment confirmed within 10 minutes of being paid.
 *   2. An eSewa outage (the sandbox answers 503): the reconciler backs off as a whole. A simulated hour (the
 *      reconciler's clock and scheduler options move time forward; every check is still a real HTTP call) must
 *      cost eSewa a trickle: at most one call a minute on average.
 *
 *   npx tsx scripts/bench/reconciler.ts
 * Settings: BENCH_RECONCILER_PAYMENTS (10000 initiates), BENCH_RECONCILER_ADDRESSES (200),
 * BENCH_RECONCILER_OUTAGE_MINUTES (60).
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { configOrThrow } from '@school/service-kit';
import { buildSandbox } from 'esewa-sandbox';
import { buildApp } from '../../payment-service/src/app.js';
import { loadConfig } from '../../payment-service/src/config.js';
import { createStatusClient } from '../../payment-service/src/esewa/statusClient.js';
import { checkPolicy } from '../../payment-service/src/transactions/checkSchedule.js';
import { createReconciler, type Scheduler } from '../../payment-service/src/transactions/reconciler.js';
import { createSettlement } from '../../payment-service/src/transactions/settlement.js';
import { openTransactionStore } from '../../payment-service/src/transactions/store.js';
import { numberSetting, repoRoot } from './benchSupport.js';

const initiateCount = numberSetting('BENCH_RECONCILER_PAYMENTS', 10_000);
const addressCount = numberSetting('BENCH_RECONCILER_ADDRESSES', 200);
const realCount = 20;
const outageMinutes = numberSetting('BENCH_RECONCILER_OUTAGE_MINUTES', 60);
const callsPerAbandonedTarget = 4;
const confirmTargetMinutes = 10;
const outageCallsPerMinuteTarget = 1;
/** The flood's initiates are spread over this long; the simulation runs until every payment is settled. */
const floodMinutes = 60;
const simulatedMinutes = 180;
/** How often the simulated reconciler wakes (its real pauses lie between 0.25 s and a minute). */
const stepMs = 5_000;

const quiet = { info() {}, warn() {}, error() {} };
const minute = 60_000;

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity);

/** Reads our form HTML as a browser would: its action and hidden fields. */
function parseForm(html: string): { action: string; fields: Record<string, string> } {
  const raw = /<form[^>]* action="([^"]*)"/.exec(html)?.[1];
  if (!raw) throw new Error('no form action');
  const action = unescape(raw);
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[unescape(match[1]!)] = unescape(match[2]!);
  }
  return { action, fields };
}

/** The parent posts the form to eSewa (the sandbox) and presses Pay; the browser then closes. */
async function payOnSandbox(formHtml: string): Promise<void> {
  const { action, fields } = parseForm(formHtml);
  const page = await (await fetch(action, { method: 'POST', body: new URLSearchParams(fields) })).text();
  const pay = /action="([^"]+\/pay)"/.exec(page)?.[1];
  if (!pay) throw new Error(`the sandbox did not offer Pay: ${page.slice(0, 200)}`);
  const pressed = await fetch(new URL(pay, action), { method: 'POST', redirect: 'manual' });
  if (pressed.status !== 302) throw new Error(`the sandbox did not take the payment (${pressed.status})`);
}

interface FloodResult {
  accepted: number;
  refusedPerAddress: number;
  refusedEveryone: number;
  callsPerMinute: number[];
  budgetPerMinute: number;
  abandonedCalls: number[];
  botsStillOpen: number;
  realConfirmMinutes: (number | undefined)[];
  budgetLines: number;
  alertLines: number;
}

/** Part 1: the flood, through the real app (route, limits, store, reconciler) on a simulated clock. */
async function flood(dir: string, sandboxUrl: string, statusCalls: () => Promise<number>): Promise<FloodResult> {
  const start = Date.parse('2026-01-05T04:00:00.000Z');
  let clock = new Date(start);
  const warnings: Record<string, unknown>[] = [];
  const config = configOrThrow(
    loadConfig({
      PAYMENT_DB_PATH: join(dir, 'flood.sqlite'),
      ESEWA_FORM_URL: `${sandboxUrl}/api/epay/main/v2/form`,
      ESEWA_STATUS_URL: `${sandboxUrl}/api/epay/transaction/status/`,
      PUBLIC_SITE_URL: 'http://school.test',
      LOG_LEVEL: 'warn',
      // The per-minute request limit counts real time, not the simulated clock: lifted, as in the load bench.
      PAYMENT_RATE_LIMIT_PER_MINUTE: '100000000',
    }),
  );
  const app = buildApp(config, {
    now: () => clock,
    logStream: { write: (line: string) => void warnings.push(JSON.parse(line) as Record<string, unknown>) },
  });
  await app.ready();
  const { store, reconciler } = app.payments;

  const result: FloodResult = {
    accepted: 0,
    refusedPerAddress: 0,
    refusedEveryone: 0,
    callsPerMinute: [],
    budgetPerMinute: config.esewa.statusCallsPerMinute,
    abandonedCalls: [],
    botsStillOpen: 0,
    realConfirmMinutes: [],
    budgetLines: 0,
    alertLines: 0,
  };
  const initiate = async (address: string, transactionId: string) =>
    app.inject({
      method: 'POST',
      url: '/api/esewa/initiate',
      remoteAddress: address,
      payload: {
        studentName: 'Student',
        className: 'Grade 3',
        roll: 7,
        parentName: 'Parent',
        amount: 1500,
        transactionId,
      },
    });
  const txnId = (kind: string, i: number) => `txn_${start}_${kind}${String(i).padStart(6, '0')}`;

  const botEveryMs = (floodMinutes * minute) / initiateCount;
  let nextBot = 0;
  const reals = Array.from({ length: realCount }, (_, j) => ({
    id: txnId('real', j),
    startAt: Math.round((j + 0.5) * ((floodMinutes * minute) / realCount)),
    form: '',
    paidAt: undefined as number | undefined,
    confirmedAt: undefined as number | undefined,
  }));

  let callsAtMinuteStart = await statusCalls();
  try {
    for (let t = 0; t <= simulatedMinutes * minute; t += stepMs) {
      clock = new Date(start + t);
      for (; nextBot < initiateCount && nextBot * botEveryMs <= t; nextBot += 1) {
        const a = nextBot % addressCount;
        const answer = await initiate(`198.18.${a >> 8}.${a & 255}`, txnId('bot', nextBot));
        if (answer.statusCode === 200) result.accepted += 1;
        else if (answer.statusCode === 429 && /your connection/.test(answer.body)) result.refusedPerAddress += 1;
        else if (answer.statusCode === 429) result.refusedEveryone += 1;
        else throw new Error(`initiate answered ${answer.statusCode}: ${answer.body}`);
      }
      for (const [j, real] of reals.entries()) {
        if (!real.form && real.startAt <= t) {
          const answer = await initiate(`192.0.2.${j + 1}`, real.id);
          if (answer.statusCode !== 200) throw new Error(`a real parent was refused: ${answer.body}`);
          real.form = (answer.json() as { form: string }).form;
        }
        // A minute on eSewa's page, then Pay; the browser never comes back.
        if (real.form && real.paidAt === undefined && real.startAt + minute <= t) {
          await payOnSandbox(real.form);
          real.paidAt = t;
        }
      }
      await reconciler.runOnce();
      for (const real of reals) {
        if (
          real.paidAt !== undefined &&
          real.confirmedAt === undefined &&
          store.findById(real.id)?.status === 'COMPLETED'
        ) {
          real.confirmedAt = t;
        }
      }
      if ((t + stepMs) % minute === 0) {
        const calls = await statusCalls();
        result.callsPerMinute.push(calls - callsAtMinuteStart);
        callsAtMinuteStart = calls;
      }
    }
    for (const bot of store.list({}).filter((p) => p.id.includes('_bot'))) {
      if (bot.status === 'ABANDONED') result.abandonedCalls.push(bot.checkAttempts);
      else result.botsStillOpen += 1;
    }
    result.realConfirmMinutes = reals.map((real) =>
      real.confirmedAt === undefined || real.paidAt === undefined
        ? undefined
        : (real.confirmedAt - real.paidAt) / minute,
    );
    result.budgetLines = warnings.filter((w) => String(w.msg).startsWith('eSewa status-call budget reached')).length;
    result.alertLines = warnings.filter((w) => /were abandoned/.test(String(w.msg))).length;
    return result;
  } finally {
    await app.close();
  }
}

/** Part 2: eSewa down for a simulated hour, against payments all due; time moves as fast as the pauses allow. */
async function outage(dir: string, sandboxUrl: string, statusCalls: () => Promise<number>) {
  const store = openTransactionStore(join(dir, 'outage.sqlite'));
  let clock = new Date();
  const now = () => clock;
  const settlement = createSettlement({
    store,
    checkStatus: createStatusClient({ statusUrl: `${sandboxUrl}/api/epay/transaction/status/`, timeoutMs: 10_000 }),
    secretKey: 'unused-by-status-checks',
    productCode: 'EPAYTEST',
    logger: quiet,
    now,
  });
  try {
    const startedAt = new Date(clock.getTime() - checkPolicy.firstCheckAfterMs).toISOString();
    await Promise.all(
      Array.from({ length: 1000 }, (_, i) => {
        const suffix = `${String(i).padStart(6, '0')}bench`;
        return store.insertIfAbsent({
          id: `txn_1726567890123_${suffix}`,
          esewaUuid: `txn-1726567890123-${suffix}`,
          studentName: `Student ${i}`,
          className: 'Grade 3',
          parentName: 'Parent',
          amountPaisa: 100_000 + i,
          createdAt: startedAt,
        });
      }),
    );
    const outageEnd = clock.getTime() + outageMinutes * minute;
    let ended: () => void = () => {};
    const finished = new Promise<void>((r) => (ended = r));
    const simulated: Scheduler = {
      schedule(run, delayMs) {
        const timer = setImmediate(() => {
          clock = new Date(now().getTime() + delayMs);
          if (now().getTime() >= outageEnd) ended();
          else run();
        });
        return { cancel: () => clearImmediate(timer) };
      },
    };
    const reconciler = createReconciler({ store, settlement, now, logger: quiet, scheduler: simulated });
    const before = await statusCalls();
    reconciler.start();
    await finished;
    await reconciler.stop();
    return ((await statusCalls()) - before) / outageMinutes;
  } finally {
    store.close();
  }
}

async function main(): Promise<void> {
  const dir = join(repoRoot, 'build/bench-reconciler');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });

  const sandbox = buildSandbox({ logLevel: 'silent' });
  await sandbox.listen({ host: '127.0.0.1', port: 0 });
  const address = sandbox.server.address();
  if (address === null || typeof address === 'string') throw new Error('sandbox has no TCP address');
  const sandboxUrl = `http://127.0.0.1:${address.port}`;
  const sandboxJson = async (method: string, path: string, body?: unknown) =>
    (await fetch(`${sandboxUrl}/__sandbox/${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then((r) => r.json())) as Record<string, unknown>;
  const statusCalls = async () => Number((await sandboxJson('GET', 'stats')).statusCalls);

  try {
    const benchStarted = performance.now();
    const f = await flood(dir, sandboxUrl, statusCalls);
    const floodSeconds = (performance.now() - benchStarted) / 1000;
    await sandboxJson('PUT', 'behaviour', { outage: true });
    const outageRatePerMinute = await outage(dir, sandboxUrl, statusCalls);

    const maxPerMinute = Math.max(...f.callsPerMinute);
    const totalCalls = f.callsPerMinute.reduce((a, b) => a + b, 0);
    const maxAbandonedCalls = Math.max(0, ...f.abandonedCalls);
    const meanAbandonedCalls = f.abandonedCalls.reduce((a, b) => a + b, 0) / Math.max(1, f.abandonedCalls.length);
    const confirmed = f.realConfirmMinutes.filter((m): m is number => m !== undefined);
    const worstConfirm = confirmed.length === realCount ? Math.max(...confirmed) : Number.POSITIVE_INFINITY;

    console.log(
      `\nreconciler against the eSewa sandbox (status checks over loopback HTTP; ${floodSeconds.toFixed(0)} s of real time for the flood)`,
    );
    console.log(
      `flood: ${initiateCount} initiates from ${addressCount} addresses over ${floodMinutes} simulated minutes, ` +
        `${realCount} real parents paying meanwhile without coming back; ${simulatedMinutes} simulated minutes in all`,
    );
    console.log(
      `  initiates: ${f.accepted} accepted, ${f.refusedPerAddress} refused by the per-address limit, ` +
        `${f.refusedEveryone} by the limit for everyone (429 with Retry-After)`,
    );
    console.log(`  status calls per simulated minute (budget ${f.budgetPerMinute}):`);
    for (let start = 0; start < f.callsPerMinute.length; start += 30) {
      console.log(
        `    min ${String(start).padStart(3)}-${start + 29}: ${f.callsPerMinute.slice(start, start + 30).join(' ')}`,
      );
    }
    console.log(
      `  log: ${f.budgetLines} 'budget reached' line(s), ${f.alertLines} 'abandoned' alert line(s) at warn; ` +
        `${f.botsStillOpen} flood payments not ended ABANDONED`,
    );
    console.log(
      `  real payments, minutes from paid to COMPLETED: ${f.realConfirmMinutes.map((m) => (m === undefined ? 'never' : m.toFixed(1))).join(' ')}`,
    );
    console.table([
      {
        figure: 'status calls in a minute (most)',
        value: maxPerMinute,
        target: `≤ ${f.budgetPerMinute} (the budget)`,
      },
      { figure: 'status calls in all', value: totalCalls, target: '' },
      {
        figure: 'calls per abandoned payment (most / mean)',
        value: `${maxAbandonedCalls} / ${meanAbandonedCalls.toFixed(2)} (${f.abandonedCalls.length} abandoned)`,
        target: `≤ ${callsPerAbandonedTarget}`,
      },
      {
        figure: 'real payment confirmed after paying (worst, minutes)',
        value: Number.isFinite(worstConfirm)
          ? Number(worstConfirm.toFixed(1))
          : `${confirmed.length} of ${realCount} confirmed`,
        target: `≤ ${confirmTargetMinutes} each`,
      },
      {
        figure: `eSewa down for ${outageMinutes} simulated minutes: calls/min`,
        value: Number(outageRatePerMinute.toFixed(2)),
        target: `≤ ${outageCallsPerMinuteTarget}`,
      },
    ]);
    const failures: string[] = [];
    if (maxPerMinute > f.budgetPerMinute) failures.push(`${maxPerMinute} status calls in one minute`);
    if (maxAbandonedCalls > callsPerAbandonedTarget || f.botsStillOpen > 0) {
      failures.push(`an abandoned payment cost ${maxAbandonedCalls} calls, ${f.botsStillOpen} never ended`);
    }
    if (!(worstConfirm <= confirmTargetMinutes)) failures.push(`a real payment waited ${worstConfirm} minutes`);
    if (outageRatePerMinute > outageCallsPerMinuteTarget) {
      failures.push(`during the outage the reconciler made ${outageRatePerMinute.toFixed(2)} calls a minute`);
    }
    for (const failure of failures) console.error(`[bench] reconciler: ${failure}`);
    if (failures.length > 0) process.exitCode = 1;
  } finally {
    await sandbox.close();
  }
}

main().catch((error: unknown) => {
  console.error(`[bench] ${(error as Error).stack ?? String(error)}`);
  process.exit(1);
});
