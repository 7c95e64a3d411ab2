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
    expect(await reconciler().runOnce()).toEqual({
      checked: 0,
      completed: 0,
      unavailable: 0,
      expired: 0,
      abandoned: 0,
    });
    expect(store().findById(id)?.status).toBe('PENDING');

    advance(minutes(2));
    expect(await reconciler().runOnce()).toEqual({
      checked: 1,
      completed: 1,
      unavailable: 0,
      expired: 0,
      abandoned: 0,
    });
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

describe('a flood of payments nobody pays', () => {
  let temp: ReturnType<typeof tempDir>;
  let sandbox: Sandbox;
  let service: TestApp;
  let clock = new Date('2025-09-17T04:00:00.000Z');
  let logs: LogCapture;
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
  const store = () => service.app.payments.store;
  const reconciler = () => service.app.payments.reconciler;
  const statusCalls = async () =>
    Number(((await sandbox.control('GET', 'stats')) as { statusCalls: number }).statusCalls);

  const start = async (env: Record<string, string> = {}) => {
    temp = tempDir();
    logs = new LogCapture();
    sandbox = await startSandbox();
    service = await startApp(
      testConfig(join(temp.dir, 'payments.sqlite'), sandbox.url, { LOG_LEVEL: 'info', ...env }),
      { now: () => clock, logStream: logs },
    );
  };
  beforeEach(() => {
    clock = new Date('2025-09-17T04:00:00.000Z');
  });
  afterEach(async () => {
    await service?.close();
    await sandbox?.close();
    temp?.remove();
  });
  const started = async () => {
    const body = paymentRequest();
    const form = (await service.http().post('/api/esewa/initiate').send(body)).body.form as string;
    return { id: body.transactionId as string, form };
  };

  it('ends a payment eSewa never saw ABANDONED after 4 calls, and its signed callback still completes it', async () => {
    await start();
    const { id, form } = await started(); // never posted to eSewa: it answers NOT_FOUND
    const checkTimes: number[] = [];
    for (let minute = 1; minute <= 24 * 60; minute += 1) {
      advance(minutes(1));
      if ((await reconciler().runOnce()).checked > 0) checkTimes.push(minute);
    }
    expect(checkTimes).toEqual([5, 10, 20, 40]);
    expect(await statusCalls()).toBe(4);
    expect(store().findById(id)).toMatchObject({ status: 'ABANDONED', nextCheckAt: null, checkAttempts: 4 });
    expect(
      store()
        .history(id)
        .map((h) => `${h.toStatus}/${h.source}`),
    ).toEqual(['NOT_FOUND/reconciler', 'ABANDONED/reconciler']);

    // The page, reloaded without eSewa's data, asks eSewa nothing more.
    const reload = await service.http().post('/api/payment-status').send({ product_id: id, status: 'SUCCESS' });
    expect(reload.body.status).toBe('ABANDONED');
    expect(await statusCalls()).toBe(4);

    // The parent did pay after all (a session eSewa kept open longer than documented): the money is real.
    const data = await payOnSandbox(form);
    const paid = await service.http().post('/api/payment-status').send({ product_id: id, status: 'SUCCESS', data });
    expect(paid.body).toMatchObject({ status: 'COMPLETED', receipt: { transactionId: id } });
    expect(store().history(id).at(-1)).toMatchObject({
      fromStatus: 'ABANDONED',
      toStatus: 'COMPLETED',
      source: 'callback',
    });
  });

  it('never makes more status calls a minute than the budget, and checks real parents first', async () => {
    await start({ ESEWA_STATUS_CALLS_PER_MINUTE: '5' });
    // A flood, 20 minutes ago: 30 payments, all NOT_FOUND after their first checks.
    const flood = [];
    for (let i = 0; i < 30; i += 1) flood.push((await started()).id);
    for (let minute = 0; minute < 20; minute += 1) {
      advance(minutes(1));
      await reconciler().runOnce();
    }
    expect(flood.every((id) => store().findById(id)?.status === 'NOT_FOUND')).toBe(true);
    // A parent pays now and closes the browser; another comes back to the success page while over budget.
    const { id: real, form } = await started();
    await payOnSandbox(form);
    const { id: returned, form: returnedForm } = await started();
    const returnedData = await payOnSandbox(returnedForm);
    expect(returnedData).toBeTruthy();

    const callsPerMinute: number[] = [];
    let realConfirmedAfter: number | undefined;
    for (let minute = 1; minute <= 120; minute += 1) {
      const before = await statusCalls();
      advance(minutes(1));
      if (minute === 1) {
        // Over budget the page's check waits for the reconciler, at the head of its queue.
        for (let i = 0; i < 5; i += 1) await reconciler().runOnce();
        const page = await service.http().post('/api/payment-status').send({ product_id: returned, status: 'SUCCESS' });
        expect(page.body.status).toBe('PENDING');
        expect(page.body.message).toMatch(/checked again automatically/);
        expect(store().findById(returned)?.browserReturned).toBe(true);
      }
      await reconciler().runOnce();
      callsPerMinute.push((await statusCalls()) - before);
      if (realConfirmedAfter === undefined && store().findById(real)?.status === 'COMPLETED')
        realConfirmedAfter = minute;
    }
    expect(Math.max(...callsPerMinute)).toBeLessThanOrEqual(5);
    expect(realConfirmedAfter).toBeLessThanOrEqual(6);
    expect(store().findById(returned)?.status).toBe('COMPLETED');
    expect(flood.every((id) => store().findById(id)?.status === 'ABANDONED')).toBe(true);

    const budgetLines = logs.entries.filter((e) => String(e.msg).startsWith('eSewa status-call budget reached'));
    expect(budgetLines.length).toBeGreaterThanOrEqual(1);
    expect(budgetLines[0]).toMatchObject({ level: 40, budgetPerMinute: 5, due: expect.any(Number) });
    // Once per time it is reached, not once per run: the backlog is worked off between them.
    expect(budgetLines.length).toBeLessThanOrEqual(
      logs.entries.filter((e) => /every due check is done/.test(String(e.msg))).length + 1,
    );
  });

  it('warns once when more than the set share of an hour’s payments end abandoned, with the counts', async () => {
    await start({ PAYMENT_ABANDONED_ALERT_PERCENT: '50' });
    const ids = [];
    for (let i = 0; i < 12; i += 1) ids.push(await started());
    for (const { form } of ids.slice(0, 4)) await payOnSandbox(form); // 4 paid, 8 abandoned: 67%
    for (let minute = 0; minute < 60; minute += 1) {
      advance(minutes(1));
      await reconciler().runOnce();
    }
    const alerts = logs.entries.filter((e) => /were abandoned/.test(String(e.msg)));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      level: 40,
      hour: '2025-09-17T04:00:00.000Z',
      started: 12,
      alertPercent: 50,
    });
    // Past 6 of 12 (50%): the 7th, or the 8th when both end in the same run.
    expect(alerts[0]!.abandoned).toBeGreaterThanOrEqual(7);
  });
});
