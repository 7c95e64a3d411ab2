/**
 * Admission applications as CSV for the school office (RFC 4180: CRLF, fields quoted when needed), one row per
 * application with every field of the form. Times are Nepal time (UTC+05:45), written with their offset.
 * Every cell a parent typed is kept as text in a spreadsheet: one starting with = + - @ (a formula to Excel and
 * Google Sheets) gets a leading apostrophe.
 */
import { admissionTextFields, type AdmissionTextField } from '@school/contracts/admission-checks';
import type { AdmissionRecord } from './officeRecords.js';

const nepalOffsetMs = (5 * 60 + 45) * 60_000;

/** "2025-09-17T08:20:00.000Z" → "2025-09-17T14:05:00+05:45" */
export function toNepalTime(iso: string): string {
  return `${new Date(Date.parse(iso) + nepalOffsetMs).toISOString().slice(0, 19)}+05:45`;
}

/** The UTC instant at which a Nepal calendar day begins: "2025-09-17" → "2025-09-16T18:15:00.000Z". */
export function nepalDayStartUtc(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) - nepalOffsetMs).toISOString();
}

export function csvCell(value: string): string {
  // A tab or carriage return first also makes some spreadsheets read on into a formula.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The columns: the reference and time, every form field by its form name, the files as stored. */
export const admissionCsvColumns: readonly string[] = [
  'reference',
  'received_at',
  ...admissionTextFields,
  'photo_file',
  'birth_certificate_file',
];

export function admissionsToCsv(records: readonly AdmissionRecord[]): string {
  const rows = records.map((record) =>
    [
      record.reference,
      toNepalTime(record.createdAt),
      ...admissionTextFields.map((field: AdmissionTextField) => record.details[field] ?? ''),
      record.photoPath,
      record.certificatePath,
    ]
      .map(csvCell)
      .join(','),
  );
  return [admissionCsvColumns.join(','), ...rows].map((line) => `${line}\r\n`).join('');
}
