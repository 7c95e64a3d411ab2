import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@school/service-kit';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createKhaltiClient, readLookupAnswer } from '../src/khalti/client.js';
import { openTransactionStore } from '../src/transactions/store.js';
import {
  khaltiTestKey,
  LogCapture,
  paymentRequest,
  payOnKhaltiSandbox,
  siteUrl,
  startApp,
  startKhaltiSandbox,
  startSandbox,
  tempDir,
  testConfig,
  type Sandbox,
  type TestApp,
} from './support/harness.js';

const serviceDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

interface Started {
  paymentUrl: string;
  transactionId: string;
}

describe('paying with Khalti', () => {
  let temp: ReturnType<typeof tempDir>;
  let esewa: Sandbox;
  let khalti: Sandbox;
  let service: TestApp;
  let logs: LogCapture;
  let clock = new Date();

  beforeEach(async () => {
    temp = tempDir();
    logs = new LogCapture();
    clock = new Date();
    esewa = await startSandbox();
    khalti = await startKhaltiSandbox();
    service = await startApp(
      testConfig(join(temp.dir, 'payments.sqlite'), esewa.url, { LOG_LEVEL: 'info' }, khalti.url),
      { logStream: logs, now: () => clock },
    );
  });
  afterEach(async () => {
    await service?.close();
    await khalti?.close();
    await esewa?.close();
    temp.remove();
  });

  const start = async (overrides: Record<string, unknown> = {}) => {
    const body = paymentRequest(overrides);
    const response = await service.http().post('/api/khalti/initiate').send(body);
    return { body, response, started: response.body as Started };
  };
  const report = (transactionId: string, status: 'SUCCESS' | 'FAILED', pidx?: string) =>
    service
      .http()
      .post('/api/payment-status')
      .send({ product_id: transactionId, status, ...(pidx === undefined ? {} : { pidx }) });
  const stored = (id: string) => service.app.payments.store.findById(id)!;

  it('starts the payment with the secret key, keeps the pidx, and answers the same page to a retry', async () => {
    const { body, response, started } = await start({ amount: 1500 });
    expect(response.status).toBe(200);
    expect(started.transactionId).toBe(body.transactionId);
    const pidx = new URL(started.paymentUrl).searchParams.get('pidx');
    expect(pidx).toBeTruthy();
    const payment = stored(body.transactionId);
    expect(payment).toMatchObject({ wallet: 'khalti', status: 'PENDING', khaltiPidx: pidx, amountPaisa: 150000 });
    const atKhalti = (await khalti.control('GET', `payments/${pidx}`)) as Record<string, unknown>;
    expect(atKhalti).toMatchObject({
      amountPaisa: 150000,
      purchaseOrderId: body.transactionId,
      returnUrl: `${siteUrl}/payment-success`,
    });

    const again = await service.http().post('/api/khalti/initiate').send(body);
    expect(again.body).toEqual(started);
    expect(((await khalti.control('GET', 'stats')) as { initiateCalls: number }).initiateCalls).toBe(1);
    // The same id with eSewa, or other details, is another payment.
    expect((await service.http().post('/api/esewa/initiate').send(body)).status).toBe(409);
    expect(
      (
        await service
          .http()
          .post('/api/khalti/initiate')
          .send({ ...body, amount: 1600 })
      ).status,
    ).toBe(409);
    // A Nepali page's payment comes back to the Nepali page.
    const ne = await start({ language: 'ne' });
    const nePidx = new URL(ne.started.paymentUrl).searchParams.get('pidx');
    expect(await khalti.control('GET', `payments/${nePidx}`)).toMatchObject({
      returnUrl: `${siteUrl}/ne/payment-success`,
    });
    // The key never reaches a log.
    expect(logs.lines.join('\n')).not.toContain(khaltiTestKey);
  });

  it('refuses less than Rs 10 in plain words, and a wrong key as a service problem', async () => {
    const small = await start({ amount: 9.99 });
    expect(small.response.status).toBe(400);
    expect(small.response.body.message).toBe('Khalti takes payments of Rs. 10 or more. Please pay with eSewa.');
    expect((await start({ amount: 10 })).response.status).toBe(200);

    const wrongKey = await startApp(
      testConfig(join(temp.dir, 'wrong-key.sqlite'), esewa.url, { KHALTI_SECRET_KEY: 'not-the-key' }, khalti.url),
    );
    const refused = await wrongKey.http().post('/api/khalti/initiate').send(paymentRequest());
    expect(refused.status).toBe(502);
    expect(refused.body.message).toMatch(/Khalti could not start the payment/);
    await wrongKey.close();
  });

  it('completes only on a lookup of the stored pidx answering Completed for the stored amount', async () => {
    const { body, started } = await start();
    const back = await payOnKhaltiSandbox(started.paymentUrl);
    expect(back.searchParams.get('status')).toBe('Completed');
    const answer = await report(body.transactionId, 'SUCCESS', back.searchParams.get('pidx')!);
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('COMPLETED');
    expect(answer.body.receipt).toMatchObject({
      transactionId: body.transactionId,
      amount: 1500,
      wallet: 'khalti',
      esewaRef: null,
      khaltiTransactionId: back.searchParams.get('transaction_id'),
    });
    expect(stored(body.transactionId)).toMatchObject({ khaltiFeePaisa: 0 });
    // Its receipt: Khalti's transaction_id is the reference.
    const receipt = await service.http().get(`/api/receipts/${answer.body.receiptToken as string}`);
    expect(receipt.body).toMatchObject({
      method: 'khalti',
      reference: back.searchParams.get('transaction_id'),
      amountPaisa: 150_000,
      items: [],
    });
    // Reported again (a reload): the same answer, one history entry.
    expect((await report(body.transactionId, 'SUCCESS', back.searchParams.get('pidx')!)).body.status).toBe('COMPLETED');
    expect(service.app.payments.store.history(body.transactionId)).toHaveLength(1);
  });

  it('does not complete on a made-up pidx, on a return without paying, or on another payment’s pidx', async () => {
    const a = await start();
    const b = await start();
    // A made-up pidx: refused before Khalti is asked.
    const lookupsBefore = ((await khalti.control('GET', 'stats')) as { lookupCalls: number }).lookupCalls;
    const madeUp = await report(b.body.transactionId, 'SUCCESS', 'MadeUpPidx123456789012');
    expect(madeUp.status).toBe(400);
    expect(((await khalti.control('GET', 'stats')) as { lookupCalls: number }).lookupCalls).toBe(lookupsBefore);
    // B's own pidx before anyone paid: Khalti says Initiated, B stays PENDING.
    const bPidx = new URL(b.started.paymentUrl).searchParams.get('pidx')!;
    expect((await report(b.body.transactionId, 'SUCCESS', bPidx)).body.status).toBe('PENDING');
    // A is paid; A's real, completed pidx put into B's return does not complete B.
    const back = await payOnKhaltiSandbox(a.started.paymentUrl);
    const aPidx = back.searchParams.get('pidx')!;
    const borrowed = await report(b.body.transactionId, 'SUCCESS', aPidx);
    expect(borrowed.status).toBe(400);
    expect(stored(b.body.transactionId).status).toBe('PENDING');
    // Without a pidx the stored one is looked up: still not paid.
    expect((await report(b.body.transactionId, 'SUCCESS')).body.status).toBe('PENDING');
    // An eSewa field on a Khalti payment is refused too.
    const withData = await service
      .http()
      .post('/api/payment-status')
      .send({ product_id: b.body.transactionId, status: 'SUCCESS', data: 'e30=' });
    expect(withData.status).toBe(400);
    expect((await report(a.body.transactionId, 'SUCCESS', aPidx)).body.status).toBe('COMPLETED');
  });

  it('never completes on a Completed lookup for another amount', async () => {
    const { body, started } = await start({ amount: 20 });
    const pidx = new URL(started.paymentUrl).searchParams.get('pidx')!;
    // Khalti (here a stand-in for its lookup) says Completed, but for Rs 10 where Rs 20 was stored.
    const otherAmount = { pidx, status: 'Completed', total_amount: 1000, transaction_id: 'T1', fee: 0 };
    const lookup = createKhaltiClient({
      baseUrl: `${khalti.url}/api/v2/`,
      secretKey: khaltiTestKey,
      timeoutMs: 1000,
      fetch: async () => new Response(JSON.stringify(otherAmount), { status: 200 }),
    });
    await service.close();
    service = await startApp(testConfig(join(temp.dir, 'payments.sqlite'), esewa.url, {}, khalti.url), {
      khalti: lookup,
    });
    const answer = await report(body.transactionId, 'SUCCESS', pidx);
    expect(answer.body.status).toBe('PENDING');
    expect(stored(body.transactionId).status).toBe('PENDING');
    // Khalti's answer about another pidx is not believed either.
    expect(readLookupAnswer(200, { ...otherAmount, pidx: 'another' }, pidx)).toMatchObject({ kind: 'unavailable' });
    // Expired and User canceled come with HTTP 400: statuses, not errors.
    expect(readLookupAnswer(400, { ...otherAmount, status: 'User canceled' }, pidx)).toMatchObject({
      kind: 'answer',
      status: 'User canceled',
    });
  });

  it('ends a cancelled payment FAILED at once and CANCELED on Khalti’s word; an expired link EXPIRED', async () => {
    const cancelled = await start();
    const back = await payOnKhaltiSandbox(cancelled.started.paymentUrl, 'Cancel');
    expect(back.searchParams.get('status')).toBe('User canceled');
    const failed = await report(cancelled.body.transactionId, 'FAILED', back.searchParams.get('pidx')!);
    expect(failed.body.status).toBe('FAILED');
    // Khalti's lookup answers HTTP 400 with the status: a status, not an error.
    const looked = await service.app.payments.reconciler.runOnce();
    expect(looked.checked).toBeGreaterThanOrEqual(0);
    const settledCancel = await report(cancelled.body.transactionId, 'SUCCESS', back.searchParams.get('pidx')!);
    expect(settledCancel.body.status).toBe('CANCELED');

    const expiring = await start();
    await khalti.control('POST', 'clock', { advanceSeconds: 61 * 60 });
    const pidx = new URL(expiring.started.paymentUrl).searchParams.get('pidx')!;
    expect((await report(expiring.body.transactionId, 'SUCCESS', pidx)).body.status).toBe('EXPIRED');
    // Final: nothing leaves it.
    expect((await report(expiring.body.transactionId, 'FAILED', pidx)).body.status).toBe('EXPIRED');
  });

  it('lets a refund follow Completed, found by the reconciler within the status-call budget', async () => {
    const { body, started } = await start();
    const back = await payOnKhaltiSandbox(started.paymentUrl);
    const pidx = back.searchParams.get('pidx')!;
    // Nobody reports: the browser was closed. The reconciler finds the payment by the stored pidx.
    clock = new Date(clock.getTime() + 6 * 60_000);
    const run = await service.app.payments.reconciler.runOnce();
    expect(run).toMatchObject({ completed: 1 });
    expect(stored(body.transactionId)).toMatchObject({ status: 'COMPLETED', khaltiTransactionId: expect.any(String) });

    await khalti.control('POST', `payments/${pidx}/refund`, { amount: 500 });
    clock = new Date(clock.getTime() + 25 * 60 * 60_000);
    await service.app.payments.reconciler.runOnce();
    expect(stored(body.transactionId).status).toBe('PARTIAL_REFUND');
    expect(service.app.payments.store.history(body.transactionId).map((h) => h.toStatus)).toEqual([
      'COMPLETED',
      'PARTIAL_REFUND',
    ]);
  });

  it('rechecks open Khalti payments within the shared status-call budget', async () => {
    const limited = await startApp(
      testConfig(join(temp.dir, 'budget.sqlite'), esewa.url, { ESEWA_STATUS_CALLS_PER_MINUTE: '2' }, khalti.url),
      { now: () => clock },
    );
    for (let i = 0; i < 4; i += 1) await limited.http().post('/api/khalti/initiate').send(paymentRequest());
    const before = ((await khalti.control('GET', 'stats')) as { lookupCalls: number }).lookupCalls;
    clock = new Date(clock.getTime() + 6 * 60_000);
    const run = await limited.app.payments.reconciler.runOnce();
    expect(run.checked).toBe(2);
    expect(((await khalti.control('GET', 'stats')) as { lookupCalls: number }).lookupCalls - before).toBe(2);
    await limited.close();
  });

  it('keeps the payment PENDING while Khalti cannot be reached, and says so', async () => {
    const { body, started } = await start();
    const back = await payOnKhaltiSandbox(started.paymentUrl);
    await khalti.control('PUT', 'behaviour', { outage: true });
    const answer = await report(body.transactionId, 'SUCCESS', back.searchParams.get('pidx')!);
    expect(answer.body).toMatchObject({
      status: 'PENDING',
      message: expect.stringMatching(/^Khalti could not be reached/),
    });
    await khalti.control('PUT', 'behaviour', { outage: false });
    expect((await report(body.transactionId, 'SUCCESS', back.searchParams.get('pidx')!)).body.status).toBe('COMPLETED');
  });

  it('answers 503 in plain words when Khalti is not set up', async () => {
    const off = await startApp(testConfig(join(temp.dir, 'off.sqlite'), esewa.url));
    const answer = await off.http().post('/api/khalti/initiate').send(paymentRequest());
    expect(answer.status).toBe(503);
    expect(answer.body.message).toBe('Paying with Khalti is not available. Please pay with eSewa.');
    await off.close();
  });
});

describe('Khalti payments and kill -9', () => {
  const temp = tempDir();
  let esewa: Sandbox;
  let khalti: Sandbox;
  beforeAll(async () => {
    esewa = await startSandbox();
    khalti = await startKhaltiSandbox();
  });
  afterAll(async () => {
    await khalti?.close();
    await esewa?.close();
    temp.remove();
  });

  it('loses no COMPLETED payment when the service is killed with SIGKILL during 20 payments', async () => {
    const path = join(temp.dir, 'kill.sqlite');
    const port = await freePort();
    const env = {
      ...process.env,
      PAYMENT_PORT: String(port),
      PAYMENT_DB_PATH: path,
      ESEWA_FORM_URL: `${esewa.url}/api/epay/main/v2/form`,
      ESEWA_STATUS_URL: `${esewa.url}/api/epay/transaction/status/`,
      KHALTI_BASE_URL: `${khalti.url}/api/v2/`,
      KHALTI_SECRET_KEY: khaltiTestKey,
      PUBLIC_SITE_URL: siteUrl,
      PAYMENT_INITIATE_LIMIT_PER_ADDRESS: '1000',
      PAYMENT_RATE_LIMIT_PER_MINUTE: '10000',
      LOG_LEVEL: 'warn',
    };
    const api = `http://127.0.0.1:${port}`;
    // node itself (not the tsx wrapper), so SIGKILL hits the process that holds the database.
    const startService = async () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: serviceDir,
        env,
        stdio: 'ignore',
      });
      const exited = new Promise((done) => child.once('exit', done));
      await expect
        .poll(async () => (await fetch(`${api}/api/health`).catch(() => null))?.status, { timeout: 20_000 })
        .toBe(200);
      return { child, exited };
    };
    const post = (path: string, body: unknown) =>
      fetch(`${api}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    let service = await startService();
    const acknowledged = new Set<string>();
    const all: { transactionId: string; pidx: string }[] = [];
    try {
      // 20 payments, each paid at Khalti; the service is killed after the 10th is reported, while others are in flight.
      const payOne = async () => {
        const body = paymentRequest();
        const started = (await (await post('/api/khalti/initiate', body)).json()) as Started;
        const back = await payOnKhaltiSandbox(started.paymentUrl);
        const pidx = back.searchParams.get('pidx')!;
        all.push({ transactionId: body.transactionId, pidx });
        const answer = await post('/api/payment-status', { product_id: body.transactionId, status: 'SUCCESS', pidx })
          .then((r) => r.json() as Promise<{ status: string }>)
          .catch(() => undefined);
        if (answer?.status === 'COMPLETED') acknowledged.add(body.transactionId);
      };
      for (let i = 0; i < 10; i += 1) await payOne();
      const inFlight = Array.from({ length: 10 }, () => payOne().catch(() => undefined));
      await new Promise((done) => setTimeout(done, 20));
      service.child.kill('SIGKILL');
      await service.exited;
      await Promise.all(inFlight);
      expect(acknowledged.size).toBeGreaterThanOrEqual(10);

      // Nothing acknowledged is lost.
      const store = openTransactionStore(path, { readonly: true });
      for (const id of acknowledged) expect(store.findById(id)?.status, id).toBe('COMPLETED');
      store.close();

      // After the restart every payment that reached the store and was paid at Khalti completes on its stored pidx.
      service = await startService();
      for (const { transactionId, pidx } of all) {
        const answer = await post('/api/payment-status', { product_id: transactionId, status: 'SUCCESS', pidx });
        if (answer.status === 404) continue; // its initiate never reached the store: Khalti never saw it either
        expect(((await answer.json()) as { status: string }).status, transactionId).toBe('COMPLETED');
      }
    } finally {
      service.child.kill('SIGKILL');
    }
  }, 60_000);
});
