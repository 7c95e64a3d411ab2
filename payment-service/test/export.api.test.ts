import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runExport } from '../src/cli/exportCommand.js';
import { openTransactionStore } from '../src/transactions/store.js';
import { tempDir } from './support/harness.js';

const serviceDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function capture() {
  let text = '';
  return {
    write: (chunk: string) => (text += chunk),
    get text() {
      return text;
    },
  };
}

describe('make transactions (CSV export)', () => {
  const temp = tempDir('payment-export-');
  const path = join(temp.dir, 'payments.sqlite');

  beforeAll(async () => {
    const store = openTransactionStore(path);
    const add = (
      suffix: string,
      createdAt: string,
      amountPaisa: number,
      child: { className?: string; roll?: number } = {},
    ) =>
      store.insertIfAbsent({
        id: `txn_1726567890123_${suffix}`,
        esewaUuid: `txn-1726567890123-${suffix}`,
        studentName: `Student ${suffix}`,
        ...child,
        parentName: 'सीता यादव',
        amountPaisa,
        createdAt,
      });
    add('aaaaaa', '2025-08-31T18:14:59.000Z', 100000); // 31 Aug 23:59:59 in Nepal
    add('bbbbbb', '2025-08-31T18:15:00.000Z', 150050, { className: 'Grade 3', roll: 7 }); // 1 Sep 00:00 in Nepal
    add('cccccc', '2025-09-30T18:14:00.000Z', 200000, { className: 'UKG' }); // 30 Sep 23:59 in Nepal
    add('dddddd', '2025-09-30T18:15:00.000Z', 250000); // 1 Oct 00:00 in Nepal
    add('eeeeee', '2025-10-02T04:00:00.000Z', 300000);
    add('ffffff', '2025-10-03T04:00:00.000Z', 350000);
    // Never confirmed within the reconciler's window.
    void store.changeStatus('txn_1726567890123_eeeeee', {
      to: 'EXPIRED',
      source: 'reconciler',
      at: '2025-10-03T04:00:00.000Z',
    });
    // Paid, then refunded: the history keeps both.
    void store.changeStatus('txn_1726567890123_ffffff', {
      to: 'COMPLETED',
      source: 'callback',
      esewaRef: '000REF1',
      at: '2025-10-03T04:03:00.000Z',
    });
    await store.changeStatus('txn_1726567890123_ffffff', {
      to: 'FULL_REFUND',
      source: 'reconciler',
      at: '2025-10-04T04:03:00.000Z',
    });
    expect(store.history('txn_1726567890123_ffffff').map((h) => h.toStatus)).toEqual(['COMPLETED', 'FULL_REFUND']);
    void store.changeStatus('txn_1726567890123_bbbbbb', {
      to: 'COMPLETED',
      source: 'callback',
      esewaRef: '000AWEO',
      at: '2025-08-31T18:16:00.000Z',
    });
    await store.changeStatus('txn_1726567890123_cccccc', {
      to: 'FAILED',
      source: 'client-failure',
      at: '2025-09-30T18:14:30.000Z',
    });
    store.close();
  });
  afterAll(() => temp.remove());

  const run = (argv: string[], env: Record<string, string> = { PAYMENT_DB_PATH: path }) => {
    const out = capture();
    const err = capture();
    const code = runExport(argv, env, out, err);
    return { code, out: out.text, err: err.text };
  };
  const ids = (csv: string) =>
    csv
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[0]?.slice(-6));

  it('prints every transaction, oldest first', () => {
    const { code, out } = run([]);
    expect(code).toBe(0);
    expect(
      out.startsWith('transaction_id,esewa_uuid,student_name,class,roll,parent_name,amount_npr,status,esewa_ref,'),
    ).toBe(true);
    expect(ids(out)).toEqual(['aaaaaa', 'bbbbbb', 'cccccc', 'dddddd', 'eeeeee', 'ffffff']);
    expect(out).toContain(
      'txn_1726567890123_bbbbbb,txn-1726567890123-bbbbbb,Student bbbbbb,Grade 3,7,सीता यादव,1500.50,COMPLETED,000AWEO,2025-09-01 00:00:00,2082-05-16,2025-09-01 00:01:00,2082-05-16,',
    );
    // The class without a roll number, and a payment from before the class was asked.
    expect(out).toContain(',Student cccccc,UKG,,सीता यादव,2000.00,FAILED,');
    expect(out).toContain(',Student aaaaaa,,,सीता यादव,1000.00,PENDING,');
  });

  it('filters by status and by Nepal calendar days', () => {
    expect(ids(run(['--status', 'COMPLETED']).out)).toEqual(['bbbbbb']);
    expect(ids(run(['--status', 'pending,failed']).out)).toEqual(['aaaaaa', 'cccccc', 'dddddd']);
    expect(ids(run(['--from', '2025-09-01', '--to', '2025-09-30']).out)).toEqual(['bbbbbb', 'cccccc']);
    expect(ids(run(['--from', '2025-10-01']).out)).toEqual(['dddddd', 'eeeeee', 'ffffff']);
    expect(ids(run(['--to', '2025-08-31']).out)).toEqual(['aaaaaa']);
    expect(ids(run(['--status', 'COMPLETED', '--from', '2025-09-02']).out)).toEqual([]);
  });

  it('finds expired payments and shows refunds after completion', () => {
    expect(ids(run(['--status', 'EXPIRED']).out)).toEqual(['eeeeee']);
    expect(ids(run(['--status', 'expired,full_refund']).out)).toEqual(['eeeeee', 'ffffff']);
    const all = run([]).out;
    expect(all).toContain(
      'txn_1726567890123_eeeeee,txn-1726567890123-eeeeee,Student eeeeee,,,सीता यादव,3000.00,EXPIRED,,',
    );
    // The refunded fee is not shown as paid; when it was paid stays on the line.
    expect(all).toContain(
      'Student ffffff,,,सीता यादव,3500.00,FULL_REFUND,000REF1,2025-10-03 09:45:00,2082-06-17,2025-10-03 09:48:00,2082-06-17,',
    );
  });

  it("shows the reconciler's backlog with --backlog: what is due, in the order it is served, and how long it takes", () => {
    const { code, out } = run(['--backlog'], { PAYMENT_DB_PATH: path, ESEWA_STATUS_CALLS_PER_MINUTE: '2' });
    expect(code).toBe(0);
    // Three open payments never checked (first checks) and a paid one's refund check, all long due.
    expect(out).toBe(
      [
        'eSewa status checks due now: 4',
        "  served first (a page came back, or a payment's first check): 3",
        '  other checks (open payments, refund checks): 1',
        "  NOT_FOUND payments' later checks (served last): 0",
        'At 2 status calls a minute (ESEWA_STATUS_CALLS_PER_MINUTE) that is about 2 minutes of calls.',
        '',
      ].join('\n'),
    );
  });

  it('starts with a byte-order mark for Excel when asked', () => {
    expect(run(['--bom']).out.startsWith('\uFEFFtransaction_id,')).toBe(true);
  });

  it('explains bad arguments and a missing database', () => {
    const bad = run(['--status', 'PAID']);
    expect(bad.code).toBe(2);
    expect(bad.out).toBe('');
    expect(bad.err).toContain("unknown status 'PAID'");
    expect(bad.err).toContain('Usage: export-transactions');

    const missing = run([], { PAYMENT_DB_PATH: join(temp.dir, 'nothing.sqlite') });
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('no payments database at');
  });

  it('runs as a command with the database from PAYMENT_DB_PATH', () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/cli/export-transactions.ts', '--status', 'COMPLETED'],
      {
        cwd: serviceDir,
        env: { ...process.env, PAYMENT_DB_PATH: path },
        encoding: 'utf8',
      },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(ids(result.stdout)).toEqual(['bbbbbb']);

    const help = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/export-transactions.ts', '--nope'], {
      cwd: serviceDir,
      env: { ...process.env, PAYMENT_DB_PATH: path },
      encoding: 'utf8',
    });
    expect(help.status).toBe(2);
    expect(help.stderr).toContain('Usage: export-transactions');
    // Two tsx processes start here: on a busy 2-core machine that alone can take longer than Vitest's 5 s default.
  }, 30_000);
});
