/**
 * The reconciler asks eSewa again about payments nobody else settled, so a parent who paid and closed the browser
 * before the success page loaded is still recorded as paid, and says when it gives up.
 *
 * - Each payment has its own next-check time in the store (checkSchedule.ts: backoff per payment); the
 *   reconciler takes the due ones, most overdue first, and checks a few at a time (`concurrency`), so a flood of
 *   started payments is worked through in minutes, not hours.
 * - At the end of its window a payment still open gets one last check and then ends EXPIRED, with a warning line.
 * - eSewa's NOT_FOUND once no checkout of the payment can still be running ends it ABANDONED (checkSchedule.ts):
 *   at most 4 calls for a payment nobody paid. When more than `abandonedAlertPercent` of the payments started in
 *   an hour end abandoned (a flood of started payments), one warning line says so, with the counts.
 * - It never makes more status calls than the global budget allows (statusCallBudget.ts): when the budget is
 *   used up it waits for room, serving the queue real parents first (store.ts), and says so once in the log.
 * - While eSewa cannot be reached (several checks in a row failed), the whole reconciler backs off: one probe
 *   check per pause, the pause doubling from 5 seconds up to 5 minutes, until eSewa answers again.
 * - Paid payments get a few refund checks (1 to 30 days after completion), so a refund reaches the CSV.
 */
import type { BaseLogger } from 'pino';
import { abandonedAt, checkPolicy, windowEnd } from './checkSchedule.js';
import type { Settlement } from './settlement.js';
import type { StatusCallBudget } from './statusCallBudget.js';
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
  /** The abandoned-payments alert needs at least this many payments started in the hour (1 of 2 is no flood). */
  alertMinimumStarted: 10,
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
  /** The budget the settlement takes from: the reconciler reads what is left to size its runs. */
  budget?: StatusCallBudget;
  /** Warn when more than this share (%) of the payments started in an hour end abandoned (100: never). */
  abandonedAlertPercent?: number;
}

export interface ReconcileReport {
  checked: number;
  completed: number;
  unavailable: number;
  expired: number;
  abandoned: number;
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
  /** Whether the budget-reached line was logged and the backlog not yet worked off. */
  let budgetReached = false;
  /** Start hours (ISO) of the hours the abandoned alert was logged for. */
  const alertedHours = new Set<string>();
  const hourMs = 60 * 60_000;
  const alertPercent = deps.abandonedAlertPercent ?? 100;

  const noteBudgetReached = () => {
    if (budgetReached || !deps.budget) return;
    budgetReached = true;
    const backlog = deps.store.backlog(deps.now().toISOString());
    deps.logger.warn(
      { budgetPerMinute: deps.budget.perMinute, ...backlog },
      'eSewa status-call budget reached: due checks wait their turn, real parents first',
    );
  };
  const noteBacklogCleared = () => {
    if (!budgetReached) return;
    budgetReached = false;
    deps.logger.info('eSewa status-call budget: every due check is done');
  };

  /** After a payment ended abandoned: one warning per hour of starts in which too many did. */
  const checkAbandonedShare = (createdAt: string) => {
    if (alertPercent >= 100) return;
    const hourStart = Math.floor(Date.parse(createdAt) / hourMs) * hourMs;
    const hour = new Date(hourStart).toISOString();
    if (alertedHours.has(hour)) return;
    const { started, abandoned } = deps.store.startedBetween(hour, new Date(hourStart + hourMs).toISOString());
    if (started < policy.alertMinimumStarted || abandoned * 100 <= alertPercent * started) return;
    alertedHours.add(hour);
    for (const old of alertedHours) if (Date.parse(old) < hourStart - 2 * 24 * hourMs) alertedHours.delete(old);
    deps.logger.warn(
      { hour, started, abandoned, alertPercent },
      `more than ${alertPercent}% of the payments started in an hour were abandoned: a flood of started payments?`,
    );
  };

  const enterOutage = () => {
    if (outagePauseMs > 0) return;
    outagePauseMs = policy.outageFirstPauseMs;
    deps.logger.warn({ pauseMs: outagePauseMs }, 'eSewa cannot be reached: the reconciler backs off');
  };

  /** Checks one payment; false: the budget had nothing left, so it was not checked. */
  const checkOne = async (transaction: Transaction, report: ReconcileReport): Promise<boolean> => {
    const now = deps.now();
    const wasOpen = openStatuses.includes(transaction.status);
    const result = await deps.settlement.recheckWithWallet(transaction, 'reconciler');
    if (result.overBudget) return false;
    report.checked += 1;
    if (result.walletUnavailable) {
      report.unavailable += 1;
      failuresInARow += 1;
      if (failuresInARow >= policy.failuresForOutage) enterOutage();
      const giveUpAt = windowEnd(transaction.createdAt).getTime() + checkPolicy.unreachableGraceMs;
      if (wasOpen && now.getTime() >= giveUpAt && openStatuses.includes(result.transaction.status)) {
        await deps.settlement.expire(result.transaction, 'eSewa could not be reached for its last check');
        report.expired += 1;
      }
      return true;
    }
    failuresInARow = 0;
    if (outagePauseMs > 0) {
      outagePauseMs = 0;
      deps.logger.info('eSewa answers again: the reconciler resumes');
    }
    const status = result.transaction.status;
    if (status === 'COMPLETED' && wasOpen) report.completed += 1;
    if (wasOpen && abandonedAt(result.transaction, now)) {
      if ((await deps.settlement.abandon(result.transaction)).status === 'ABANDONED') {
        report.abandoned += 1;
        checkAbandonedShare(transaction.createdAt);
      }
    } else if (wasOpen && openStatuses.includes(status) && now >= windowEnd(transaction.createdAt)) {
      await deps.settlement.expire(result.transaction, `eSewa still answered ${status} at the end of the window`);
      report.expired += 1;
    }
    return true;
  };

  /** Checks that fit the budget now. */
  const room = (wanted: number) => (deps.budget ? Math.min(wanted, deps.budget.remaining()) : wanted);

  const runOnce = async (): Promise<ReconcileReport> => {
    const report: ReconcileReport = { checked: 0, completed: 0, unavailable: 0, expired: 0, abandoned: 0 };
    if (outagePauseMs > 0) {
      // Backing off: one probe; if eSewa answers, the run goes on with everything due.
      const [probe] = deps.store.dueForCheck(deps.now().toISOString(), room(1));
      if (!probe) return report;
      await checkOne(probe, report);
      if (outagePauseMs > 0) {
        outagePauseMs = Math.min(outagePauseMs * 2, policy.outageMaxPauseMs);
        return report;
      }
    }
    let overBudget = false;
    while (!stopping && outagePauseMs === 0 && !overBudget) {
      const now = deps.now().toISOString();
      const size = room(policy.batchSize);
      const batch = deps.store.dueForCheck(now, Math.max(size, 1));
      if (batch.length === 0) {
        noteBacklogCleared();
        break;
      }
      if (size === 0) {
        overBudget = true;
        break;
      }
      let nextIndex = 0;
      const worker = async () => {
        while (nextIndex < batch.length && !stopping && outagePauseMs === 0 && !overBudget) {
          const transaction = batch[nextIndex]!;
          nextIndex += 1;
          if (!(await checkOne(transaction, report))) overBudget = true;
        }
      };
      await Promise.all(Array.from({ length: Math.min(policy.concurrency, batch.length) }, worker));
    }
    if (overBudget) noteBudgetReached();
    if (report.checked > 0) deps.logger.info({ ...report }, 'reconciler run');
    return report;
  };

  /** Until the next payment is due, within [minPauseMs, idleMs]; while backing off, the outage pause. */
  const pauseMs = (): number => {
    if (outagePauseMs > 0) return outagePauseMs;
    if (budgetReached && deps.budget) {
      // Over budget: sleep until a batch fits again, not until each single call does (one run a call).
      const untilRoom = deps.budget.freeAt(policy.batchSize).getTime() - deps.now().getTime();
      return Math.min(policy.idleMs, Math.max(policy.minPauseMs, untilRoom));
    }
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
