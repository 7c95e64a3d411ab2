/**
 * The reconciler asks eSewa again about payments nobody else settled, so a parent who paid and closed the browser
 * before the success page loaded is still recorded as paid, and says when it gives up.
 *
 * - Each payment has its own next-check time in the store (checkSchedule.ts: backoff per payment); the
 *   reconciler takes the due ones, most overdue first, and checks a few at a time (`concurrency`), so a flood of
 *   started payments is worked through in minutes, not hours.
 * - At the end of its window a payment still open gets one last check and then ends EXPIRED, with a warning line.
 * - While eSewa cannot be reached (several checks in a row failed), the whole reconciler backs off: one probe
 *   check per pause, the pause doubling from 5 seconds up to 5 minutes, until eSewa answers again.
 * - Paid payments get a few refund checks (1 to 30 days after completion), so a refund reaches the CSV.
 */
import type { BaseLogger } from 'pino';
import { checkPolicy, windowEnd } from './checkSchedule.js';
import type { Settlement } from './settlement.js';
import { openStatuses } from './statusRules.js';
import type { Transaction, TransactionStore } from './store.js';

export const reconcilerPolicy = {
  /** Status checks in flight at once. */
  concurrency: 8,
  /** Payments read from the store at a time. */
  batchSize: 64,
  /** The longest sleep between runs (a payment started meanwhile is due 5 minutes after it started). */
  idleMs: 60_000,
  /** The shortest sleep between runs. */
  minPauseMs: 250,
  /** Failed checks in a row (none answered in between) that mean eSewa is unreachable. */
  failuresForOutage: 3,
  outageFirstPauseMs: 5_000,
  outageMaxPauseMs: 5 * 60_000,
};
export type ReconcilerPolicy = typeof reconcilerPolicy;

/** How the reconciler waits between runs; tests and the benchmark pass one that moves a simulated clock. */
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
  policy?: Partial<ReconcilerPolicy>;
}

export interface ReconcileReport {
  checked: number;
  completed: number;
  unavailable: number;
  expired: number;
}

export interface Reconciler {
  /** Checks every payment that is due now (while eSewa is unreachable: one probe). */
  runOnce(): Promise<ReconcileReport>;
  /** Runs now and then again whenever a payment is due, until stopped. */
  start(): void;
  /** Stops scheduling and waits for a run in progress to finish its checks in flight. */
  stop(): Promise<void>;
  /** Whether the reconciler is backing off because eSewa could not be reached. */
  readonly backingOff: boolean;
}

export function createReconciler(deps: ReconcilerDeps): Reconciler {
  const policy = { ...reconcilerPolicy, ...deps.policy };
  const scheduler = deps.scheduler ?? timerScheduler;
  let next: { cancel(): void } | undefined;
  let running: Promise<unknown> | undefined;
  let started = false;
  /** Set by stop(): a run in progress finishes the checks in flight and then ends. */
  let stopping = false;
  let failuresInARow = 0;
  let outagePauseMs = 0;

  const enterOutage = () => {
    if (outagePauseMs > 0) return;
    outagePauseMs = policy.outageFirstPauseMs;
    deps.logger.warn({ pauseMs: outagePauseMs }, 'eSewa cannot be reached: the reconciler backs off');
  };

  const checkOne = async (transaction: Transaction, report: ReconcileReport): Promise<void> => {
    const now = deps.now();
    const wasOpen = openStatuses.includes(transaction.status);
    const result = await deps.settlement.recheckWithEsewa(transaction, 'reconciler');
    report.checked += 1;
    if (result.esewaUnavailable) {
      report.unavailable += 1;
      failuresInARow += 1;
      if (failuresInARow >= policy.failuresForOutage) enterOutage();
      const giveUpAt = windowEnd(transaction.createdAt).getTime() + checkPolicy.unreachableGraceMs;
      if (wasOpen && now.getTime() >= giveUpAt && openStatuses.includes(result.transaction.status)) {
        await deps.settlement.expire(result.transaction, 'eSewa could not be reached for its last check');
        report.expired += 1;
      }
      return;
    }
    failuresInARow = 0;
    if (outagePauseMs > 0) {
      outagePauseMs = 0;
      deps.logger.info('eSewa answers again: the reconciler resumes');
    }
    const status = result.transaction.status;
    if (status === 'COMPLETED' && wasOpen) report.completed += 1;
    if (wasOpen && openStatuses.includes(status) && now >= windowEnd(transaction.createdAt)) {
      await deps.settlement.expire(result.transaction, `eSewa still answered ${status} at the end of the window`);
      report.expired += 1;
    }
  };

  const runOnce = async (): Promise<ReconcileReport> => {
    const report: ReconcileReport = { checked: 0, completed: 0, unavailable: 0, expired: 0 };
    if (outagePauseMs > 0) {
      // Backing off: one probe; if eSewa answers, the run goes on with everything due.
      const [probe] = deps.store.dueForCheck(deps.now().toISOString(), 1);
      if (!probe) return report;
      await checkOne(probe, report);
      if (outagePauseMs > 0) {
        outagePauseMs = Math.min(outagePauseMs * 2, policy.outageMaxPauseMs);
        return report;
      }
    }
    while (!stopping && outagePauseMs === 0) {
      const batch = deps.store.dueForCheck(deps.now().toISOString(), policy.batchSize);
      if (batch.length === 0) break;
      let nextIndex = 0;
      const worker = async () => {
        while (nextIndex < batch.length && !stopping && outagePauseMs === 0) {
          const transaction = batch[nextIndex]!;
          nextIndex += 1;
          await checkOne(transaction, report);
        }
      };
      await Promise.all(Array.from({ length: Math.min(policy.concurrency, batch.length) }, worker));
    }
    if (report.checked > 0) deps.logger.info({ ...report }, 'reconciler run');
    return report;
  };

  /** Until the next payment is due, within [minPauseMs, idleMs]; while backing off, the outage pause. */
  const pauseMs = (): number => {
    if (outagePauseMs > 0) return outagePauseMs;
    const due = deps.store.nextCheckDue();
    const untilDue = due === null ? policy.idleMs : Date.parse(due) - deps.now().getTime();
    return Math.min(policy.idleMs, Math.max(policy.minPauseMs, untilDue));
  };

  const tick = () => {
    next = undefined;
    running = runOnce()
      .catch((error: unknown) => deps.logger.error({ err: error }, 'reconciler run failed'))
      .finally(() => {
        running = undefined;
        if (started) next = scheduler.schedule(tick, pauseMs());
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
    get backingOff() {
      return outagePauseMs > 0;
    },
  };
}
