/**
 * Admission applications as CSV for the school office (RFC 4180: CRLF, fields quoted when needed), one row per
 * application with every field of the form. The time received is Nepal time, the zone in the column's name
 * (`received_at_nepal_time`, "2026-11-27 09:05:35", as spreadsheets read a date and time), with its B.S. date in the
 * next column (`received_date_bs`, "2083-08-11"; blank outside the calendar table). Every cell a parent typed is kept as text in a spreadsheet: one starting with = + - @ (a formula to Excel and
 * Google Sheets) gets a leading apostrophe.
 */
import { admissionTextFields, type AdmissionTextField } from '@school/contracts/admission-checks';
import { bsIsoOfAd } from '@school/contracts/bikram-sambat';
import { formatNepalTime, nepalDate } from '@school/contracts/nepal-time';
import type { AdmissionRecord } from './officeRecords.js';

export function csvCell(value: string): string {
  // A tab or carriage return first also makes some spreadsheets read on into a formula.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The columns: the reference and time, every form field by its form name, the files as stored. */
export const admissionCsvColumns: readonly string[] = [
  'reference',
  'received_at_nepal_time',
  'received_date_bs',
  ...admissionTextFields,
  'age_outside_class',
  'photo_file',
  'birth_certificate_file',
];

export function admissionsToCsv(records: readonly AdmissionRecord[]): string {
  const rows = records.map((record) =>
    [
      record.reference,
      formatNepalTime(record.createdAt),
      bsIsoOfAd(nepalDate(record.createdAt)) ?? '',
      ...admissionTextFields.map((field: AdmissionTextField) => record.details[field] ?? ''),
      // "yes": the parent confirmed a date of birth outside the ages the school set for the class.
      record.details.ageOutsideClass ? 'yes' : '',
      record.photoPath,
      record.certificatePath,
    ]
      .map(csvCell)
      .join(','),
  );
  return [admissionCsvColumns.join(','), ...rows].map((line) => `${line}\r\n`).join('');
}
