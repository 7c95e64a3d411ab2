import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@school/service-kit';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feeTables } from '../src/fees/feeTables.js';
import { openTransactionStore } from '../src/transactions/store.js';
import {
  payOnSandbox,
  paymentRequest,
  siteUrl,
  startApp,
  startSandbox,
  tempDir,
  testConfig,
  type Sandbox,
} from './support/harness.js';

const serviceDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Back to what version 7 wrote: no ledger tables nor receipts waiting to be mailed, and fee_dues without what paid each due (made again from version
 * 5's own definition: SQLite cannot drop a column with a foreign key).
 */
function backToVersion7(raw: Database.Database): void {
  const feeDues = /CREATE TABLE fee_dues[\s\S]*?STRICT;/.exec(feeTables)![0].replace('fee_dues', 'fee_dues_v7');
  raw.pragma('foreign_keys = OFF');
  raw.exec(`
    DROP TABLE fee_audit;
    DROP TABLE receipt_mails;
    DROP TABLE receipt_items;
    DROP TABLE receipts;
    DROP TABLE credits;
    ${feeDues}
    INSERT INTO fee_dues_v7 SELECT id, student_id, item, month, amount_paisa, state, waive_note, created_at, updated_at
      FROM fee_dues;
    DROP TABLE fee_dues;
    ALTER TABLE fee_dues_v7 RENAME TO fee_dues;
    CREATE INDEX fee_dues_by_month ON fee_dues (month);
    DROP TABLE office_payments;
    PRAGMA user_version = 7;
  `);
}
/**
 * What versions 6 and 7 add to a row written before them: an eSewa payment, with no Khalti references and no
 * receipt address.
 */
const asVersion6 = {
  wallet: 'esewa',
  khalti_pidx: null,
  khalti_payment_url: null,
  khalti_transaction_id: null,
  khalti_fee_paisa: null,
  receipt_email: null,
  receipt_language: null,
};

describe('the payment store', () => {
  const temp = tempDir();
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await sandbox?.close();
    temp.remove();
  });

  it('keeps payments and their history when the database is closed and opened again', async () => {
    const path = join(temp.dir, 'reopen.sqlite');
    const config = testConfig(path, sandbox.url);
    const first = await startApp(config);
    const body = paymentRequest({ amount: 750.25 });
    const form = (await first.http().post('/api/esewa/initiate').send(body)).body.form as string;
    const data = await payOnSandbox(form);
    await first.http().post('/api/payment-status').send({ product_id: body.transactionId, status: 'SUCCESS', data });
    const pending = paymentRequest();
    await first.http().post('/api/esewa/initiate').send(pending);
    await first.close();

    const again = await startApp(config);
    const store = again.app.payments.store;
    expect(store.findById(body.transactionId)).toMatchObject({ status: 'COMPLETED', amountPaisa: 75025 });
    expect(store.history(body.transactionId)).toHaveLength(1);
    expect(store.findById(pending.transactionId)?.status).toBe('PENDING');
    // The same report after a restart still answers COMPLETED.
    const reload = await again
      .http()
      .post('/api/payment-status')
      .send({ product_id: body.transactionId, status: 'SUCCESS', data });
    expect(reload.body.status).toBe('COMPLETED');
    await again.close();

    const raw = new Database(path, { readonly: true });
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    raw.close();
  });

  it('keeps the history append-only', async () => {
    const path = join(temp.dir, 'append-only.sqlite');
    const store = openTransactionStore(path);
    void store.insertIfAbsent({
      id: 'txn_1726567890123_abcdef',
      esewaUuid: 'txn-1726567890123-abcdef',
      studentName: 'A',
      parentName: 'B',
      amountPaisa: 100,
      createdAt: new Date().toISOString(),
    });
    await store.changeStatus('txn_1726567890123_abcdef', {
      to: 'FAILED',
      source: 'client-failure',
      at: new Date().toISOString(),
    });
    store.close();
    const raw = new Database(path);
    expect(() => raw.prepare("UPDATE status_history SET to_status = 'COMPLETED'").run()).toThrow(/append-only/);
    expect(() => raw.prepare('DELETE FROM status_history').run()).toThrow(/append-only/);
    raw.close();
  });

  it('commits writes that arrive together in one transaction, and answers each only once it is committed', async () => {
    const path = join(temp.dir, 'group.sqlite');
    const store = openTransactionStore(path);
    const reader = new Database(path, { readonly: true });
    const committed = (id: string) => reader.prepare('SELECT 1 FROM transactions WHERE id = ?').get(id) !== undefined;
    const at = new Date().toISOString();
    const payment = (i: number) => ({
      id: `txn_1726567890123_group${i}`,
      esewaUuid: `txn-1726567890123-group${i}`,
      studentName: 'A',
      parentName: 'B',
      amountPaisa: 100 + i,
      createdAt: at,
    });
    // 50 requests read in one turn of the event loop, one of them a repeat: one commit, and every answer after it.
    const answers = await Promise.all(
      [...Array.from({ length: 50 }, (_, i) => payment(i)), payment(7)].map((p) =>
        store.insertIfAbsent(p).then((answer) => ({ ...answer, visibleToOthers: committed(p.id) })),
      ),
    );
    expect(store.writeStats()).toEqual({ writes: 51, commits: 1 });
    expect(answers.every((a) => a.visibleToOthers)).toBe(true);
    expect(answers.filter((a) => a.created)).toHaveLength(50);
    expect(answers[50]).toMatchObject({ created: false, transaction: { amountPaisa: 107 } });

    // A write that fails is rolled back alone; the others of its commit stand.
    const [ok, refused] = await Promise.allSettled([
      store.insertIfAbsent(payment(60)),
      store.insertIfAbsent({ ...payment(61), amountPaisa: 0 }),
    ]);
    expect(ok.status).toBe('fulfilled');
    expect(refused.status).toBe('rejected');
    expect(committed(payment(60).id)).toBe(true);
    expect(committed(payment(61).id)).toBe(false);
    expect(store.writeStats()).toEqual({ writes: 53, commits: 2 });
    reader.close();
    store.close();
  });

  it('migrates a version 3 ledger, which has no class or roll number: it opens and keeps every row as it was', async () => {
    const path = join(temp.dir, 'version3.sqlite');
    const created = '2025-09-17T04:00:00.000Z';
    const first = openTransactionStore(path);
    for (const suffix of ['paid', 'open', 'lost']) {
      await first.insertIfAbsent({
        id: `txn_3_${suffix}`,
        esewaUuid: `txn-3-${suffix}`,
        studentName: `Student ${suffix}`,
        parentName: 'Parent',
        amountPaisa: 100_00,
        createdAt: created,
      });
    }
    await first.changeStatus('txn_3_paid', { to: 'COMPLETED', source: 'callback', esewaRef: '000REF', at: created });
    await first.changeStatus('txn_3_lost', { to: 'FAILED', source: 'client-failure', at: created });
    first.close();
    // Back to what version 3 wrote: the same table without the two columns, and no fee tables (version 5).
    const raw = new Database(path);
    backToVersion7(raw);
    raw.exec(`
      DROP TABLE payment_dues;
      DROP TABLE fee_dues;
      DROP TABLE students;
      ALTER TABLE transactions DROP COLUMN class_name;
      ALTER TABLE transactions DROP COLUMN roll;
      DROP INDEX transactions_by_khalti_pidx;
      ALTER TABLE transactions DROP COLUMN wallet;
      ALTER TABLE transactions DROP COLUMN khalti_pidx;
      ALTER TABLE transactions DROP COLUMN khalti_payment_url;
      ALTER TABLE transactions DROP COLUMN khalti_transaction_id;
      ALTER TABLE transactions DROP COLUMN khalti_fee_paisa;
      ALTER TABLE transactions DROP COLUMN receipt_email;
      ALTER TABLE transactions DROP COLUMN receipt_language;
      PRAGMA user_version = 3;
    `);
    const before = raw.prepare('SELECT * FROM transactions ORDER BY id').all();
    const historyBefore = raw.prepare('SELECT * FROM status_history ORDER BY seq').all();
    raw.close();
    expect(before).toHaveLength(3);

    // The export reads the old file as it is (the service has not started yet): the two cells are empty.
    const reader = openTransactionStore(path, { readonly: true });
    expect(reader.findById('txn_3_paid')).toMatchObject({ status: 'COMPLETED', className: null, roll: null });
    reader.close();

    const store = openTransactionStore(path);
    await store.insertIfAbsent({
      id: 'txn_4_new',
      esewaUuid: 'txn-4-new',
      studentName: 'Sita',
      className: 'Grade 6',
      roll: 12,
      parentName: 'Ram',
      amountPaisa: 100_00,
      createdAt: created,
    });
    expect(store.findById('txn_4_new')).toMatchObject({ className: 'Grade 6', roll: 12 });
    expect(store.findById('txn_3_paid')).toMatchObject({ status: 'COMPLETED', esewaRef: '000REF', className: null });
    store.close();

    const after = new Database(path, { readonly: true });
    expect(after.pragma('user_version', { simple: true })).toBe(9);
    const rows = after.prepare("SELECT * FROM transactions WHERE id <> 'txn_4_new' ORDER BY id").all();
    // Every old row, every old value, and nothing in the new columns.
    expect(rows).toEqual(
      (before as Record<string, unknown>[]).map((row) => ({ ...row, class_name: null, roll: null, ...asVersion6 })),
    );
    expect(after.prepare('SELECT * FROM status_history ORDER BY seq').all()).toEqual(historyBefore);
    after.close();
  });

  it("migrates a version 5 file: every payment in it is eSewa's, kept as it was, and Khalti's columns are empty", async () => {
    const path = join(temp.dir, 'version5.sqlite');
    const created = '2025-09-17T04:00:00.000Z';
    const first = openTransactionStore(path);
    await first.insertIfAbsent({
      id: 'txn_5_paid',
      esewaUuid: 'txn-5-paid',
      studentName: 'A',
      parentName: 'B',
      amountPaisa: 100,
      createdAt: created,
    });
    await first.changeStatus('txn_5_paid', { to: 'COMPLETED', source: 'callback', esewaRef: '000REF', at: created });
    first.close();
    // Back to what version 5 wrote.
    const raw = new Database(path);
    backToVersion7(raw);
    raw.exec(`
      DROP INDEX transactions_by_khalti_pidx;
      ALTER TABLE transactions DROP COLUMN wallet;
      ALTER TABLE transactions DROP COLUMN khalti_pidx;
      ALTER TABLE transactions DROP COLUMN khalti_payment_url;
      ALTER TABLE transactions DROP COLUMN khalti_transaction_id;
      ALTER TABLE transactions DROP COLUMN khalti_fee_paisa;
      ALTER TABLE transactions DROP COLUMN receipt_email;
      ALTER TABLE transactions DROP COLUMN receipt_language;
      PRAGMA user_version = 5;
    `);
    const before = raw.prepare('SELECT * FROM transactions').all() as Record<string, unknown>[];
    raw.close();
    // The export reads the old file as it is: an eSewa payment.
    const reader = openTransactionStore(path, { readonly: true });
    expect(reader.findById('txn_5_paid')).toMatchObject({ wallet: 'esewa', esewaRef: '000REF', khaltiPidx: null });
    reader.close();

    openTransactionStore(path).close();
    const after = new Database(path, { readonly: true });
    expect(after.pragma('user_version', { simple: true })).toBe(9);
    expect(after.prepare('SELECT * FROM transactions').all()).toEqual(before.map((row) => ({ ...row, ...asVersion6 })));
    after.close();
  });

  it('migrates a version 2 file: its rules trigger, which knew no ABANDONED, is made again', async () => {
    const path = join(temp.dir, 'version2.sqlite');
    const created = '2025-09-17T04:00:00.000Z';
    const first = openTransactionStore(path);
    await first.insertIfAbsent({
      id: 'txn_2_open',
      esewaUuid: 'txn-2-open',
      studentName: 'A',
      parentName: 'B',
      amountPaisa: 100,
      createdAt: created,
    });
    first.close();
    // Back to what version 2 wrote: no page-came-back flag, and the rules trigger with version 2's statuses.
    const raw = new Database(path);
    backToVersion7(raw);
    raw.exec(`
      DROP TRIGGER transactions_status_rules;
      CREATE TRIGGER transactions_status_rules BEFORE UPDATE OF status ON transactions
      WHEN NEW.status <> OLD.status AND (
           NEW.status NOT IN ('PENDING', 'COMPLETED', 'FAILED', 'NOT_FOUND', 'CANCELED', 'FULL_REFUND', 'PARTIAL_REFUND', 'EXPIRED')
        OR NEW.status = 'PENDING'
        OR OLD.status IN ('CANCELED', 'FULL_REFUND', 'EXPIRED'))
      BEGIN SELECT RAISE(ABORT, 'status change not allowed by the payment rules'); END;
      DROP TABLE payment_dues;
      DROP TABLE fee_dues;
      DROP TABLE students;
      ALTER TABLE transactions DROP COLUMN browser_returned;
      ALTER TABLE transactions DROP COLUMN class_name;
      ALTER TABLE transactions DROP COLUMN roll;
      DROP INDEX transactions_by_khalti_pidx;
      ALTER TABLE transactions DROP COLUMN wallet;
      ALTER TABLE transactions DROP COLUMN khalti_pidx;
      ALTER TABLE transactions DROP COLUMN khalti_payment_url;
      ALTER TABLE transactions DROP COLUMN khalti_transaction_id;
      ALTER TABLE transactions DROP COLUMN khalti_fee_paisa;
      ALTER TABLE transactions DROP COLUMN receipt_email;
      ALTER TABLE transactions DROP COLUMN receipt_language;
      PRAGMA user_version = 2;
    `);
    raw.close();

    const store = openTransactionStore(path);
    const abandoned = await store.changeStatus('txn_2_open', { to: 'ABANDONED', source: 'reconciler', at: created });
    expect(abandoned).toMatchObject({ changed: true, transaction: { status: 'ABANDONED', browserReturned: false } });
    store.close();
    const after = new Database(path);
    expect(after.pragma('user_version', { simple: true })).toBe(9);
    expect(() => after.prepare("UPDATE transactions SET status = 'PENDING' WHERE id = 'txn_2_open'").run()).toThrow(
      /not allowed/,
    );
    after.close();
  });

  it('migrates a version 7 file: its payments and dues are kept, an old COMPLETED payment has no receipt, a new one has', async () => {
    const path = join(temp.dir, 'version7.sqlite');
    const created = '2026-11-27T04:00:00.000Z';
    const first = openTransactionStore(path);
    for (const id of ['txn_7_paid', 'txn_7_open']) {
      await first.insertIfAbsent({
        id,
        esewaUuid: id.replaceAll('_', '-'),
        studentName: 'A',
        parentName: 'B',
        amountPaisa: 100,
        createdAt: created,
      });
    }
    await first.changeStatus('txn_7_paid', { to: 'COMPLETED', source: 'callback', esewaRef: '000REF', at: created });
    first.close();
    const raw = new Database(path);
    backToVersion7(raw);
    raw.prepare(`INSERT INTO students VALUES ('S-1', 'A', 'Grade 3', 1, '2073-05-12', ?)`).run(created);
    raw
      .prepare(
        `INSERT INTO fee_dues (student_id, item, month, amount_paisa, created_at, updated_at) VALUES ('S-1', 'Tuition', '2082-08', 100, ?, ?)`,
      )
      .run(created, created);
    raw.prepare(`INSERT INTO payment_dues VALUES ('txn_7_open', 1)`).run();
    raw.close();

    const store = openTransactionStore(path);
    expect(store.receiptTokenOf('txn_7_paid')).toBeUndefined();
    await store.changeStatus('txn_7_open', { to: 'COMPLETED', source: 'callback', esewaRef: '001REF', at: created });
    expect(store.receiptByToken(store.receiptTokenOf('txn_7_open')!)).toMatchObject({
      studentId: 'S-1',
      items: [{ item: 'Tuition', month: '2082-08', amountPaisa: 100 }],
    });
    store.close();
    const after = new Database(path, { readonly: true });
    expect(after.pragma('user_version', { simple: true })).toBe(9);
    expect(after.prepare('SELECT state, paid_by_transaction_id AS by FROM fee_dues').all()).toEqual([
      { state: 'paid', by: 'txn_7_open' },
    ]);
    after.close();
  });

  it('migrates a version 1 file: open payments get their next check, and the rules hold', () => {
    const path = join(temp.dir, 'version1.sqlite');
    const v1 = new Database(path);
    // The version 1 schema, as the first release created it.
    v1.exec(`
      CREATE TABLE transactions (
        id TEXT PRIMARY KEY, esewa_uuid TEXT NOT NULL UNIQUE, student_name TEXT NOT NULL, parent_name TEXT NOT NULL,
        amount_paisa INTEGER NOT NULL CHECK (amount_paisa > 0), status TEXT NOT NULL, esewa_ref TEXT,
        created_at TEXT NOT NULL, updated_at TEXT NOT NULL, completed_at TEXT, last_checked_at TEXT
      ) STRICT;
      CREATE INDEX transactions_by_status_created ON transactions (status, created_at);
      CREATE INDEX transactions_by_created ON transactions (created_at);
      CREATE TABLE status_history (
        seq INTEGER PRIMARY KEY AUTOINCREMENT, transaction_id TEXT NOT NULL REFERENCES transactions (id),
        from_status TEXT NOT NULL, to_status TEXT NOT NULL,
        source TEXT NOT NULL CHECK (source IN ('callback', 'status-check', 'client-failure', 'reconciler')),
        esewa_ref TEXT, at TEXT NOT NULL
      ) STRICT;
      PRAGMA user_version = 1;
    `);
    const created = new Date(Date.now() - 10 * 60_000).toISOString();
    const insert = v1.prepare(
      `INSERT INTO transactions (id, esewa_uuid, student_name, parent_name, amount_paisa, status, created_at, updated_at,
                                 completed_at)
       VALUES (?, ?, 'A', 'B', 100, ?, ?, ?, ?)`,
    );
    insert.run('txn_1_open', 'txn-1-open', 'PENDING', created, created, null);
    insert.run('txn_1_paid', 'txn-1-paid', 'COMPLETED', created, created, created);
    v1.close();

    const store = openTransactionStore(path);
    expect(store.findById('txn_1_open')?.nextCheckAt).toBe(new Date(Date.parse(created) + 5 * 60_000).toISOString());
    expect(store.findById('txn_1_paid')?.nextCheckAt).toBe(
      new Date(Date.parse(created) + 24 * 60 * 60_000).toISOString(),
    );
    expect(store.dueForCheck(new Date().toISOString(), 10).map((t) => t.id)).toEqual(['txn_1_open']);
    store.close();
    const raw = new Database(path);
    expect(raw.pragma('user_version', { simple: true })).toBe(9);
    expect(() => raw.prepare("UPDATE transactions SET status = 'PENDING' WHERE id = 'txn_1_paid'").run()).toThrow(
      /not allowed/,
    );
    raw.close();
  });

  it("migrates a version 8 file's history to version 9: every row and number kept, still append-only, and a token notice recorded", async () => {
    const path = join(temp.dir, 'version8.sqlite');
    const at = '2026-11-27T04:00:00.000Z';
    const first = openTransactionStore(path);
    await first.insertIfAbsent({
      id: 'txn_8_a',
      esewaUuid: 'txn-8-a',
      studentName: 'A',
      parentName: 'B',
      amountPaisa: 100,
      createdAt: at,
    });
    await first.changeStatus('txn_8_a', { to: 'FAILED', source: 'client-failure', at });
    await first.changeStatus('txn_8_a', { to: 'COMPLETED', source: 'callback', esewaRef: '000REF', at });
    first.close();
    // Version 8's history: the same rows under the CHECK that knew no token notice.
    const raw = new Database(path);
    const rows = raw.prepare('SELECT * FROM status_history ORDER BY seq').all();
    raw.exec(`
      DROP TRIGGER status_history_no_update; DROP TRIGGER status_history_no_delete; DROP TABLE status_history;
      CREATE TABLE status_history (
        seq INTEGER PRIMARY KEY AUTOINCREMENT, transaction_id TEXT NOT NULL REFERENCES transactions (id),
        from_status TEXT NOT NULL, to_status TEXT NOT NULL,
        source TEXT NOT NULL CHECK (source IN ('callback', 'status-check', 'client-failure', 'reconciler')),
        esewa_ref TEXT, at TEXT NOT NULL
      ) STRICT;
      PRAGMA user_version = 8;
    `);
    const insertRow = raw.prepare(
      'INSERT INTO status_history VALUES (@seq, @transaction_id, @from_status, @to_status, @source, @esewa_ref, @at)',
    );
    for (const row of rows) insertRow.run(row);
    raw.close();

    const store = openTransactionStore(path);
    expect(store.history('txn_8_a').map((entry) => entry.source)).toEqual(['client-failure', 'callback']);
    store.close();
    const after = new Database(path);
    expect(after.pragma('user_version', { simple: true })).toBe(9);
    expect(after.prepare('SELECT * FROM status_history ORDER BY seq').all()).toEqual(rows);
    expect(() => after.prepare('DELETE FROM status_history').run()).toThrow(/append-only/);
    after
      .prepare(
        `INSERT INTO status_history (transaction_id, from_status, to_status, source, at) VALUES ('txn_8_a', 'PENDING', 'COMPLETED', 'token-notice', ?)`,
      )
      .run(at);
    expect(() =>
      after
        .prepare(
          `INSERT INTO status_history (transaction_id, from_status, to_status, source, at) VALUES ('txn_8_a', 'PENDING', 'COMPLETED', 'someone', ?)`,
        )
        .run(at),
    ).toThrow(/CHECK/);
    after.close();
  });

  it('holds the status rules itself: COMPLETED is left only for a refund, ABANDONED only for COMPLETED; EXPIRED and FULL_REFUND never', async () => {
    const path = join(temp.dir, 'rules.sqlite');
    const store = openTransactionStore(path);
    const at = new Date().toISOString();
    for (const suffix of ['aaaaaa', 'bbbbbb', 'cccccc']) {
      await store.insertIfAbsent({
        id: `txn_1726567890123_${suffix}`,
        esewaUuid: `txn-1726567890123-${suffix}`,
        studentName: 'A',
        parentName: 'B',
        amountPaisa: 100,
        createdAt: at,
      });
    }
    await store.changeStatus('txn_1726567890123_aaaaaa', { to: 'COMPLETED', source: 'callback', at });
    await store.changeStatus('txn_1726567890123_bbbbbb', { to: 'EXPIRED', source: 'reconciler', at });
    await store.changeStatus('txn_1726567890123_cccccc', { to: 'ABANDONED', source: 'reconciler', at });
    store.close();

    const raw = new Database(path);
    const set = (status: string, suffix: string) =>
      raw.prepare(`UPDATE transactions SET status = ? WHERE id = 'txn_1726567890123_${suffix}'`).run(status);
    for (const status of ['PENDING', 'FAILED', 'NOT_FOUND', 'CANCELED', 'EXPIRED', 'PAID']) {
      expect(() => set(status, 'aaaaaa'), `COMPLETED → ${status}`).toThrow(/not allowed/);
    }
    for (const status of ['COMPLETED', 'PENDING', 'NOT_FOUND', 'ABANDONED']) {
      expect(() => set(status, 'bbbbbb'), `EXPIRED → ${status}`).toThrow(/not allowed/);
    }
    for (const status of ['PENDING', 'NOT_FOUND', 'EXPIRED', 'CANCELED', 'FULL_REFUND']) {
      expect(() => set(status, 'cccccc'), `ABANDONED → ${status}`).toThrow(/not allowed/);
    }
    expect(() => set('COMPLETED', 'cccccc')).not.toThrow();
    expect(() => set('ABANDONED', 'aaaaaa')).toThrow(/not allowed/);
    expect(() => set('PARTIAL_REFUND', 'aaaaaa')).not.toThrow();
    expect(() => set('COMPLETED', 'aaaaaa')).toThrow(/not allowed/);
    expect(() => set('FULL_REFUND', 'aaaaaa')).not.toThrow();
    expect(() => set('COMPLETED', 'aaaaaa')).toThrow(/not allowed/);
    expect(() =>
      raw
        .prepare(
          `INSERT INTO transactions (id, esewa_uuid, student_name, parent_name, amount_paisa, status, created_at, updated_at)
           VALUES ('txn_1_x', 'txn-1-x', 'A', 'B', 100, 'COMPLETED', '${at}', '${at}')`,
        )
        .run(),
    ).toThrow(/starts PENDING/);
    raw.close();
  });

  it('loses nothing it acknowledged when the service is killed with SIGKILL', async () => {
    const path = join(temp.dir, 'kill.sqlite');
    const port = await freePort();
    // node itself (not the tsx wrapper), so SIGKILL hits the process that holds the database.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serviceDir,
      env: {
        ...process.env,
        PAYMENT_PORT: String(port),
        PAYMENT_DB_PATH: path,
        ESEWA_FORM_URL: `${sandbox.url}/api/epay/main/v2/form`,
        ESEWA_STATUS_URL: `${sandbox.url}/api/epay/transaction/status/`,
        PUBLIC_SITE_URL: siteUrl,
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    const exited = new Promise((done) => child.once('exit', done));
    try {
      const api = `http://127.0.0.1:${port}`;
      await expect
        .poll(async () => (await fetch(`${api}/api/health`).catch(() => null))?.status, { timeout: 20_000 })
        .toBe(200);
      const post = (path: string, body: unknown) =>
        fetch(`${api}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });

      const body = paymentRequest();
      const form = ((await (await post('/api/esewa/initiate', body)).json()) as { form: string }).form;
      const data = await payOnSandbox(form);
      const answer = (await (
        await post('/api/payment-status', { product_id: body.transactionId, status: 'SUCCESS', data })
      ).json()) as {
        status: string;
      };
      expect(answer.status).toBe('COMPLETED');
      child.kill('SIGKILL');
      await exited;

      const store = openTransactionStore(path, { readonly: true });
      expect(store.findById(body.transactionId)?.status).toBe('COMPLETED');
      expect(store.history(body.transactionId)).toHaveLength(1);
      store.close();
    } finally {
      child.kill('SIGKILL');
    }
  }, 30_000);
});
