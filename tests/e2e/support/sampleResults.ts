/**
 * The repository's sample results (office-service/samples/results-sample.csv), which the e2e stack publishes at
 * start (RESULTS_SAMPLES=yes): read here with the same CSV parser the service uses, so a spec can look each one up
 * and search the build for the people in it.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'csv-parse/sync';

export const sampleResultsCsv = resolve(import.meta.dirname, '../../../office-service/samples/results-sample.csv');

export interface SampleRow {
  exam: string;
  name: string;
  class: string;
  roll: string;
  father: string;
  mother: string;
  dob_bs: string;
  address: string;
}

export function sampleRows(): SampleRow[] {
  return parse(readFileSync(sampleResultsCsv, 'utf8'), { columns: true, bom: true, skip_empty_lines: true });
}
