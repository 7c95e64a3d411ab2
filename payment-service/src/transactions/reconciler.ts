/**
 * The reconciler asks eSewa again about payments that are still open five minutes after they started (eSewa's
 * documentation: "if a response is not received within five minutes, the status check API can be used"), so a
 * parent who paid and closed the browser before the success page loaded is still recorded as paid.
 *
 * Pace: every 5 minutes during a payment's first hour, then every 30 minutes, until it is settled or 24 hours
 * old. Payments are checked one after another, so eSewa sees at most one call from us at a time.
 */
import type { BaseLogger } from 'pino';
import type { Settlement } from './settlement.js';
import type { Transaction, TransactionStore } from './store.js';

const minute = 60_000;
export const reconcilePolicy = {
  firstCheckAfterMs: 5 * minute,
  giveUpAfterMs: 24 * 60 * minute,
  recheckEveryMsInFirstHour: 5 * minute,
  recheckEveryMsLater: 30 * minute,
  runEveryMs: minute,
  batchSize: 100,
};

/** How the reconciler waits between runs; tests pass one they trigger themselves. */
export interface Scheduler {
  schedule(run: () => void, delayMs: number): { cancel(): void };
}

export const timerScheduler: Scheduler = {
  schedule(run, delayMs) {
    const timer = setTimeout(run, delayMs);
    timer.unref();
    return { cancel: () => clearTimeout(timer) };
  },
};

export interface ReconcilerDeps {
  store: TransactionStore;
  settlement: Settlement;
  now: () => Date;
  logger: Pick<BaseLogger, 'info' | 'warn' | 'error'>;
  scheduler?: Scheduler;
}

export interface ReconcileReport {
  checked: number;
  completed: number;
  unavailable: number;
}

export interface Reconciler {
  /** Checks every payment that is due now, once. */
  runOnce(): Promise<ReconcileReport>;
  /** Runs now and then every minute until stopped. */
  start(): void;
  /** Stops scheduling and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

export function isDueForRecheck(transaction: Transaction, now: Date): boolean {
  const age = now.getTime() - Date.parse(transaction.createdAt);
  if (age < reconcilePolicy.firstCheckAfterMs || age >= reconcilePolicy.giveUpAfterMs) return false;
  if (transaction.lastCheckedAt === null) return true;
  const sinceCheck = now.getTime() - Date.parse(transaction.lastCheckedAt);
  const every = age < 60 * minute ? reconcilePolicy.recheckEveryMsInFirstHour : reconcilePolicy.recheckEveryMsLater;
  return sinceCheck >= every;
}

export function createReconciler(deps: ReconcilerDeps): Reconciler {
  const scheduler = deps.scheduler ?? timerScheduler;
  let next: { cancel(): void } | undefined;
  let running: Promise<unknown> | undefined;
  let started = false;
  /** Set by stop(): a run in progress finishes the payment it is on and then ends. */
  let stopping = false;

  const runOnce = async (): Promise<ReconcileReport> => {
    const now = deps.now();
    const candidates = deps.store.openCreatedBetween(
      new Date(now.getTime() - reconcilePolicy.giveUpAfterMs).toISOString(),
      new Date(now.getTime() - reconcilePolicy.firstCheckAfterMs).toISOString(),
      reconcilePolicy.batchSize,
    );
    const report: ReconcileReport = { checked: 0, completed: 0, unavailable: 0 };
    for (const transaction of candidates.filter((t) => isDueForRecheck(t, now))) {
      if (stopping) break;
      const result = await deps.settlement.recheckWithEsewa(transaction, 'reconciler');
      report.checked += 1;
      if (result.esewaUnavailable) report.unavailable += 1;
      if (result.transaction.status === 'COMPLETED' && transaction.status !== 'COMPLETED') report.completed += 1;
    }
    if (report.checked > 0) deps.logger.info({ ...report }, 'reconciler run');
    return report;
  };

  const tick = () => {
    next = undefined;
    running = runOnce()
      .catch((error: unknown) => deps.logger.error({ err: error }, 'reconciler run failed'))
      .finally(() => {
        running = undefined;
        if (started) next = scheduler.schedule(tick, reconcilePolicy.runEveryMs);
      });
  };

  return {
    runOnce,
    start() {
      if (started) return;
      started = true;
      stopping = false;
      tick();
    },
    async stop() {
      started = false;
      stopping = true;
      next?.cancel();
      next = undefined;
      await running;
    },
  };
}
