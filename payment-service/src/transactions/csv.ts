/**
 * Transactions as CSV for the school's accountant (RFC 4180: CRLF, fields quoted when needed).
 * Times are Nepal time, the zone in the column's name (`created_at_nepal_time`: "2025-09-17 14:05:00", as
 * spreadsheets read a date and time); when a payment started and when it was paid also have their B.S. date in the
 * next column (`created_date_bs`: "2082-06-01"), the calendar the school's books are kept in.
 * The wallet and its references come last, so the columns an accountant's sheet already reads keep their places:
 * `wallet` (esewa or khalti), eSewa's `esewa_ref` (ref_id) in its old place, and for Khalti its `khalti_pidx`,
 * `khalti_transaction_id` and the fee Khalti took (`khalti_fee_npr`), to match Khalti's settlements. `esewa_uuid` is
 * empty for a Khalti payment: eSewa never saw it. Last, the fees': the `student_id` a payment of dues was for, and the
 * payment's `receipt_number` (every COMPLETED payment since version 8 has one).
 */
import { bsIsoOfAd } from '@school/contracts/bikram-sambat';
import { formatNepalTime, nepalDate } from '@school/contracts/nepal-time';
import { formatPaisa } from '../money.js';
import type { Transaction } from './store.js';

export const csvColumns = [
  'transaction_id',
  'esewa_uuid',
  'student_name',
  'class',
  'roll',
  'parent_name',
  'amount_npr',
  'status',
  'esewa_ref',
  'created_at_nepal_time',
  'created_date_bs',
  'completed_at_nepal_time',
  'completed_date_bs',
  'updated_at_nepal_time',
  'wallet',
  'khalti_pidx',
  'khalti_transaction_id',
  'khalti_fee_npr',
  'student_id',
  'receipt_number',
] as const;

/** What the fees add to a payment's row: its student (a payment of dues) and its receipt number. */
export type LedgerLinks = ReadonlyMap<string, { studentId: string | null; receiptNumber: string | null }>;

/** A stored time's cell, "2025-09-17 14:05:00" in Nepal time; empty for none. */
function nepalTimeCell(iso: string | null): string {
  return iso ? formatNepalTime(iso) : '';
}

/** A stored time's B.S. date in Nepal, "2082-06-01"; empty for none, or outside the calendar table. */
function bsDateCell(iso: string | null): string {
  return (iso && bsIsoOfAd(nepalDate(iso))) || '';
}

export function csvCell(value: string): string {
  // A cell starting with = + - @ is a formula to a spreadsheet: a parent's name must stay text.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function transactionsToCsv(transactions: readonly Transaction[], links: LedgerLinks = new Map()): string {
  const rows = transactions.map((t) =>
    [
      t.id,
      t.wallet === 'esewa' ? t.esewaUuid : '',
      t.studentName,
      t.className ?? '',
      t.roll === null ? '' : String(t.roll),
      t.parentName,
      formatPaisa(t.amountPaisa),
      t.status,
      t.esewaRef ?? '',
      nepalTimeCell(t.createdAt),
      bsDateCell(t.createdAt),
      nepalTimeCell(t.completedAt),
      bsDateCell(t.completedAt),
      nepalTimeCell(t.updatedAt),
      t.wallet,
      t.khaltiPidx ?? '',
      t.khaltiTransactionId ?? '',
      t.khaltiFeePaisa === null ? '' : formatPaisa(t.khaltiFeePaisa),
      links.get(t.id)?.studentId ?? '',
      links.get(t.id)?.receiptNumber ?? '',
    ]
      .map(csvCell)
      .join(','),
  );
  return [csvColumns.join(','), ...rows].map((line) => `${line}\r\n`).join('');
}
