import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStatusClient } from '../src/esewa/statusClient.js';
import { createReconciler, type Scheduler } from '../src/transactions/reconciler.js';
import { createSettlement } from '../src/transactions/settlement.js';
import {
  LogCapture,
  parseForm,
  paymentRequest,
  startApp,
  startSandbox,
  tempDir,
  testConfig,
  type Sandbox,
  type TestApp,
} from './support/harness.js';

const minutes = (n: number) => n * 60_000;

/** A scheduler the test fires by hand: the reconciler's "every minute" without waiting a minute. */
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
  const temp = tempDir();
  let sandbox: Sandbox;
  let service: TestApp;
  let clock = new Date('2025-09-17T04:00:00.000Z');
  const logs = new LogCapture();

  beforeAll(async () => {
    sandbox = await startSandbox();
    service = await startApp(testConfig(join(temp.dir, 'payments.sqlite'), sandbox.url, { LOG_LEVEL: 'info' }), {
      now: () => clock,
      logStream: logs,
    });
  });
  afterAll(async () => {
    await service?.close();
    await sandbox?.close();
    temp.remove();
  });
  beforeEach(async () => {
    await sandbox.control('POST', 'reset');
    clock = new Date(clock.getTime() + minutes(60 * 48)); // every test starts with older payments out of range
  });

  const store = () => service.app.payments.store;
  const reconciler = () => service.app.payments.reconciler;
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

  /** The parent posts the form to eSewa and pays, then closes the browser: the success page never loads. */
  const paidWithBrowserClosed = async () => {
    const body = paymentRequest();
    const form = (await service.http().post('/api/esewa/initiate').send(body)).body.form as string;
    const { action, fields } = parseForm(form);
    await fetch(action, { method: 'POST', body: new URLSearchParams(fields) });
    const uuid = fields.transaction_uuid!;
    await sandbox.control('PUT', `payments/${uuid}`, { status: 'COMPLETE', ref_id: '000RCN1' });
    return body.transactionId;
  };

  it('completes a payment the parent made but never returned from, once it is five minutes old', async () => {
    const id = await paidWithBrowserClosed();

    advance(minutes(4));
    expect(await reconciler().runOnce()).toEqual({ checked: 0, completed: 0, unavailable: 0 });
    expect(store().findById(id)?.status).toBe('PENDING');

    advance(minutes(2));
    expect(await reconciler().runOnce()).toEqual({ checked: 1, completed: 1, unavailable: 0 });
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
    expect((await reconciler().runOnce()).checked).toBe(0); // completed: never asked about again
  });

  it('keeps asking at its pace while eSewa says PENDING, and stops after 24 hours', async () => {
    const body = paymentRequest();
    await service.http().post('/api/esewa/initiate').send(body);
    await sandbox.control('PUT', 'behaviour', { forcedStatus: 'PENDING' });

    advance(minutes(5));
    expect((await reconciler().runOnce()).checked).toBe(1);
    advance(minutes(3));
    expect((await reconciler().runOnce()).checked).toBe(0); // checked 3 minutes ago
    advance(minutes(2));
    expect((await reconciler().runOnce()).checked).toBe(1);
    advance(minutes(60));
    expect((await reconciler().runOnce()).checked).toBe(1);
    advance(minutes(20));
    expect((await reconciler().runOnce()).checked).toBe(0); // after the first hour: every 30 minutes
    advance(minutes(10));
    expect((await reconciler().runOnce()).checked).toBe(1);

    advance(minutes(60 * 24));
    expect((await reconciler().runOnce()).checked).toBe(0);
    expect(store().findById(body.transactionId)?.status).toBe('PENDING');
    expect(store().history(body.transactionId)).toEqual([]);
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

  it('leaves payments pending while eSewa is down and tries again on the next run', async () => {
    const id = await paidWithBrowserClosed();
    await sandbox.control('PUT', 'behaviour', { outage: true });
    advance(minutes(6));
    expect(await reconciler().runOnce()).toEqual({ checked: 1, completed: 0, unavailable: 1 });
    expect(store().findById(id)?.status).toBe('PENDING');

    await sandbox.control('PUT', 'behaviour', { outage: false });
    advance(minutes(1));
    expect(await reconciler().runOnce()).toMatchObject({ checked: 1, completed: 1 });
  });

  it('runs on its scheduler every minute once started, and stops cleanly', async () => {
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
    expect(scheduler.delays).toEqual([60_000]);

    scheduler.fire();
    await expect.poll(() => scheduler.delays.length).toBe(2);
    await scheduled.stop();
    expect(scheduler.waiting).toBe(false);
  });
});
