import { join } from 'node:path';
import { esewaTokenMessages } from '@school/contracts/esewa-token';
import type Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPaymentsDatabase } from '../src/transactions/store.js';
import {
  LogCapture,
  startApp,
  startSandbox,
  tempDir,
  testConfig,
  type Sandbox,
  type TestApp,
} from './support/harness.js';
import { importRoster, rosterLines } from './support/sampleRoster.js';

// The shared roster, and a third student who owes Rs 1,000.
const duesLines = [...rosterLines, 'S-3,Ram Thapa,LKG,2,2078-01-01,Tuition,2082-08,1000'];
const username = 'esewa_app_test';
const password = 'a-long-test-password-0123456789-abcdef';
const credentials = { ESEWA_TOKEN_USERNAME: username, ESEWA_TOKEN_PASSWORD: password };
const basic = (user: string, pass: string) => `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;
const rightBasic = basic(username, password);

let esewa: Sandbox;
let temp: ReturnType<typeof tempDir>;
let service: TestApp;
let db: Database.Database;
let logs: LogCapture;
let clock: Date;

beforeAll(async () => {
  esewa = await startSandbox();
});
afterAll(async () => {
  await esewa?.close();
});

async function start(env: Record<string, string> = credentials) {
  const path = join(temp.dir, 'payments.sqlite');
  service = await startApp(testConfig(path, esewa.url, { LOG_LEVEL: 'info', ...env }), {
    logStream: logs,
    now: () => clock,
  });
  db = openPaymentsDatabase(path);
}

beforeEach(async () => {
  temp = tempDir('esewa-token-');
  logs = new LogCapture();
  clock = new Date('2026-11-27T06:00:00Z');
  await start();
  importRoster(db, duesLines);
});
afterEach(async () => {
  db?.close();
  await service?.close();
  temp.remove();
});

const address = '203.0.113.9';
const inquiry = (requestId: string, authorization?: string, from = address) => {
  const call = service.http().get(`/api/esewa/token/inquiry/${encodeURIComponent(requestId)}`);
  void call.set('x-forwarded-for', from);
  return authorization === undefined ? call : call.set('authorization', authorization);
};
const post = (path: string, body: Record<string, unknown>, authorization?: string, from = address) => {
  const call = service.http().post(`/api/esewa/token/${path}`).set('x-forwarded-for', from);
  return (authorization === undefined ? call : call.set('authorization', authorization)).send(body);
};
const accessToken = (body: Record<string, unknown>, from = address) => post('access-token', body, undefined, from);
const signIn = async () =>
  (await accessToken({ grant_type: 'password', username, password })).body as {
    access_token: string;
    refresh_token: string;
    expires_in: number;
  };
const count = (sql: string, ...params: unknown[]) => (db.prepare(sql).get(...params) as { n: number }).n;
const unpaidOf = (studentId: string) =>
  count(`SELECT COUNT(*) AS n FROM fee_dues WHERE student_id = ? AND state = 'due'`, studentId);
const paymentBody = (overrides: Record<string, unknown> = {}) => ({
  request_id: 'S-2',
  amount: 3005,
  transaction_code: '000AB12',
  ...overrides,
});

describe('authentication of eSewa', () => {
  const calls = (authorization?: string, from = address) => [
    inquiry('S-1', authorization, from),
    post('payment', paymentBody(), authorization, from),
    post('status', paymentBody(), authorization, from),
  ];

  it('answers 401 with the Basic challenge to inquiry, payment and status without credentials', async () => {
    for (const response of await Promise.all(calls())) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: esewaTokenMessages.unauthorized });
      expect(response.headers['www-authenticate']).toBe('Basic realm="eSewa token payment"');
    }
  });

  it('answers 401 to a wrong Basic password, a wrong username and a made-up Bearer token', async () => {
    const wrong = [
      basic(username, `${password}x`),
      basic('someone', password),
      'Bearer bm90LWEtdG9rZW4tb2YtdGhlLXNjaG9vbHMtc2VydmljZQ',
      'Token abc',
    ];
    // Each from its own address: three failures each, under the lockout.
    for (const [at, authorization] of wrong.entries()) {
      for (const response of await Promise.all(calls(authorization, `192.0.2.${at + 1}`))) {
        expect(response.status).toBe(401);
      }
    }
    expect(count('SELECT COUNT(*) AS n FROM transactions')).toBe(0);
  });

  it('answers 401 to an access token used after its 15 minutes, and 200 to a fresh one and to the right Basic', async () => {
    const fresh = await signIn();
    const bearer = `Bearer ${fresh.access_token}`;
    expect((await inquiry('S-1', bearer)).status).toBe(200);
    expect((await inquiry('S-1', rightBasic)).status).toBe(200);
    clock = new Date(clock.getTime() + 15 * 60_000);
    for (const response of await Promise.all(calls(bearer))) expect(response.status).toBe(401);
    expect((await inquiry('S-1', rightBasic)).status).toBe(200);
  });

  it('issues Bearer access tokens of at most 900 seconds, and a refresh token works once', async () => {
    const first = await accessToken({ grant_type: 'password', username, password });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(first.body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const refreshed = await accessToken({ grant_type: 'refresh_token', refresh_token: first.body.refresh_token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.expires_in).toBeLessThanOrEqual(900);
    expect((await inquiry('S-1', `Bearer ${refreshed.body.access_token}`)).status).toBe(200);
    const again = await accessToken({ grant_type: 'refresh_token', refresh_token: first.body.refresh_token });
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ message: esewaTokenMessages.badRefreshToken });
  });

  it("ignores the fields of eSewa's calls it does not use, such as the access-token call's client_secret", async () => {
    const signedIn = await accessToken({ grant_type: 'password', username, password, client_secret: 'ZXNld2E=' });
    expect(signedIn.status).toBe(200);
    const paid = await post('payment', paymentBody({ reference_code: 'eSewa-side', properties: {} }), rightBasic);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ response_code: 0 });
  });

  it('does not take a refresh token as an access token, nor an access token as a refresh token', async () => {
    const pair = await signIn();
    expect((await inquiry('S-1', `Bearer ${pair.refresh_token}`)).status).toBe(401);
    expect((await accessToken({ grant_type: 'refresh_token', refresh_token: pair.access_token })).status).toBe(401);
  });

  it('answers 401 to wrong credentials and 400 to a grant without them', async () => {
    const wrong = await accessToken({ grant_type: 'password', username, password: 'guess' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: esewaTokenMessages.badCredentials });
    const missing = await accessToken({ grant_type: 'password', username });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: esewaTokenMessages.missingCredentials });
    expect((await accessToken({ grant_type: 'client_credentials' })).status).toBe(400);
  });

  it('answers 429 after 10 failed authentications in a minute, even with the right credentials, then lets in', async () => {
    const from = '198.51.100.20';
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await inquiry('S-1', basic(username, `wrong-${attempt}`), from)).status).toBe(401);
    }
    const eleventh = await inquiry('S-1', basic(username, 'wrong-11'), from);
    expect(eleventh.status).toBe(429);
    const right = await inquiry('S-1', rightBasic, from);
    expect(right.status).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect((await accessToken({ grant_type: 'password', username, password }, from)).status).toBe(429);
    // Another address is not locked out.
    expect((await inquiry('S-1', rightBasic, '198.51.100.21')).status).toBe(200);
    clock = new Date(clock.getTime() + 61_000);
    expect((await inquiry('S-1', rightBasic, from)).status).toBe(200);
  });

  it('answers 503 on every endpoint while the credentials are unset', async () => {
    await service.close();
    db.close();
    await start({});
    const responses = await Promise.all([
      accessToken({ grant_type: 'password', username, password }),
      ...calls(rightBasic),
    ]);
    for (const response of responses) {
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ message: esewaTokenMessages.notSetUp });
    }
  });

  it('never logs the password, the Authorization header or a token', async () => {
    const pair = await signIn();
    await inquiry('S-1', `Bearer ${pair.access_token}`);
    await inquiry('S-1', rightBasic);
    await accessToken({ grant_type: 'password', username, password: 'wrong' });
    const text = logs.lines.join('\n');
    expect(text).not.toContain(password);
    expect(text).not.toContain(rightBasic.slice(6));
    expect(text).not.toContain(pair.access_token);
    expect(text).not.toContain(pair.refresh_token);
  });
});

describe('GET /api/esewa/token/inquiry/:request_id', () => {
  it("answers every unpaid due as one amount in rupees, with the child's initial, class and months", async () => {
    const response = await inquiry('S-1', rightBasic);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      request_id: 'S-1',
      response_code: 0,
      response_message: 'success',
      amount: 8450.5,
      properties: { student: 'A.', class: 'Grade 3', dues: '3 months from Kartik 2082 to Poush 2082' },
    });
  });

  it('never carries the full name, the roll or the date of birth, nor logs them', async () => {
    const response = await inquiry('S-1', rightBasic);
    const text = JSON.stringify(response.body);
    for (const detail of ['Aarav', 'Kumar', 'Yadav', '2073-05-12', '"roll"']) expect(text).not.toContain(detail);
    const logged = logs.lines.join('\n');
    for (const detail of ['Aarav', 'Yadav', '2073-05-12']) expect(logged).not.toContain(detail);
  });

  it("answers eSewa's not-found shape for an unknown student ID", async () => {
    const response = await inquiry('S-404', rightBasic);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ request_id: 'S-404', response_code: 1, response_message: 'Student not found' });
  });

  it("reads the ID as the parents' lookup does: trimmed, Nepali digits, any case", async () => {
    const response = await inquiry(' s-२ ', rightBasic);
    expect(response.body).toMatchObject({ response_code: 0, amount: 3005, properties: { student: 'S.' } });
    expect(response.body.properties.dues).toBe('1 month from Mangsir 2082 to Mangsir 2082');
  });

  it('answers that nothing is due for a student whose dues are paid', async () => {
    db.prepare(`UPDATE fee_dues SET state = 'paid' WHERE student_id = 'S-3'`).run();
    const response = await inquiry('S-3', rightBasic);
    expect(response.body).toEqual({
      request_id: 'S-3',
      response_code: 1,
      response_message: 'Nothing is due for this student',
    });
  });
});

describe('POST /api/esewa/token/payment', () => {
  it("stores the payment COMPLETED with eSewa's reference, pays every due and answers the receipt number", async () => {
    const response = await post('payment', paymentBody(), rightBasic);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      request_id: 'S-2',
      response_code: 0,
      response_message: 'success',
      amount: 3005,
      reference_code: expect.stringMatching(/^\d{4}\/\d{2}-\d{6}$/),
    });
    expect(unpaidOf('S-2')).toBe(0);
    const stored = service.app.payments.store.findById('esewa-app-000AB12');
    expect(stored).toMatchObject({
      wallet: 'esewa',
      status: 'COMPLETED',
      esewaRef: '000AB12',
      amountPaisa: 300_500,
      studentName: 'Sita Sah',
      className: 'Grade 5',
      roll: 1,
      parentName: '',
      nextCheckAt: null,
    });
    expect(service.app.payments.store.history('esewa-app-000AB12')).toMatchObject([
      { fromStatus: 'PENDING', toStatus: 'COMPLETED', source: 'token-notice', esewaRef: '000AB12' },
    ]);
    const receipt = db
      .prepare('SELECT number, student_id FROM receipts WHERE transaction_id = ?')
      .get('esewa-app-000AB12');
    expect(receipt).toEqual({ number: response.body.reference_code, student_id: 'S-2' });
  });

  it('the same transaction code twice gives one allocation, one receipt and the same answer', async () => {
    const [first, second] = await Promise.all([
      post('payment', paymentBody(), rightBasic),
      post('payment', paymentBody(), rightBasic),
    ]);
    const third = await post('payment', paymentBody({ request_id: 's-2', amount: '3,005.00' }), rightBasic);
    expect(second.body).toEqual(first.body);
    expect({ ...third.body, request_id: 'S-2' }).toEqual(first.body);
    expect(first.body.response_code).toBe(0);
    expect(count('SELECT COUNT(*) AS n FROM transactions')).toBe(1);
    expect(count('SELECT COUNT(*) AS n FROM receipts')).toBe(1);
    expect(count('SELECT COUNT(*) AS n FROM payment_dues')).toBe(2);
    expect(count(`SELECT COUNT(*) AS n FROM fee_dues WHERE paid_by_transaction_id = 'esewa-app-000AB12'`)).toBe(2);
    expect(count('SELECT COUNT(*) AS n FROM credits')).toBe(0);
  });

  it('refuses the same transaction code with another student or another amount, and stores nothing more', async () => {
    await post('payment', paymentBody(), rightBasic);
    const otherStudent = await post('payment', paymentBody({ request_id: 'S-3', amount: 1000 }), rightBasic);
    const otherAmount = await post('payment', paymentBody({ amount: 3000 }), rightBasic);
    for (const response of [otherStudent, otherAmount]) {
      expect(response.body).toMatchObject({
        response_code: 1,
        response_message: 'This transaction code was already used',
      });
    }
    expect(unpaidOf('S-3')).toBe(1);
    expect(count('SELECT COUNT(*) AS n FROM receipts')).toBe(1);
  });

  it('answers response_code 1 with what is due to an amount that does not match, and never allocates', async () => {
    for (const amount of [3000, 3005.01, 8450.5, '30050']) {
      const response = await post(
        'payment',
        paymentBody({ amount, transaction_code: `X${amount}`.replace(/\W/g, '') }),
        rightBasic,
      );
      expect(response.body).toEqual({
        request_id: 'S-2',
        response_code: 1,
        response_message: 'Amount does not match what is due',
        amount: 3005,
      });
    }
    expect(count('SELECT COUNT(*) AS n FROM transactions')).toBe(0);
    expect(count('SELECT COUNT(*) AS n FROM payment_dues')).toBe(0);
    expect(count('SELECT COUNT(*) AS n FROM receipts')).toBe(0);
    expect(unpaidOf('S-2')).toBe(2);
  });

  it("answers eSewa's not-found shape for an unknown student, and nothing due once paid", async () => {
    const unknown = await post('payment', paymentBody({ request_id: 'S-404' }), rightBasic);
    expect(unknown.body).toEqual({ request_id: 'S-404', response_code: 1, response_message: 'Student not found' });
    await post('payment', paymentBody(), rightBasic);
    const again = await post('payment', paymentBody({ transaction_code: '000CD34' }), rightBasic);
    expect(again.body).toMatchObject({ response_code: 1, response_message: 'Nothing is due for this student' });
    expect(count('SELECT COUNT(*) AS n FROM transactions')).toBe(1);
  });

  it('answers 400 with a message to a bad body, never 5xx', async () => {
    for (const body of [
      paymentBody({ transaction_code: 'has space' }),
      paymentBody({ transaction_code: 'x'.repeat(65) }),
      paymentBody({ amount: 'lots' }),
      paymentBody({ amount: 30.055 }),
      paymentBody({ amount: -3005 }),
      { request_id: 'S-2', amount: 3005 },
    ]) {
      const response = await post('payment', body, rightBasic);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toEqual({ message: expect.any(String) });
    }
    const badCode = await post('payment', paymentBody({ transaction_code: 'has space' }), rightBasic);
    expect(badCode.body.message).toBe('transaction_code must be 1 to 64 letters, digits, - or _.');
    const badAmount = await post('payment', paymentBody({ amount: 30.055 }), rightBasic);
    expect(badAmount.body.message).toBe(esewaTokenMessages.badAmount);
    expect(count('SELECT COUNT(*) AS n FROM transactions')).toBe(0);
  });

  it("is never queued for eSewa's ePay status API, for a status check or a refund watch", async () => {
    await post('payment', paymentBody(), rightBasic);
    const store = service.app.payments.store;
    expect(store.dueForCheck(new Date('2027-12-31T00:00:00Z').toISOString(), 100)).toEqual([]);
    clock = new Date(clock.getTime() + 2 * 24 * 60 * 60_000);
    await service.app.payments.reconciler.runOnce();
    expect(store.findById('esewa-app-000AB12')).toMatchObject({ status: 'COMPLETED', checkAttempts: 0 });
  });
});

describe('POST /api/esewa/token/status', () => {
  it('answers SUCCESS with the receipt number for a completed payment', async () => {
    const paid = await post('payment', paymentBody(), rightBasic);
    const response = await post('status', paymentBody(), rightBasic);
    expect(response.body).toEqual({
      request_id: 'S-2',
      response_code: 0,
      response_message: 'success',
      status: 'SUCCESS',
      amount: 3005,
      reference_code: paid.body.reference_code,
    });
  });

  it('answers NOT FOUND for an unknown code, and for a code of another student', async () => {
    const unknown = await post('status', paymentBody(), rightBasic);
    expect(unknown.body).toEqual({
      request_id: 'S-2',
      response_code: 1,
      response_message: 'Payment not found',
      status: 'NOT FOUND',
      amount: 3005,
    });
    await post('payment', paymentBody(), rightBasic);
    const otherStudent = await post('status', paymentBody({ request_id: 'S-1' }), rightBasic);
    expect(otherStudent.body).toMatchObject({ response_code: 1, status: 'NOT FOUND' });
  });

  it('answers REFUNDED with response_code 1 for a refunded payment', async () => {
    await post('payment', paymentBody(), rightBasic);
    await service.app.payments.store.changeStatus('esewa-app-000AB12', {
      to: 'FULL_REFUND',
      source: 'status-check',
      at: clock.toISOString(),
    });
    const response = await post('status', paymentBody(), rightBasic);
    expect(response.body).toMatchObject({ response_code: 1, status: 'REFUNDED', amount: 3005 });
  });
});

describe("the eSewa sandbox's app page, paying by student ID through the real endpoints", () => {
  let app: Sandbox;
  beforeEach(async () => {
    await service.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = service.app.server.address() as { port: number };
    app = await startSandbox({
      tokenMerchant: { url: `http://127.0.0.1:${port}/api/esewa/token`, username, password },
    });
  });
  afterEach(async () => {
    await app?.close();
  });
  const form = (path: string, fields: Record<string, string>) =>
    fetch(`${app.url}${path}`, { method: 'POST', body: new URLSearchParams(fields) });

  it('shows the initial, class, dues and amount, refuses a wrong MPIN, and pays with 1122 to a receipt number', async () => {
    expect(await (await fetch(`${app.url}/app`)).text()).toContain('Find dues');
    const found = await (await form('/app/inquiry', { student_id: 's-2' })).text();
    for (const shown of ['S.', 'Grade 5', '1 month from Mangsir 2082 to Mangsir 2082', 'Pay Rs 3,005']) {
      expect(found).toContain(shown);
    }
    expect(found).not.toContain('Sita');
    const session = /name="session" value="([^"]+)"/.exec(found)?.[1] ?? '';
    const wrong = await form('/app/pay', { session, mpin: '1111' });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('Wrong MPIN');
    expect(count('SELECT COUNT(*) AS n FROM transactions')).toBe(0);

    const paid = await (await form('/app/pay', { session, mpin: '1122' })).text();
    expect(paid).toContain('Paid');
    const receiptNumber = /id="reference-code">([^<]+)</.exec(paid)?.[1];
    const transactionCode = /id="transaction-code">([^<]+)</.exec(paid)?.[1] ?? '';
    expect(transactionCode).toMatch(/^[0-9A-Z]{7}$/);
    expect(
      db.prepare('SELECT number FROM receipts WHERE transaction_id = ?').get(`esewa-app-${transactionCode}`),
    ).toEqual({
      number: receiptNumber,
    });
    expect(unpaidOf('S-2')).toBe(0);
    // The session is used up: the same form again pays nothing more.
    expect((await form('/app/pay', { session, mpin: '1122' })).status).toBe(400);
    expect(count('SELECT COUNT(*) AS n FROM receipts')).toBe(1);
  });

  it("shows the school's message for an unknown student ID", async () => {
    const page = await (await form('/app/inquiry', { student_id: 'S-404' })).text();
    expect(page).toContain('Student not found');
  });
});
