import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startServiceProcess, type ServiceProcess } from '@school/service-kit';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDuesCsv } from '../src/fees/duesCsv.js';
import { FeeStore } from '../src/fees/feeStore.js';
import { openPaymentsDatabase } from '../src/transactions/store.js';
import {
  decodeData,
  newTransactionId,
  payOnSandbox,
  startApp,
  startSandbox,
  tempDir,
  testConfig,
  type Sandbox,
  type TestApp,
} from './support/harness.js';

const officeServiceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../office-service');
const header = 'student_id,name,class,roll,dob_bs,item,month,amount';
// 2073-05-12 B.S. is 28 August 2016.
const aarav = 'S-1,Aarav Yadav,Grade 3,7,2073-05-12';

interface OutboxRow {
  reference: string;
  kind: string;
  to_address: string;
  subject: string;
  text: string;
  message_id: string;
}

/**
 * A receipt mailed through the office outbox: the real office-service (run from its source, on a database of its own
 * and without SMTP, so its outbox keeps what it would send) reads the receipt from this payment-service by its token.
 */
describe('receipt emails: handed to the office outbox, once, and kept while office-service is down', () => {
  const temp = tempDir('receipt-mail-');
  const paymentsPath = join(temp.dir, 'payments.sqlite');
  const officePath = join(temp.dir, 'office.sqlite');
  let sandbox: Sandbox;
  let service: TestApp;
  let office: ServiceProcess | undefined;
  let officePort: number;
  let clock = new Date();

  beforeAll(async () => {
    sandbox = await startSandbox();
    officePort = await freePort();
    service = await startApp(
      testConfig(paymentsPath, sandbox.url, { OFFICE_SERVICE_URL: `http://127.0.0.1:${officePort}` }),
      { now: () => clock },
    );
    // Listening on a port of its own: office-service reads the receipts from it over HTTP.
    await service.app.listen({ host: '127.0.0.1', port: 0 });
    const db = openPaymentsDatabase(paymentsPath);
    const reading = readDuesCsv(
      [header, `${aarav},Tuition,2082-08,4500`, `${aarav},Hostel,2082-08,5000`, `${aarav},Tuition,2082-09,4500`].join(
        '\n',
      ),
      { today: new Date('2026-11-27T06:00:00Z') },
    );
    if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
    new FeeStore(db).importDues(reading.students, reading.dues, new Date());
    db.close();
  });
  afterAll(async () => {
    office?.kill();
    await office?.exited;
    await service?.close();
    await sandbox?.close();
    temp.remove();
  });

  const waitingMails = () => {
    const db = new Database(paymentsPath, { readonly: true });
    try {
      return db.prepare('SELECT state, attempts FROM receipt_mails').all() as { state: string; attempts: number }[];
    } finally {
      db.close();
    }
  };
  const officeOutbox = () => {
    const db = new Database(officePath, { readonly: true });
    try {
      return db
        .prepare(
          "SELECT reference, kind, to_address, subject, text, message_id FROM outbox WHERE kind = 'confirmation'",
        )
        .all() as OutboxRow[];
    } finally {
      db.close();
    }
  };

  /** A parent pays up to a month on the Nepali page, giving an email: answers the receipt's number. */
  async function payThrough(throughMonth: string): Promise<string> {
    const transactionId = newTransactionId();
    const started = await service.http().post('/api/esewa/initiate-dues').send({
      studentId: 'S-1',
      dob: '2016-08-28',
      throughMonth,
      transactionId,
      parentName: 'Sunil Yadav',
      email: 'sunil@example.com',
      language: 'ne',
    });
    expect(started.status, started.text).toBe(200);
    const data = await payOnSandbox(started.body.form as string);
    expect(decodeData(data).status).toBe('COMPLETE');
    const reported = await service
      .http()
      .post('/api/payment-status')
      .send({ product_id: transactionId, status: 'SUCCESS', data });
    expect(reported.body.status).toBe('COMPLETED');
    const receipt = await service.http().get(`/api/receipts/${reported.body.receiptToken}`);
    return receipt.body.number as string;
  }

  it('queues the email with the completion; while office-service is down it waits and is tried again later', async () => {
    await payThrough('2082-08');
    expect(waitingMails()).toEqual([{ state: 'waiting', attempts: 0 }]);
    await service.app.receiptMailer.runOnce();
    expect(waitingMails()).toEqual([{ state: 'waiting', attempts: 1 }]);
    // Not due again before its wait is over.
    await service.app.receiptMailer.runOnce();
    expect(waitingMails()).toEqual([{ state: 'waiting', attempts: 1 }]);
  });

  it('hands it over once office-service answers: the outbox holds one Nepali email with the receipt', async () => {
    office = await startServiceProcess(
      officeServiceRoot,
      'OFFICE_PORT',
      {
        OFFICE_DB_PATH: officePath,
        PAYMENT_SERVICE_URL: `http://127.0.0.1:${(service.app.server.address() as AddressInfo).port}`,
        PUBLIC_SITE_URL: 'http://school.test',
        LOG_LEVEL: 'silent',
        SMTP_HOST: '',
      },
      officePort,
    );
    clock = new Date(clock.getTime() + 31_000);
    await service.app.receiptMailer.runOnce();
    expect(waitingMails()).toEqual([{ state: 'handed', attempts: 2 }]);

    const [email, ...others] = officeOutbox();
    expect(others).toEqual([]);
    expect(email).toMatchObject({ kind: 'confirmation', to_address: 'sunil@example.com' });
    expect(email!.subject).toMatch(/^तपाईंको विद्यालय शुल्कको रसिद \d{4}\/\d{2}-\d{6}$/);
    expect(email!.text).toContain('विद्यार्थी आईडी:\nS-1');
    expect(email!.text).toContain('Tuition, मंसिर २०८२: रु. ४,५००.००');
    expect(email!.text).toContain('Hostel, मंसिर २०८२: रु. ५,०००.००');
    expect(email!.text).toContain('http://school.test/ne/receipt#');
    // The child's date of birth is nowhere in it.
    expect(email!.text).not.toMatch(/2073|२०७३|2016-08-28/);
  }, 30_000);

  it('a second payment gets its own email; asking office-service again for a receipt queues nothing more', async () => {
    const number = await payThrough('2082-09');
    await service.app.receiptMailer.runOnce();
    const emails = officeOutbox();
    expect(emails.map((email) => email.reference)).toContain(number);
    expect(emails).toHaveLength(2);

    // payment-service retrying after a lost answer: office-service answers 202 {queued: false}, and one email stays.
    const reading = new Database(paymentsPath, { readonly: true });
    const token = reading
      .prepare('SELECT receipt_token AS token FROM receipt_mails ORDER BY created_at DESC LIMIT 1')
      .get() as { token: string };
    reading.close();
    const again = await fetch(`http://127.0.0.1:${officePort}/internal/receipt-mail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: token.token, to: 'sunil@example.com', language: 'ne' }),
    });
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual({ queued: false });
    expect(officeOutbox()).toHaveLength(2);

    // A made-up token mails nothing: office-service reads the receipt from payment-service, and there is none.
    const madeUp = await fetch(`http://127.0.0.1:${officePort}/internal/receipt-mail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'x'.repeat(43), to: 'someone@example.com' }),
    });
    expect(madeUp.status).toBe(404);
    expect(officeOutbox()).toHaveLength(2);
  });
});
