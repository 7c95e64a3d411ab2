import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@school/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bsToAd, yearMonthDay } from '@school/contracts/bikram-sambat';
import { readDuesCsv } from '../src/fees/duesCsv.js';
import { FeeStore } from '../src/fees/feeStore.js';
import { openPaymentsDatabase } from '../src/transactions/store.js';
import { newTransactionId, payOnSandbox, siteUrl, startSandbox, tempDir, type Sandbox } from './support/harness.js';

const serviceDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

describe('allocation and kill -9', () => {
  const temp = tempDir();
  let esewa: Sandbox;
  beforeAll(async () => {
    esewa = await startSandbox();
  });
  afterAll(async () => {
    await esewa?.close();
    temp.remove();
  });

  it('allocates every COMPLETED payment exactly once when the service is killed during 20 payments of dues', async () => {
    const path = join(temp.dir, 'kill.sqlite');
    const db = openPaymentsDatabase(path);
    const fees = new FeeStore(db);
    const lines = ['student_id,name,class,roll,dob_bs,item,month,amount'];
    for (let i = 1; i <= 20; i += 1) lines.push(`S-${i},Student ${i},Grade 3,${i},2073-05-12,Tuition,2082-08,1000`);
    const reading = readDuesCsv(lines.join('\n'), { today: new Date('2026-11-27T06:00:00Z') });
    if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
    fees.importDues(reading.students, reading.dues, new Date());
    db.close();

    const port = await freePort();
    const env = {
      ...process.env,
      PAYMENT_PORT: String(port),
      PAYMENT_DB_PATH: path,
      ESEWA_FORM_URL: `${esewa.url}/api/epay/main/v2/form`,
      ESEWA_STATUS_URL: `${esewa.url}/api/epay/transaction/status/`,
      PUBLIC_SITE_URL: siteUrl,
      PAYMENT_RATE_LIMIT_PER_MINUTE: '10000',
      PAYMENT_INITIATE_LIMIT_PER_ADDRESS: '1000',
      FEES_LOOKUPS_PER_MINUTE: '1000',
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
    const report = (id: string, data: string) =>
      fetch(`${api}/api/payment-status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ product_id: id, status: 'SUCCESS', data }),
      });

    let service = await startService();
    const acknowledged = new Set<string>();
    try {
      // The 20 payments of dues through the API (initiate-dues: the server computes the amount), each for one
      // student's due, paid at the sandbox before the service sees any report.
      const dob = yearMonthDay(bsToAd({ year: 2073, month: 5, day: 12 }));
      const payments: { id: string; data: string }[] = [];
      for (let i = 1; i <= 20; i += 1) {
        const id = newTransactionId();
        const started = await fetch(`${api}/api/esewa/initiate-dues`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            studentId: `S-${i}`,
            dob,
            throughMonth: '2082-08',
            transactionId: id,
            parentName: 'Parent',
          }),
        });
        expect(started.status, await started.clone().text()).toBe(200);
        payments.push({ id, data: await payOnSandbox(((await started.json()) as { form: string }).form) });
      }
      const reportOne = async (payment: (typeof payments)[number]) => {
        const answer = await report(payment.id, payment.data)
          .then((r) => r.json() as Promise<{ status: string; receiptToken?: string }>)
          .catch(() => undefined);
        if (answer?.status === 'COMPLETED' && answer.receiptToken) acknowledged.add(payment.id);
      };
      for (const payment of payments.slice(0, 10)) await reportOne(payment);
      const inFlight = payments.slice(10).map((payment) => reportOne(payment));
      await new Promise((done) => setTimeout(done, 20));
      service.child.kill('SIGKILL');
      await service.exited;
      await Promise.all(inFlight);
      expect(acknowledged.size).toBeGreaterThanOrEqual(10);

      // Every COMPLETED payment, acknowledged or not, is allocated exactly once; the others not at all.
      const check = () => {
        const reader = openPaymentsDatabase(path);
        try {
          const rows = reader
            .prepare(
              `SELECT t.id, t.status, d.state, d.paid_by_transaction_id AS paidBy,
                      (SELECT COUNT(*) FROM receipts r WHERE r.transaction_id = t.id) AS receipts,
                      (SELECT COUNT(*) FROM credits c WHERE c.transaction_id = t.id) AS credits
                 FROM transactions t JOIN payment_dues pd ON pd.transaction_id = t.id JOIN fee_dues d ON d.id = pd.due_id`,
            )
            .all() as {
            id: string;
            status: string;
            state: string;
            paidBy: string | null;
            receipts: number;
            credits: number;
          }[];
          expect(rows).toHaveLength(20);
          for (const row of rows) {
            const completed = row.status === 'COMPLETED';
            expect(row, row.id).toMatchObject(
              completed
                ? { state: 'paid', paidBy: row.id, receipts: 1, credits: 0 }
                : { state: 'due', paidBy: null, receipts: 0, credits: 0 },
            );
          }
          for (const id of acknowledged) expect(rows.find((row) => row.id === id)?.status, id).toBe('COMPLETED');
          const seqs = (reader.prepare('SELECT seq FROM receipts ORDER BY seq').all() as { seq: number }[]).map(
            (row) => row.seq,
          );
          expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
          return rows.filter((row) => row.status === 'COMPLETED').length;
        } finally {
          reader.close();
        }
      };
      check();

      // After the restart every payment completes on its report again, each allocated once.
      service = await startService();
      for (const payment of payments) {
        const answer = (await (await report(payment.id, payment.data)).json()) as { status: string };
        expect(answer.status, payment.id).toBe('COMPLETED');
      }
      expect(check()).toBe(20);
    } finally {
      service.child.kill('SIGKILL');
    }
  }, 90_000);
});
