import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  decodeData,
  encodeData,
  parseForm,
  payOnSandbox,
  paymentRequest,
  pressOnSandbox,
  siteUrl,
  startApp,
  startSandbox,
  tempDir,
  testConfig,
  type Sandbox,
  type TestApp,
} from './support/harness.js';

describe('POST /api/payment-status', () => {
  const temp = tempDir();
  let sandbox: Sandbox;
  let service: TestApp;
  beforeAll(async () => {
    sandbox = await startSandbox();
    service = await startApp(testConfig(join(temp.dir, 'payments.sqlite'), sandbox.url));
  });
  afterAll(async () => {
    await service?.close();
    await sandbox?.close();
    temp.remove();
  });
  beforeEach(async () => {
    await sandbox.control('POST', 'reset');
  });

  const store = () => service.app.payments.store;
  const initiate = async (overrides: Record<string, unknown> = {}) => {
    const body = paymentRequest(overrides);
    const response = await service.http().post('/api/esewa/initiate').send(body);
    expect(response.status).toBe(200);
    return {
      id: body.transactionId,
      uuid: body.transactionId.replaceAll('_', '-'),
      form: response.body.form as string,
    };
  };
  const report = (body: Record<string, unknown>) => service.http().post('/api/payment-status').send(body);
  const success = (id: string, data?: string) =>
    report({ product_id: id, status: 'SUCCESS', ...(data ? { data } : {}) });
  const failed = (id: string) => report({ product_id: id, status: 'FAILED' });

  describe('a real payment through the sandbox', () => {
    it('completes on the signed callback and answers the receipt', async () => {
      const payment = await initiate({ amount: 1500 });
      const data = await payOnSandbox(payment.form);
      expect(decodeData(data).total_amount).toBe('1,500.0');

      const response = await success(payment.id, data);
      expect(response.status).toBe(200);
      const ref = decodeData(data).transaction_code;
      expect(response.body).toEqual({
        status: 'COMPLETED',
        receipt: {
          transactionId: payment.id,
          studentName: 'Sita Yadav',
          className: 'Grade 3',
          roll: 7,
          parentName: 'Ram Yadav',
          amount: 1500,
          wallet: 'esewa',
          esewaRef: ref,
          completedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
        // Its receipt, issued with the status change: the success page links to /receipt#TOKEN.
        receiptToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      });
      expect(store().history(payment.id)).toEqual([
        expect.objectContaining({ fromStatus: 'PENDING', toStatus: 'COMPLETED', source: 'callback', esewaRef: ref }),
      ]);
    });

    it('stays COMPLETED on a reload (the same report again) without a second history entry', async () => {
      const payment = await initiate();
      const data = await payOnSandbox(payment.form);
      await success(payment.id, data);
      for (let i = 0; i < 3; i += 1) expect((await success(payment.id, data)).body.status).toBe('COMPLETED');
      expect(store().history(payment.id)).toHaveLength(1);
    });

    it('refuses to start a completed or closed payment again', async () => {
      const body = paymentRequest();
      const form = (await service.http().post('/api/esewa/initiate').send(body)).body.form as string;
      await success(body.transactionId, await payOnSandbox(form));
      const again = await service.http().post('/api/esewa/initiate').send(body);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: 'This payment has already been completed.' });

      const canceled = await initiate();
      await failed(canceled.id);
      const stored = store().findById(canceled.id)!;
      const retry = await service
        .http()
        .post('/api/esewa/initiate')
        .send({
          studentName: stored.studentName,
          className: stored.className,
          roll: stored.roll,
          parentName: stored.parentName,
          amount: stored.amountPaisa / 100,
          transactionId: canceled.id,
        });
      expect(retry.status).toBe(409);
      expect(retry.body).toEqual({ message: 'This payment was already closed. Please start a new payment.' });
    });

    it('a cancel marks the payment FAILED', async () => {
      const payment = await initiate();
      expect(await pressOnSandbox(payment.form, 'Cancel')).toBe(`${siteUrl}/payment-failure`);
      const response = await failed(payment.id);
      expect(response.body).toEqual({ status: 'FAILED' });
      expect(store().history(payment.id)).toEqual([
        expect.objectContaining({ fromStatus: 'PENDING', toStatus: 'FAILED', source: 'client-failure' }),
      ]);
    });
  });

  describe('no one can fake a payment', () => {
    it('a SUCCESS without eSewa’s word does not complete (eSewa has never heard of it)', async () => {
      const payment = await initiate();
      const response = await success(payment.id);
      expect(response.body).toEqual({ status: 'NOT_FOUND' });
      expect(store().findById(payment.id)?.status).not.toBe('COMPLETED');
    });

    it('a SUCCESS while the parent is still on eSewa’s page stays PENDING', async () => {
      const payment = await initiate();
      const { action, fields } = parseForm(payment.form);
      await fetch(action, { method: 'POST', body: new URLSearchParams(fields) });
      expect((await success(payment.id)).body).toEqual({ status: 'PENDING' });
      expect(store().history(payment.id)).toEqual([]);
    });

    it('rejects tampered data: a lower amount, another uuid, a forged signature', async () => {
      const cheap = await initiate({ amount: 10 });
      const cheapData = decodeData(await payOnSandbox(cheap.form)); // a genuine Rs. 10 payment

      const target = await initiate({ amount: 50000 });
      const attempts = {
        'the cheap payment’s data as is': encodeData(cheapData),
        'its uuid changed to the target': encodeData({ ...cheapData, transaction_uuid: target.uuid }),
        'uuid and amount changed': encodeData({
          ...cheapData,
          transaction_uuid: target.uuid,
          total_amount: '50,000.0',
        }),
        'a signature made up': encodeData({
          ...cheapData,
          transaction_uuid: target.uuid,
          total_amount: '50,000.0',
          signature: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
        }),
        'not even base64': '!!!',
        'base64 of nonsense': Buffer.from('{"status":"COMPLETE"}').toString('base64'),
      };
      for (const [name, data] of Object.entries(attempts)) {
        const response = await success(target.id, data);
        expect(response.status, name).toBe(400);
        expect(response.body, name).toEqual({ message: "eSewa's payment confirmation could not be verified." });
      }
      expect(store().findById(target.id)?.status).toBe('PENDING');
      expect(store().history(target.id)).toEqual([]);
    });

    it('answers 404 for an unknown transaction and 400 for malformed reports', async () => {
      expect((await success('txn_1726567890123_unknown1')).status).toBe(404);
      expect((await success('txn_1726567890123_unknown1')).body).toEqual({
        message: 'No payment was found for this transaction ID.',
      });
      const payment = await initiate();
      const malformed = [
        [{ product_id: payment.id, status: 'COMPLETED' }, 'status must be one of: SUCCESS, FAILED.'],
        [{ product_id: payment.id }, 'status is required.'],
        [{ status: 'SUCCESS' }, 'product_id is required.'],
        [{ product_id: 7, status: 'SUCCESS' }, 'product_id must be a string.'],
        [{ product_id: payment.id, status: 'SUCCESS', data: 5 }, 'data must be a string.'],
        [{ product_id: payment.id, status: 'SUCCESS', amount: 1 }, 'The request has a field that is not accepted.'],
      ] as const;
      for (const [body, message] of malformed) {
        const response = await report(body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body).toEqual({ message });
      }
    });
  });

  describe("eSewa's status API", () => {
    it.each([
      ['COMPLETE', 'COMPLETED'],
      ['PENDING', 'PENDING'],
      ['AMBIGUOUS', 'PENDING'],
      ['NOT_FOUND', 'NOT_FOUND'],
      ['CANCELED', 'CANCELED'],
      ['FULL_REFUND', 'FULL_REFUND'],
      ['PARTIAL_REFUND', 'PARTIAL_REFUND'],
    ])('%s from eSewa leaves the payment %s', async (esewaStatus, expected) => {
      const payment = await initiate();
      await sandbox.control('PUT', 'behaviour', { forcedStatus: esewaStatus });
      const response = await success(payment.id);
      expect(response.body.status).toBe(expected);
      expect(store().findById(payment.id)?.status).toBe(expected);
      if (expected === 'PENDING') expect(store().history(payment.id)).toEqual([]);
      else
        expect(store().history(payment.id)).toEqual([
          expect.objectContaining({ source: 'status-check', toStatus: expected }),
        ]);
    });

    it('completes a paid payment without callback data and keeps eSewa’s ref_id', async () => {
      const payment = await initiate();
      await payOnSandbox(payment.form); // paid, but the page lost the data
      const paid = (await sandbox.control('GET', `payments/${payment.uuid}`)) as { refId: string };
      const response = await success(payment.id);
      expect(response.body).toMatchObject({ status: 'COMPLETED', receipt: { esewaRef: paid.refId } });
    });

    it('stays PENDING and says so when eSewa does not answer in time', async () => {
      const payment = await initiate();
      await sandbox.control('PUT', 'behaviour', { forcedStatus: 'COMPLETE', statusDelayMs: 3000 });
      const started = Date.now();
      const response = await success(payment.id);
      expect(Date.now() - started).toBeLessThan(2800);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        status: 'PENDING',
        message:
          'eSewa could not be reached to confirm the payment. It will be checked again automatically; please do not pay twice.',
      });
      expect(store().findById(payment.id)?.lastCheckedAt).toBeNull();
    });

    it('stays PENDING when eSewa is down', async () => {
      const payment = await initiate();
      await sandbox.control('PUT', 'behaviour', { outage: true });
      expect((await success(payment.id)).body).toMatchObject({ status: 'PENDING', message: expect.any(String) });
    });
  });

  describe('FAILED from the page', () => {
    it('never downgrades COMPLETED', async () => {
      const payment = await initiate();
      await success(payment.id, await payOnSandbox(payment.form));
      const response = await failed(payment.id);
      expect(response.body.status).toBe('COMPLETED');
      expect(
        store()
          .history(payment.id)
          .map((h) => h.toStatus),
      ).toEqual(['COMPLETED']);
    });

    it('never overrides what eSewa said', async () => {
      const payment = await initiate();
      await sandbox.control('PUT', 'behaviour', { forcedStatus: 'CANCELED' });
      await success(payment.id);
      expect((await failed(payment.id)).body.status).toBe('CANCELED');
    });

    it('gives way when eSewa later says the payment was made', async () => {
      const payment = await initiate();
      const data = await payOnSandbox(payment.form);
      expect((await failed(payment.id)).body.status).toBe('FAILED'); // e.g. a second tab's failure page
      expect((await success(payment.id, data)).body.status).toBe('COMPLETED');
      expect(
        store()
          .history(payment.id)
          .map((h) => `${h.fromStatus}→${h.toStatus} (${h.source})`),
      ).toEqual(['PENDING→FAILED (client-failure)', 'FAILED→COMPLETED (callback)']);
    });
  });

  describe('concurrent reports', () => {
    it('50 concurrent SUCCESS reports with the callback give one outcome and one history entry', async () => {
      const payment = await initiate();
      const data = await payOnSandbox(payment.form);
      const answers = await Promise.all(Array.from({ length: 50 }, () => success(payment.id, data)));
      expect(new Set(answers.map((a) => `${a.status} ${a.body.status}`))).toEqual(new Set(['200 COMPLETED']));
      expect(store().history(payment.id)).toHaveLength(1);
    });

    it('50 concurrent SUCCESS reports checked with the status API give one outcome and one history entry', async () => {
      const payment = await initiate();
      await payOnSandbox(payment.form);
      const answers = await Promise.all(Array.from({ length: 50 }, () => success(payment.id)));
      expect(new Set(answers.map((a) => `${a.status} ${a.body.status}`))).toEqual(new Set(['200 COMPLETED']));
      expect(store().history(payment.id)).toEqual([expect.objectContaining({ source: 'status-check' })]);
    });

    it('SUCCESS and FAILED racing end in one consistent state', async () => {
      const payment = await initiate();
      const data = await payOnSandbox(payment.form);
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => (i % 2 ? failed(payment.id) : success(payment.id, data))),
      );
      expect(store().findById(payment.id)?.status).toBe('COMPLETED');
      const history = store().history(payment.id);
      expect(history.at(-1)).toMatchObject({ toStatus: 'COMPLETED' });
      expect(history.length).toBeLessThanOrEqual(2);
      for (const answer of answers) expect(['COMPLETED', 'FAILED']).toContain(answer.body.status);
    });
  });
});
