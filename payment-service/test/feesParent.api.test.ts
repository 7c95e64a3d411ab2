import { join } from 'node:path';
import { feesMessages } from '@school/contracts';
import type Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPaymentsDatabase } from '../src/transactions/store.js';
import {
  LogCapture,
  newTransactionId,
  parseForm,
  startApp,
  startKhaltiSandbox,
  startSandbox,
  tempDir,
  testConfig,
  type Sandbox,
  type TestApp,
} from './support/harness.js';
import { aaravDob, importRoster, rosterLines } from './support/sampleRoster.js';

let esewa: Sandbox;
let khalti: Sandbox;
let temp: ReturnType<typeof tempDir>;
let service: TestApp;
let db: Database.Database;
let logs: LogCapture;
let clock: Date;

beforeAll(async () => {
  esewa = await startSandbox();
  khalti = await startKhaltiSandbox();
});
afterAll(async () => {
  await khalti?.close();
  await esewa?.close();
});

beforeEach(async () => {
  temp = tempDir('fees-parent-');
  logs = new LogCapture();
  clock = new Date('2026-11-27T06:00:00Z');
  const path = join(temp.dir, 'payments.sqlite');
  service = await startApp(testConfig(path, esewa.url, { LOG_LEVEL: 'info' }, khalti.url), {
    logStream: logs,
    now: () => clock,
  });
  db = openPaymentsDatabase(path);
});
afterEach(async () => {
  db?.close();
  await service?.close();
  temp.remove();
});

const importDues = (lines: readonly string[] = rosterLines) => importRoster(db, lines);
const dueId = (studentId: string, item: string, month: string) =>
  (
    db
      .prepare('SELECT id FROM fee_dues WHERE student_id = ? AND item = ? AND month = ?')
      .get(studentId, item, month) as {
      id: number;
    }
  ).id;
const paymentDues = (transactionId: string) =>
  (
    db.prepare('SELECT due_id FROM payment_dues WHERE transaction_id = ? ORDER BY due_id').all(transactionId) as {
      due_id: number;
    }[]
  ).map((row) => row.due_id);

const lookup = (body: Record<string, unknown>, address = '203.0.113.1') =>
  service.http().post('/api/fees/lookup').set('x-forwarded-for', address).send(body);
const payDues = (wallet: 'esewa' | 'khalti', body: Record<string, unknown>, address = '203.0.113.1') =>
  service.http().post(`/api/${wallet}/initiate-dues`).set('x-forwarded-for', address).send(body);
const duesRequest = (overrides: Record<string, unknown> = {}) => ({
  studentId: 'S-1',
  dob: aaravDob,
  throughMonth: '2082-08',
  transactionId: newTransactionId(),
  parentName: 'Sunil Yadav',
  ...overrides,
});

describe('GET /api/fees/offered', () => {
  it('is false before any dues are imported and true after', async () => {
    expect((await service.http().get('/api/fees/offered')).body).toEqual({ offered: false });
    importDues();
    const response = await service.http().get('/api/fees/offered');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ offered: true });
  });
});

describe('POST /api/fees/lookup', () => {
  beforeEach(() => importDues());

  it('answers the first name, the class, the unpaid dues oldest month first then by item, and their total', async () => {
    db.prepare(`UPDATE fee_dues SET state = 'paid' WHERE id = ?`).run(dueId('S-1', 'Tuition', '2082-09'));
    const response = await lookup({ studentId: 'S-1', dob: aaravDob });
    expect(response.status).toBe(200);
    // Exactly these fields: no full name, roll or date of birth.
    expect(response.body).toStrictEqual({
      studentId: 'S-1',
      firstName: 'Aarav',
      className: 'Grade 3',
      dues: [
        { item: 'Transport', month: '2082-07', amountPaisa: 80050, inOpenPayment: false },
        { item: 'Tuition', month: '2082-07', amountPaisa: 250000, inOpenPayment: false },
        { item: 'Library', month: '2082-08', amountPaisa: 15000, inOpenPayment: false },
        { item: 'Tuition', month: '2082-08', amountPaisa: 250000, inOpenPayment: false },
      ],
      totalPaisa: 595050,
    });
  });

  it('matches an id typed in Nepali digits, in lower case, with spaces around it', async () => {
    const response = await lookup({ studentId: '  s-१ ', dob: aaravDob });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ studentId: 'S-1', firstName: 'Aarav' });
  });

  it('gives an unknown id and a wrong date of birth the same status and body, naming nobody', async () => {
    const unknown = await lookup({ studentId: 'S-99', dob: aaravDob });
    const wrongDate = await lookup({ studentId: 'S-1', dob: '2016-08-29' });
    expect(unknown.status).toBe(404);
    expect(wrongDate.status).toBe(404);
    expect(unknown.body).toStrictEqual({ message: feesMessages.notFound });
    expect(wrongDate.body).toStrictEqual(unknown.body);
    expect(wrongDate.text).toBe(unknown.text);
    expect(wrongDate.text).not.toContain('Aarav');
  });

  it('refuses a body that is not the contract with plain words', async () => {
    const noDob = await lookup({ studentId: 'S-1' });
    expect(noDob.status).toBe(400);
    expect(noDob.body.message).toBe('Date of birth is required.');
    const adWritten = await lookup({ studentId: 'S-1', dob: '28/08/2016' });
    expect(adWritten.status).toBe(400);
    expect(adWritten.body.message).toMatch(/^Date of birth must be a date written year-month-day/);
  });

  it('answers the 11th lookup in a minute from one address 429 with Retry-After, and another address still 200', async () => {
    for (let n = 1; n <= 10; n += 1) {
      expect((await lookup({ studentId: 'S-99', dob: aaravDob }, '198.51.100.7')).status).toBe(404);
    }
    const eleventh = await lookup({ studentId: 'S-1', dob: aaravDob }, '198.51.100.7');
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect(eleventh.body.message).toMatch(/wait a minute/);
    expect((await lookup({ studentId: 'S-1', dob: aaravDob }, '198.51.100.8')).status).toBe(200);
  });

  it('counts an IPv6 client by its /64', async () => {
    for (let n = 1; n <= 10; n += 1) {
      expect((await lookup({ studentId: 'S-99', dob: aaravDob }, `2001:db8:1:2::${n.toString(16)}`)).status).toBe(404);
    }
    expect((await lookup({ studentId: 'S-1', dob: aaravDob }, '2001:db8:1:2:ffff::1')).status).toBe(429);
  });

  it('locks a student after 10 wrong dates of birth in a day from different addresses, the right date too, for a day', async () => {
    for (let n = 1; n <= 10; n += 1) {
      const wrong = await lookup({ studentId: 'S-1', dob: `2016-08-${String(n).padStart(2, '0')}` }, `192.0.2.${n}`);
      expect(wrong.status).toBe(404);
    }
    const right = await lookup({ studentId: 'S-1', dob: aaravDob }, '192.0.2.200');
    expect(right.status).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    // The dues payments ask the same count.
    expect((await payDues('esewa', duesRequest(), '192.0.2.201')).status).toBe(429);
    // Another student is not locked.
    expect((await lookup({ studentId: 'S-2', dob: '2014-05-17' }, '192.0.2.202')).status).toBe(200);
    clock = new Date(clock.getTime() + 24 * 60 * 60_000 + 1000);
    expect((await lookup({ studentId: 'S-1', dob: aaravDob }, '192.0.2.203')).status).toBe(200);
  });

  it('logs the student id and the outcome, never the name or the date of birth', async () => {
    await lookup({ studentId: 'S-1', dob: aaravDob });
    await lookup({ studentId: 'S-1', dob: '2016-08-29' });
    await payDues('esewa', duesRequest({ parentName: undefined }));
    const text = logs.lines.join('\n');
    expect(text).toContain('"studentId":"S-1"');
    for (const secret of ['Aarav', 'Yadav', aaravDob, '2016-08-29', '2073-05-12']) expect(text).not.toContain(secret);
  });
});

describe('POST /api/esewa/initiate-dues and /api/khalti/initiate-dues', () => {
  beforeEach(() => importDues());

  it('signs the form for the sum of the dues through the month, and writes payment_dues for exactly those dues', async () => {
    const body = duesRequest({ email: ' sunil@example.com ' });
    const response = await payDues('esewa', body);
    expect(response.status).toBe(200);
    expect(response.body.transactionId).toBe(body.transactionId);
    const { action, fields } = parseForm(response.body.form as string);
    expect(action).toBe(`${esewa.url}/api/epay/main/v2/form`);
    // Transport 800.50 + Tuition 2500 (2082-07), Library 150 + Tuition 2500 (2082-08); not 2082-09's Tuition.
    expect(fields.total_amount).toBe('5950.50');
    expect(paymentDues(body.transactionId)).toEqual(
      [
        dueId('S-1', 'Transport', '2082-07'),
        dueId('S-1', 'Tuition', '2082-07'),
        dueId('S-1', 'Library', '2082-08'),
        dueId('S-1', 'Tuition', '2082-08'),
      ].sort((a, b) => a - b),
    );
    expect(service.app.payments.store.findById(body.transactionId)).toMatchObject({
      wallet: 'esewa',
      status: 'PENDING',
      amountPaisa: 595050,
      studentName: 'Aarav Kumar Yadav',
      className: 'Grade 3',
      roll: 7,
      parentName: 'Sunil Yadav',
      receiptEmail: 'sunil@example.com',
    });
  });

  it('takes the amount only from the server: a body with an amount is refused', async () => {
    const response = await payDues('esewa', duesRequest({ amount: 1 }));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The request has a field that is not accepted.');
    expect(db.prepare('SELECT COUNT(*) AS n FROM transactions').get()).toEqual({ n: 0 });
  });

  it('answers a retry of the same dues with the same form, and 409 for other details under the same id', async () => {
    const body = duesRequest();
    const first = await payDues('esewa', body);
    const retry = await payDues('esewa', body);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(paymentDues(body.transactionId)).toHaveLength(4);

    const otherMonth = await payDues('esewa', { ...body, throughMonth: '2082-09' });
    expect(otherMonth.status).toBe(409);
    expect(otherMonth.body.message).toBe(feesMessages.duesChanged);
    const otherStudent = await payDues('esewa', { ...body, studentId: 'S-2', dob: '2014-05-17' });
    expect(otherStudent.status).toBe(409);
    expect(otherStudent.body.message).toMatch(/already used for other payment details/);
    const otherParent = await payDues('esewa', { ...body, parentName: 'Someone Else' });
    expect(otherParent.status).toBe(409);
    const otherWallet = await payDues('khalti', body);
    expect(otherWallet.status).toBe(409);
    expect(otherWallet.body.message).toMatch(/already used for a payment with eSewa/);
    expect(paymentDues(body.transactionId)).toHaveLength(4);
  });

  it('marks the dues inOpenPayment once a payment is started for them, and still lets them be paid again', async () => {
    const first = duesRequest({ throughMonth: '2082-07' });
    expect((await payDues('esewa', first)).status).toBe(200);
    const after = await lookup({ studentId: 'S-1', dob: aaravDob });
    expect(
      (after.body.dues as { item: string; month: string; inOpenPayment: boolean }[]).map(
        (due) => `${due.month} ${due.item} ${due.inOpenPayment}`,
      ),
    ).toEqual([
      '2082-07 Transport true',
      '2082-07 Tuition true',
      '2082-08 Library false',
      '2082-08 Tuition false',
      '2082-09 Tuition false',
    ]);
    const second = await payDues('esewa', duesRequest({ throughMonth: '2082-07' }));
    expect(second.status).toBe(200);
    expect(parseForm(second.body.form as string).fields.total_amount).toBe('3300.50');

    // Once no payment for them can still complete, they are not in an open payment.
    db.prepare(`UPDATE transactions SET status = 'EXPIRED'`).run();
    const closed = await lookup({ studentId: 'S-1', dob: aaravDob });
    expect((closed.body.dues as { inOpenPayment: boolean }[]).some((due) => due.inOpenPayment)).toBe(false);
  });

  it('answers 400 when nothing is due up to that month, and 404 for a wrong date of birth', async () => {
    const nothing = await payDues('esewa', duesRequest({ throughMonth: '2082-06' }));
    expect(nothing.status).toBe(400);
    expect(nothing.body).toEqual({ message: feesMessages.nothingDue });
    const wrongDate = await payDues('esewa', duesRequest({ dob: '2016-08-29' }));
    expect(wrongDate.status).toBe(404);
    expect(wrongDate.body).toEqual({ message: feesMessages.notFound });
    const badEmail = await payDues('esewa', duesRequest({ email: 'sunil at example' }));
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toMatch(/email address/);
    expect(db.prepare('SELECT COUNT(*) AS n FROM transactions').get()).toEqual({ n: 0 });
  });

  it('starts a Khalti payment of the dues and answers its page again to a retry', async () => {
    const body = duesRequest({ studentId: 's-२', dob: '2014-05-17', throughMonth: '2082-12' });
    const response = await payDues('khalti', body);
    expect(response.status).toBe(200);
    const pidx = new URL(response.body.paymentUrl as string).searchParams.get('pidx');
    expect(pidx).toBeTruthy();
    const atKhalti = (await khalti.control('GET', `payments/${pidx}`)) as Record<string, unknown>;
    expect(atKhalti).toMatchObject({ amountPaisa: 300500, purchaseOrderId: body.transactionId });
    expect(paymentDues(body.transactionId)).toEqual(
      [dueId('S-2', 'Tuition', '2082-08'), dueId('S-2', 'Exam fee', '2082-08')].sort((a, b) => a - b),
    );
    const retry = await payDues('khalti', body);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(response.body);
  });

  it('refuses Khalti below Rs 10 with plain words, and stores nothing', async () => {
    importDues([...rosterLines, 'S-3,Gita Rai,Grade 1,2,2076-01-15,Exam fee,2082-08,5']);
    // 2076-01-15 B.S. is 28 April 2019.
    const response = await payDues('khalti', duesRequest({ studentId: 'S-3', dob: '2019-04-28' }));
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^Khalti takes payments of Rs. 10 or more/);
    expect(db.prepare('SELECT COUNT(*) AS n FROM transactions').get()).toEqual({ n: 0 });
  });
});
