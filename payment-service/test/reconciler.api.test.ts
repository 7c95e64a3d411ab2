import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStatusClient } from '../src/esewa/statusClient.js';
import { checkPolicy } from '../src/transactions/checkSchedule.js';
import { createReconciler, reconcilerPolicy, type Scheduler } from '../src/transactions/reconciler.js';
import { createSettlement } from '../src/transactions/settlement.js';
import {
  LogCapture,
  parseForm,
  paymentRequest,
  payOnSandbox,
  startApp,
  startSandbox,
  tempDir,
  testConfig,
  type Sandbox,
  type TestApp,
} from './support/harness.js';

const minutes = (n: number) => n * 60_000;

/** A scheduler the test fires by hand: the reconciler's pauses without waiting for them. */
class ManualScheduler implements Scheduler {
  private pending: (() => void) | undefined;
  delays: number[] = [];
  schedule(run: () => void, delayMs: number) {
    this.pending = run;
    this.delays.push(delayMs);
    return { cancel: () => (this.pending = undefined) };
  }
  fire(): void {
    const run = this.pending;
    this.pending = undefined;
    run?.();
  }
  get waiting(): boolean {
    return this.pending !== undefined;
  }
}

describe('the reconciler', () => {
  let temp: ReturnType<typeof tempDir>;
  let sandbox: Sandbox;
  let service: TestApp;
  let clock = new Date('2025-09-17T04:00:00.000Z');
  let logs: LogCapture;

  beforeEach(async () => {
    temp = tempDir();
    logs = new LogCapture();
    sandbox = await startSandbox();
    service = await startApp(testConfig(join(temp.dir, 'payments.sqlite'), sandbox.url, { LOG_LEVEL: 'info' }), {
      now: () => clock,
      logStream: logs,
    });
  });
  afterEach(async () => {
    await service?.close();
    await sandbox?.close();
    temp.remove();
  });

  const store = () => service.app.payments.store;
  const reconciler = () => service.app.payments.reconciler;
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
  const started = async () => {
    const body = paymentRequest();
    const form = (await service.http().post('/api/esewa/initiate').send(body)).body.form as string;
    return { id: body.transactionId as string, form };
  };

  /** The parent posts the form to eSewa and pays, then closes the browser: the success page never loads. */
  const paidWithBrowserClosed = async () => {
    const { id, form } = await started();
    const { action, fields } = parseForm(form);
    await fetch(action, { method: 'POST', body: new URLSearchParams(fields) });
    await sandbox.control('PUT', `payments/${fields.transaction_uuid!}`, { status: 'COMPLETE', ref_id: '000RCN1' });
    return id;
  };

  it('completes a payment the parent made but never returned from, once it is five minutes old', async () => {
    const id = await paidWithBrowserClosed();

    advance(minutes(4));
    expect(await reconciler().runOnce()).toEqual({ checked: 0, completed: 0, unavailable: 0, expired: 0 });
    expect(store().findById(id)?.status).toBe('PENDING');

    advance(minutes(2));
    expect(await reconciler().runOnce()).toEqual({ checked: 1, completed: 1, unavailable: 0, expired: 0 });
    expect(store().findById(id)).toMatchObject({ status: 'COMPLETED', esewaRef: '000RCN1' });
    expect(store().history(id)).toEqual([
      expect.objectContaining({
        fromStatus: 'PENDING',
        toStatus: 'COMPLETED',
        source: 'reconciler',
        esewaRef: '000RCN1',
      }),
    ]);
    const change = logs.entries.find((e) => e.msg === 'payment status changed' && e.transactionId === id);
    expect(change).toMatchObject({ from: 'PENDING', to: 'COMPLETED', source: 'reconciler', amount: '1500.00' });

    advance(minutes(10));
    expect((await reconciler().runOnce()).checked).toBe(0); // completed: only refund checks, days later
  });

  it('backs off per payment while eSewa says PENDING, then ends it EXPIRED with a warning at 24 hours', async () => {
    const { id } = await started();
    await sandbox.control('PUT', 'behaviour', { forcedStatus: 'PENDING' });
    const checkTimes: number[] = [];
    const start = clock.getTime();
    // Walk a day and a bit in 1-minute steps, noting when the payment was checked.
    for (let minute = 1; minute <= 24 * 60 + 30; minute += 1) {
      advance(minutes(1));
      if ((await reconciler().runOnce()).checked > 0) checkTimes.push((clock.getTime() - start) / 60_000);
    }
    // 5 minutes after it started, then 5, 10, 20, 40, 80 minutes later, then every 2 hours, and at 24 hours.
    expect(checkTimes.slice(0, 7)).toEqual([5, 10, 20, 40, 80, 160, 280]);
    expect(checkTimes.at(-2)).toBe(1360);
    expect(checkTimes.at(-1)).toBe(24 * 60);
    expect(checkTimes).toHaveLength(17);

    expect(store().findById(id)).toMatchObject({ status: 'EXPIRED', nextCheckAt: null, checkAttempts: 17 });
    expect(store().history(id)).toEqual([
      expect.objectContaining({ fromStatus: 'PENDING', toStatus: 'EXPIRED', source: 'reconciler' }),
    ]);
    const warning = logs.entries.find((e) => e.transactionId === id && e.level === 40 && /expired/.test(String(e.msg)));
    expect(warning).toMatchObject({ from: 'PENDING', amount: '1500.00', reason: expect.stringContaining('PENDING') });

    // Final: eSewa's later word changes nothing, and nobody asks again.
    const report = await service.http().post('/api/payment-status').send({ product_id: id, status: 'SUCCESS' });
    expect(report.body.status).toBe('EXPIRED');
    advance(minutes(60 * 24 * 40));
    expect((await reconciler().runOnce()).checked).toBe(0);
  });

  it('rechecks a payment the page reported FAILED, and completes it if eSewa was paid', async () => {
    const id = await paidWithBrowserClosed();
    await service.http().post('/api/payment-status').send({ product_id: id, status: 'FAILED' });
    advance(minutes(6));
    await reconciler().runOnce();
    expect(
      store()
        .history(id)
        .map((h) => `${h.toStatus}/${h.source}`),
    ).toEqual(['FAILED/client-failure', 'COMPLETED/reconciler']);
  });

  it('while eSewa is down the whole reconciler backs off to one probe per pause, and resumes when it answers', async () => {
    const paid = [];
    for (let i = 0; i < 5; i += 1) paid.push(await paidWithBrowserClosed());
    for (let i = 0; i < 25; i += 1) await started();
    await sandbox.control('PUT', 'behaviour', { outage: true });
    advance(minutes(6));
    const first = await reconciler().runOnce();
    // It stops after a few failures in a row (plus the checks already in flight) instead of trying all thirty.
    expect(first.unavailable).toBe(first.checked);
    expect(first.checked).toBeGreaterThanOrEqual(reconcilerPolicy.failuresForOutage);
    expect(first.checked).toBeLessThan(reconcilerPolicy.failuresForOutage + 2 * reconcilerPolicy.concurrency);
    expect(reconciler().backingOff).toBe(true);
    expect(await reconciler().runOnce()).toMatchObject({ checked: 1, unavailable: 1 });
    expect(await reconciler().runOnce()).toMatchObject({ checked: 1, unavailable: 1 });
    expect(paid.every((id) => store().findById(id)?.status === 'PENDING')).toBe(true);

    await sandbox.control('PUT', 'behaviour', { outage: false });
    advance(minutes(1));
    const resumed = await reconciler().runOnce();
    expect(reconciler().backingOff).toBe(false);
    expect(resumed.unavailable).toBe(0);
    expect(resumed.checked).toBe(30 - first.checked - 2);
    advance(minutes(60));
    await reconciler().runOnce();
    expect(paid.every((id) => store().findById(id)?.status === 'COMPLETED')).toBe(true);
    expect(logs.entries.some((e) => e.msg === 'eSewa cannot be reached: the reconciler backs off')).toBe(true);
  });

  it('keeps a payment open past its window while eSewa cannot be reached, then expires it', async () => {
    const { id } = await started();
    await sandbox.control('PUT', 'behaviour', { outage: true });
    advance(checkPolicy.windowMs + minutes(1));
    await reconciler().runOnce();
    expect(store().findById(id)?.status).toBe('PENDING');
    advance(checkPolicy.unreachableGraceMs);
    for (let run = 0; run < 50 && store().findById(id)?.status === 'PENDING'; run += 1) {
      await reconciler().runOnce();
      advance(minutes(120));
    }
    expect(store().findById(id)?.status).toBe('EXPIRED');
    const warning = logs.entries.find((e) => e.transactionId === id && e.level === 40 && /expired/.test(String(e.msg)));
    expect(warning?.reason).toBe('eSewa could not be reached for its last check');
  });

  it("records eSewa's refund after COMPLETED, and nothing else", async () => {
    const { id, form } = await started();
    const data = await payOnSandbox(form);
    await service.http().post('/api/payment-status').send({ product_id: id, status: 'SUCCESS', data });
    const uuid = store().findById(id)!.esewaUuid;

    // eSewa's other answers never take a payment out of COMPLETED.
    await sandbox.control('PUT', 'behaviour', { forcedStatus: 'NOT_FOUND' });
    advance(minutes(60 * 24 + 1));
    expect((await reconciler().runOnce()).checked).toBe(1);
    expect(store().findById(id)?.status).toBe('COMPLETED');

    await sandbox.control('PUT', 'behaviour', { forcedStatus: null });
    await sandbox.control('PUT', `payments/${uuid}`, { status: 'PARTIAL_REFUND' });
    advance(minutes(60 * 24 * 2));
    await reconciler().runOnce();
    await sandbox.control('PUT', `payments/${uuid}`, { status: 'FULL_REFUND' });
    advance(minutes(60 * 24 * 4));
    await reconciler().runOnce();
    expect(store().findById(id)).toMatchObject({ status: 'FULL_REFUND', nextCheckAt: null });
    expect(
      store()
        .history(id)
        .map((h) => `${h.fromStatus}→${h.toStatus}/${h.source}`),
    ).toEqual([
      'PENDING→COMPLETED/callback',
      'COMPLETED→PARTIAL_REFUND/reconciler',
      'PARTIAL_REFUND→FULL_REFUND/reconciler',
    ]);
    // The success page, reloaded, tells the truth.
    const reload = await service.http().post('/api/payment-status').send({ product_id: id, status: 'SUCCESS', data });
    expect(reload.body.status).toBe('FULL_REFUND');
  });

  it('runs on its scheduler, sleeping until the next payment is due (a minute at most), and stops cleanly', async () => {
    const id = await paidWithBrowserClosed();
    advance(minutes(6));
    const scheduler = new ManualScheduler();
    const settlement = createSettlement({
      store: store(),
      checkStatus: createStatusClient({ statusUrl: service.config.esewa.statusUrl, timeoutMs: 1500 }),
      secretKey: service.config.esewa.secretKey,
      productCode: service.config.esewa.productCode,
      logger: service.app.log,
      now: () => clock,
    });
    const scheduled = createReconciler({
      store: store(),
      settlement,
      now: () => clock,
      logger: service.app.log,
      scheduler,
    });

    scheduled.start(); // runs at once
    await expect.poll(() => store().findById(id)?.status).toBe('COMPLETED');
    await expect.poll(() => scheduler.waiting).toBe(true);
    expect(scheduler.delays).toEqual([60_000]); // nothing open is due: the longest sleep

    const { id: next } = await started(); // due in 5 minutes
    advance(minutes(4));
    scheduler.fire();
    await expect.poll(() => scheduler.delays.length).toBe(2);
    expect(scheduler.delays[1]).toBe(60_000);
    advance(minutes(0.5));
    scheduler.fire();
    await expect.poll(() => scheduler.delays.length).toBe(3);
    expect(scheduler.delays[2]).toBe(30_000); // until `next` is due
    await scheduled.stop();
    expect(scheduler.waiting).toBe(false);
    expect(store().findById(next)?.status).toBe('PENDING');
  });
});
