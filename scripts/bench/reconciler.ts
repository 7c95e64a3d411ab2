/**
 * `make bench`, part four: the reconciler against the eSewa sandbox, with real HTTP status checks over loopback.
 *
 *   1. Keeping up (real time, real timers): 10,000 open payments all due at once (started five minutes ago, as
 *      after a flood). Target: every one gets its first status check within 10 minutes.
 *   2. An eSewa outage (the sandbox answers 503): the reconciler backs off as a whole. A simulated hour (the
 *      reconciler's clock and scheduler options move time forward; every check is still a real HTTP call) must
 *      cost eSewa a trickle: at most one call a minute on average.
 *
 *   npx tsx scripts/bench/reconciler.ts
 * Settings: BENCH_RECONCILER_PAYMENTS (10000), BENCH_RECONCILER_OUTAGE_MINUTES (60).
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { buildSandbox } from 'esewa-sandbox';
import { createStatusClient } from '../../payment-service/src/esewa/statusClient.js';
import { checkPolicy } from '../../payment-service/src/transactions/checkSchedule.js';
import { createReconciler, type Scheduler } from '../../payment-service/src/transactions/reconciler.js';
import { createSettlement } from '../../payment-service/src/transactions/settlement.js';
import { openTransactionStore } from '../../payment-service/src/transactions/store.js';
import { numberSetting, repoRoot } from './benchSupport.js';

const paymentCount = numberSetting('BENCH_RECONCILER_PAYMENTS', 10_000);
const outageMinutes = numberSetting('BENCH_RECONCILER_OUTAGE_MINUTES', 60);
const firstCheckTargetMs = 10 * 60_000;
const outageCallsPerMinuteTarget = 1;

const quiet = { info() {}, warn() {}, error() {} };

async function main(): Promise<void> {
  const dir = join(repoRoot, 'build/bench-reconciler');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const dbPath = join(dir, 'payments.sqlite');

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

  const store = openTransactionStore(dbPath);
  const watch = new Database(dbPath, { readonly: true });
  const count = (where: string) =>
    (watch.prepare(`SELECT COUNT(*) AS n FROM transactions WHERE ${where}`).get() as { n: number }).n;
  let clock: Date | undefined; // undefined: the real clock
  const now = () => clock ?? new Date();
  const settlement = createSettlement({
    store,
    checkStatus: createStatusClient({ statusUrl: `${sandboxUrl}/api/epay/transaction/status/`, timeoutMs: 10_000 }),
    secretKey: 'unused-by-status-checks',
    productCode: 'EPAYTEST',
    logger: quiet,
    now,
  });

  try {
    // 1. A flood: every payment started five minutes ago, so all are due now.
    const startedAt = new Date(Date.now() - checkPolicy.firstCheckAfterMs).toISOString();
    await Promise.all(
      Array.from({ length: paymentCount }, (_, i) => {
        const suffix = `${String(i).padStart(6, '0')}bench`;
        return store.insertIfAbsent({
          id: `txn_1726567890123_${suffix}`,
          esewaUuid: `txn-1726567890123-${suffix}`,
          studentName: `Student ${i}`,
          parentName: 'Parent',
          amountPaisa: 100_000 + i,
          createdAt: startedAt,
        });
      }),
    );
    const dueAt = Date.parse(startedAt) + checkPolicy.firstCheckAfterMs;

    const live = createReconciler({ store, settlement, now, logger: quiet });
    const callsBefore = await statusCalls();
    const started = performance.now();
    live.start();
    let elapsedMs = 0;
    while (count('check_attempts = 0') > 0) {
      elapsedMs = performance.now() - started;
      if (elapsedMs > firstCheckTargetMs) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    elapsedMs = performance.now() - started;
    await live.stop();
    const unchecked = count('check_attempts = 0');
    const lastFirstCheck = watch
      .prepare('SELECT MAX(last_checked_at) AS at FROM transactions WHERE check_attempts = 1')
      .get() as { at: string | null };
    const worstWaitS = lastFirstCheck.at ? (Date.parse(lastFirstCheck.at) - dueAt) / 1000 : Number.NaN;
    const liveCalls = (await statusCalls()) - callsBefore;
    const liveRatePerMinute = liveCalls / (elapsedMs / 60_000);

    // 2. eSewa down for a simulated hour: time moves as fast as the reconciler's pauses allow.
    await sandboxJson('PUT', 'behaviour', { outage: true });
    const outageStart = Date.now() + checkPolicy.firstCheckAfterMs + 60_000; // every payment due again
    clock = new Date(outageStart);
    const outageEnd = outageStart + outageMinutes * 60_000;
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
    const outageReconciler = createReconciler({ store, settlement, now, logger: quiet, scheduler: simulated });
    const outageCallsBefore = await statusCalls();
    outageReconciler.start();
    await finished;
    await outageReconciler.stop();
    const outageCalls = (await statusCalls()) - outageCallsBefore;
    const outageRatePerMinute = outageCalls / outageMinutes;

    console.log('\nreconciler against the eSewa sandbox (status checks over loopback HTTP)');
    console.table([
      {
        phase: `${paymentCount} payments due at once (real time)`,
        'status calls': liveCalls,
        'calls/min': Math.round(liveRatePerMinute),
        'all first-checked in s': unchecked === 0 ? Number((elapsedMs / 1000).toFixed(1)) : 'not all',
        'worst wait s': Number(worstWaitS.toFixed(1)),
        target: 'all within 600 s',
      },
      {
        phase: `eSewa down for ${outageMinutes} simulated minutes`,
        'status calls': outageCalls,
        'calls/min': Number(outageRatePerMinute.toFixed(2)),
        'all first-checked in s': '',
        'worst wait s': '',
        target: `≤ ${outageCallsPerMinuteTarget} call/min`,
      },
    ]);
    const failures: string[] = [];
    if (unchecked > 0 || elapsedMs > firstCheckTargetMs) {
      failures.push(`${unchecked} payments were not checked within ${firstCheckTargetMs / 60_000} minutes`);
    }
    if (outageRatePerMinute > outageCallsPerMinuteTarget) {
      failures.push(`during the outage the reconciler made ${outageRatePerMinute.toFixed(2)} calls a minute`);
    }
    for (const failure of failures) console.error(`[bench] reconciler: ${failure}`);
    if (failures.length > 0) process.exitCode = 1;
  } finally {
    watch.close();
    store.close();
    await sandbox.close();
  }
}

main().catch((error: unknown) => {
  console.error(`[bench] ${(error as Error).stack ?? String(error)}`);
  process.exit(1);
});
