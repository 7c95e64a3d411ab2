import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentFormHtml } from '../src/esewa/form.js';
import { readDuesCsv } from '../src/fees/duesCsv.js';
import { FeeStore } from '../src/fees/feeStore.js';
import { openPaymentsDatabase } from '../src/transactions/store.js';
import {
  LogCapture,
  newTransactionId,
  payOnSandbox,
  paymentRequest,
  startApp,
  startSandbox,
  tempDir,
  testConfig,
  type Sandbox,
  type TestApp,
} from './support/harness.js';

const header = 'student_id,name,class,roll,dob_bs,item,month,amount';
const student = 'S-7,Aarav Yadav,Grade 3,7,2073-05-12';
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

describe('receipts: allocation through the API and GET /api/receipts/:token', () => {
  const temp = tempDir();
  const path = join(temp.dir, 'payments.sqlite');
  let sandbox: Sandbox;
  let service: TestApp;
  const logs = new LogCapture();
  beforeAll(async () => {
    sandbox = await startSandbox();
    service = await startApp(testConfig(path, sandbox.url, { SCHOOL_PAN: '301234567', LOG_LEVEL: 'info' }), {
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
  });

  const store = () => service.app.payments.store;
  /** The office's import, on its own connection to the service's file (as `make fees` does). */
  function importDues(...lines: string[]): number[] {
    const db = openPaymentsDatabase(path);
    try {
      const fees = new FeeStore(db);
      const reading = readDuesCsv([header, ...lines].join('\n'), { today: new Date('2026-11-27T06:00:00Z') });
      if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
      fees.importDues(reading.students, reading.dues, new Date());
      return fees
        .duesOf('S-7')
        .filter((due) => due.state === 'due')
        .map((due) => due.id);
    } finally {
      db.close();
    }
  }
  /** A payment of dues as initiate-dues stores it (payment_dues in the same commit), and its signed eSewa form. */
  async function duesPayment(dueIds: number[], amountPaisa: number) {
    const id = newTransactionId();
    const { transaction } = await store().insertIfAbsent({
      id,
      esewaUuid: id.replaceAll('_', '-'),
      studentName: 'Aarav Yadav',
      className: 'Grade 3',
      roll: 7,
      parentName: 'Sunil Yadav',
      amountPaisa,
      createdAt: new Date().toISOString(),
      dueIds,
    });
    const { esewa, returnUrls } = service.config;
    const form = paymentFormHtml({
      formUrl: esewa.formUrl,
      secretKey: esewa.secretKey,
      productCode: esewa.productCode,
      esewaUuid: transaction.esewaUuid,
      amountPaisa,
      ...returnUrls.en,
    });
    return { id, uuid: transaction.esewaUuid, form };
  }
  const success = (id: string, data: string) =>
    service.http().post('/api/payment-status').send({ product_id: id, status: 'SUCCESS', data });
  const receipt = (token: string) => service.http().get(`/api/receipts/${token}`);

  it('answers the receipt of a completed payment of dues, with its items and never the date of birth', async () => {
    const dues = importDues(`${student},Tuition,2082-07,2500`, `${student},Bus,2082-07,800`);
    const payment = await duesPayment(dues, 330_000);
    const paid = await success(payment.id, await payOnSandbox(payment.form));
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('COMPLETED');
    const token = paid.body.receiptToken as string;
    expect(token).toMatch(tokenShape);

    const response = await receipt(token);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.body).toEqual({
      number: expect.stringMatching(/^\d{4}\/\d\d-\d{6}$/),
      issuedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      studentId: 'S-7',
      studentName: 'Aarav Yadav',
      className: 'Grade 3',
      roll: 7,
      payerName: 'Sunil Yadav',
      items: [
        { item: 'Bus', month: '2082-07', amountPaisa: 80_000 },
        { item: 'Tuition', month: '2082-07', amountPaisa: 250_000 },
      ],
      creditPaisa: 0,
      amountPaisa: 330_000,
      method: 'esewa',
      reference: expect.any(String),
      schoolPan: '301234567',
    });
    expect(response.text).not.toContain('2073');
    expect(response.text).not.toMatch(/dob|birth/i);

    // The log names the route, never the token (the receipt's only key), nor the child.
    const lines = logs.lines.join('\n');
    expect(lines).toContain('"url":"/api/receipts/:token"');
    expect(lines).not.toContain(token);
    expect(lines).not.toContain('Aarav');
  });

  it('makes the token 43 base64url characters that are not derived from the transaction id or uuid', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const body = paymentRequest();
      const started = await service.http().post('/api/esewa/initiate').send(body);
      const paid = await success(body.transactionId, await payOnSandbox(started.body.form as string));
      const token = paid.body.receiptToken as string;
      expect(token).toMatch(tokenShape);
      const uuid = body.transactionId.replaceAll('_', '-');
      for (const id of [body.transactionId, uuid]) {
        expect(token).not.toContain(id);
        expect(token).not.toContain(Buffer.from(id).toString('base64url').slice(0, 16));
      }
      tokens.push(token);
    }
    expect(new Set(tokens).size).toBe(3);
    // A free-amount payment's receipt: no student, no items.
    const free = await receipt(tokens[0]!);
    expect(free.body).toMatchObject({ studentId: null, items: [], creditPaisa: 0, amountPaisa: 150_000 });
  });

  it("answers an office payment's receipt: its method, reference and payer", async () => {
    importDues(`${student},Exam,2082-09,500`);
    const db = openPaymentsDatabase(path);
    let token: string;
    try {
      const recorded = new FeeStore(db).recordOfficePayment(
        {
          studentId: 'S-7',
          throughMonth: '2082-09',
          method: 'bank',
          reference: 'NIC slip 4471',
          payerName: 'Gita Yadav',
        },
        new Date(),
      );
      token = recorded.receipt.token;
    } finally {
      db.close();
    }
    const response = await receipt(token);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      studentId: 'S-7',
      method: 'bank',
      reference: 'NIC slip 4471',
      payerName: 'Gita Yadav',
      items: [{ item: 'Exam', month: '2082-09', amountPaisa: 50_000 }],
      amountPaisa: 50_000,
      creditPaisa: 0,
    });
  });

  it('answers 404 in plain words for an unknown or malformed token, with the same headers', async () => {
    for (const token of ['A'.repeat(43), 'short', `${'A'.repeat(42)}!`, 'A'.repeat(44)]) {
      const response = await receipt(encodeURIComponent(token));
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: expect.stringMatching(/^No receipt was found/) });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('answers no receipt token for a payment that is not COMPLETED', async () => {
    const body = paymentRequest();
    await service.http().post('/api/esewa/initiate').send(body);
    const failed = await service
      .http()
      .post('/api/payment-status')
      .send({ product_id: body.transactionId, status: 'FAILED' });
    expect(failed.body).toEqual({ status: 'FAILED' });
  });

  it('numbers 30 receipts completed at once without a gap', async () => {
    const payments = [];
    for (let i = 0; i < 30; i += 1) {
      const body = paymentRequest({ amount: 100 + i });
      const started = await service.http().post('/api/esewa/initiate').send(body);
      payments.push({ id: body.transactionId, data: await payOnSandbox(started.body.form as string) });
    }
    const before = maxSeq();
    const answers = await Promise.all(payments.map((payment) => success(payment.id, payment.data)));
    const numbers = answers.map((answer) => {
      expect(answer.body.status).toBe('COMPLETED');
      return store().receiptByToken(answer.body.receiptToken as string)!.number;
    });
    const seqs = numbers.map((number) => Number(number.slice(-6))).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 30 }, (_, i) => before + 1 + i));
  });

  function maxSeq(): number {
    const db = openPaymentsDatabase(path);
    try {
      return (db.prepare('SELECT COALESCE(MAX(seq), 0) AS seq FROM receipts').get() as { seq: number }).seq;
    } finally {
      db.close();
    }
  }
});
