import { describe, expect, it } from 'vitest';
import { abandonedAt, checkPolicy, firstCheckAt, nextCheckAt, windowEnd, type Schedulable } from './checkSchedule.js';

const createdAt = '2025-09-17T04:00:00.000Z';
const minutesAfterStart = (iso: string) => (Date.parse(iso) - Date.parse(createdAt)) / 60_000;
const at = (minutes: number) => new Date(Date.parse(createdAt) + minutes * 60_000);

/** Follows the schedule of an open payment, eSewa answering `status` every time, until `stop` says so. */
function walk(status: Schedulable['status'], stop: (check: Date, payment: Schedulable) => boolean, delayMs = 0) {
  const payment: Schedulable = { status, createdAt, completedAt: null, checkAttempts: 0 };
  const checks: number[] = [];
  let due: string | null = firstCheckAt(createdAt);
  while (due !== null && checks.length < 100) {
    const check = new Date(Date.parse(due) + delayMs);
    payment.checkAttempts += 1;
    checks.push(minutesAfterStart(check.toISOString()));
    if (stop(check, payment)) break;
    due = nextCheckAt(payment, check);
  }
  return checks;
}

describe('the check schedule', () => {
  it('checks an open payment 5 minutes after it started, then backs off to every 2 hours, to its 24-hour end', () => {
    const checks = walk('PENDING', (check) => check >= windowEnd(createdAt));
    expect(checks.slice(0, 8)).toEqual([5, 10, 20, 40, 80, 160, 280, 400]);
    expect(checks.at(-1)).toBe(24 * 60);
    expect(checks).toHaveLength(17);
  });

  it('watches a paid payment for refunds 1, 3, 7, 14 and 30 days after it completed, then never again', () => {
    const completedAt = at(10).toISOString();
    const paid: Schedulable = { status: 'COMPLETED', createdAt, completedAt, checkAttempts: 1 };
    const days: number[] = [];
    let from = new Date(completedAt);
    for (let next = nextCheckAt(paid, from); next !== null; next = nextCheckAt(paid, from)) {
      days.push((Date.parse(next) - Date.parse(completedAt)) / 86_400_000);
      from = new Date(next);
    }
    expect(days).toEqual([1, 3, 7, 14, 30]);
  });

  it('plans no check for a payment the reconciler closed', () => {
    for (const status of ['ABANDONED', 'EXPIRED'] as const) {
      expect(nextCheckAt({ status, createdAt, completedAt: null, checkAttempts: 4 }, at(40))).toBeNull();
    }
  });
});

describe('the NOT_FOUND end', () => {
  it("is eSewa's NOT_FOUND once no checkout of the payment can still run (30 minutes after it started)", () => {
    expect(checkPolicy.checkoutSessionMs).toBe(30 * 60_000);
    const notFound = { status: 'NOT_FOUND' as const, createdAt };
    expect(abandonedAt(notFound, at(29.99))).toBe(false);
    expect(abandonedAt(notFound, at(30))).toBe(true);
    // eSewa's other answers keep the payment open: a parent on eSewa's page is PENDING there.
    for (const status of ['PENDING', 'FAILED'] as const)
      expect(abandonedAt({ status, createdAt }, at(600))).toBe(false);
  });

  it('costs a payment nobody paid 4 status calls at most, however late the budget lets them happen', () => {
    const abandoned = (check: Date) => abandonedAt({ status: 'NOT_FOUND', createdAt }, check);
    expect(walk('NOT_FOUND', abandoned)).toEqual([5, 10, 20, 40]);
    for (const lateMinutes of [1, 7, 13, 25, 90]) {
      const checks = walk('NOT_FOUND', abandoned, lateMinutes * 60_000);
      expect(checks.length, `each check ${lateMinutes} minutes late`).toBeLessThanOrEqual(4);
    }
  });
});
