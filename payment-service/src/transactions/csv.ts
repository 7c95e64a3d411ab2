/**
 * Transactions as CSV for the school's accountant (RFC 4180: CRLF, fields quoted when needed).
 * Times are Nepal time (UTC+05:45, no daylight saving), written with their offset so nothing is ambiguous.
 */
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
  'created_at',
  'completed_at',
  'updated_at',
] as const;

const nepalOffsetMs = (5 * 60 + 45) * 60_000;

/** "2025-09-17T08:20:00.000Z" → "2025-09-17T14:05:00+05:45" */
export function toNepalTime(iso: string | null): string {
  if (!iso) return '';
  return `${new Date(Date.parse(iso) + nepalOffsetMs).toISOString().slice(0, 19)}+05:45`;
}

/** The UTC instant at which a Nepal calendar day begins: "2025-09-17" → "2025-09-16T18:15:00.000Z". */
export function nepalDayStartUtc(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) - nepalOffsetMs).toISOString();
}

export function csvCell(value: string): string {
  // A cell starting with = + - @ is a formula to a spreadsheet: a parent's name must stay text.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function transactionsToCsv(transactions: readonly Transaction[]): string {
  const rows = transactions.map((t) =>
    [
      t.id,
      t.esewaUuid,
      t.studentName,
      t.className ?? '',
      t.roll === null ? '' : String(t.roll),
      t.parentName,
      formatPaisa(t.amountPaisa),
      t.status,
      t.esewaRef ?? '',
      toNepalTime(t.createdAt),
      toNepalTime(t.completedAt),
      toNepalTime(t.updatedAt),
    ]
      .map(csvCell)
      .join(','),
  );
  return [csvColumns.join(','), ...rows].map((line) => `${line}\r\n`).join('');
}
