/**
 * The lookup rule: the name matches whatever its letter case and surrounding spaces (runs of spaces inside
 * the name count as one, as phones often type two); class, roll number and exam type must match exactly.
 */
import type { ResultRecord } from '../../content/results';

export interface ResultQuery {
  name: string;
  className: string;
  roll: number;
  examType: string;
}

/** A name as the lookup compares it. */
export function normalizeName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/** The one record the query names, or undefined when there is none. */
export function findResult(query: ResultQuery, records: readonly ResultRecord[]): ResultRecord | undefined {
  const name = normalizeName(query.name);
  return records.find(
    (record) =>
      normalizeName(record.name) === name &&
      record.className === query.className &&
      record.roll === query.roll &&
      record.examType === query.examType,
  );
}
