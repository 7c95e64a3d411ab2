import { describe, expect, it } from 'vitest';
import { csvCell, transactionsToCsv } from './csv.js';
import type { Transaction } from './store.js';

const transaction: Transaction = {
  id: 'txn_1726567890123_k3j9x2ab',
  wallet: 'esewa',
  esewaUuid: 'txn-1726567890123-k3j9x2ab',
  studentName: 'Sita "Sunny" Yadav',
  className: 'Grade 3',
  roll: 7,
  parentName: 'Yadav, Ram',
  amountPaisa: 150050,
  status: 'COMPLETED',
  esewaRef: '000AWEO',
  khaltiPidx: null,
  khaltiPaymentUrl: null,
  khaltiTransactionId: null,
  khaltiFeePaisa: null,
  receiptEmail: null,
  receiptLanguage: null,
  createdAt: '2025-09-17T08:20:00.000Z',
  updatedAt: '2025-09-17T08:21:30.000Z',
  completedAt: '2025-09-17T08:21:30.000Z',
  lastCheckedAt: null,
  nextCheckAt: null,
  checkAttempts: 0,
  browserReturned: false,
};

describe('CSV export', () => {
  it('writes a header and one quoted-as-needed row per transaction, CRLF, times in Nepal time with B.S. dates', () => {
    expect(transactionsToCsv([transaction])).toBe(
      'transaction_id,esewa_uuid,student_name,class,roll,parent_name,amount_npr,status,esewa_ref,' +
        'created_at_nepal_time,created_date_bs,completed_at_nepal_time,completed_date_bs,updated_at_nepal_time,' +
        'wallet,khalti_pidx,khalti_transaction_id,khalti_fee_npr,student_id,receipt_number\r\n' +
        'txn_1726567890123_k3j9x2ab,txn-1726567890123-k3j9x2ab,"Sita ""Sunny"" Yadav",Grade 3,7,"Yadav, Ram",1500.50,COMPLETED,000AWEO,' +
        '2025-09-17 14:05:00,2082-06-01,2025-09-17 14:06:30,2082-06-01,2025-09-17 14:06:30,esewa,,,,,\r\n',
    );
  });

  it("ends a payment of dues' row with its student id and receipt number", () => {
    const links = new Map([[transaction.id, { studentId: 'S-101', receiptNumber: '2082/83-000007' }]]);
    expect(transactionsToCsv([transaction], links).split('\r\n')[1]).toMatch(/,esewa,,,,S-101,2082\/83-000007$/);
  });

  it("says a Khalti payment's wallet, pidx, transaction_id and fee, and no eSewa uuid", () => {
    const khalti: Transaction = {
      ...transaction,
      wallet: 'khalti',
      esewaRef: null,
      khaltiPidx: 'bZQLD9wRVWo4CdESSfuSsB',
      khaltiTransactionId: '4H7AhoXDJWg5WjrcPT9ixW',
      khaltiFeePaisa: 3000,
    };
    const row = transactionsToCsv([khalti]).split('\r\n')[1];
    expect(row).toMatch(/^txn_1726567890123_k3j9x2ab,,/);
    expect(row).toMatch(/,COMPLETED,,.*,khalti,bZQLD9wRVWo4CdESSfuSsB,4H7AhoXDJWg5WjrcPT9ixW,30\.00,,$/);
  });

  it("dates a payment made after midnight in Nepal (18:15 UTC) on Nepal's day, in both calendars", () => {
    const late = { ...transaction, createdAt: '2025-09-17T18:20:00.000Z', completedAt: '2025-09-17T18:21:30.000Z' };
    expect(transactionsToCsv([late]).split('\r\n')[1]).toContain(
      ',2025-09-18 00:05:00,2082-06-02,2025-09-18 00:06:30,2082-06-02,',
    );
  });

  it('leaves empty cells for what is not known yet', () => {
    const pending = { ...transaction, status: 'PENDING' as const, esewaRef: null, completedAt: null };
    expect(transactionsToCsv([pending]).split('\r\n')[1]).toContain(',PENDING,,2025-09-17 14:05:00,2082-06-01,,,');
  });

  it('leaves the class and roll number empty where there are none: a payment from before the class was asked', () => {
    const older = { ...transaction, className: null, roll: null };
    expect(transactionsToCsv([older]).split('\r\n')[1]).toContain(',"Sita ""Sunny"" Yadav",,,"Yadav, Ram",');
    expect(transactionsToCsv([{ ...transaction, roll: null }]).split('\r\n')[1]).toContain(',Grade 3,,"Yadav, Ram",');
  });

  it('keeps names that look like spreadsheet formulas as text', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+977')).toBe("'+977");
    expect(csvCell('@Sita')).toBe("'@Sita");
    expect(csvCell('Line\nbreak')).toBe('"Line\nbreak"');
    expect(csvCell('सीता यादव')).toBe('सीता यादव');
  });
});
