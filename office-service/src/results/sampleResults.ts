/**
 * The repository's sample results (samples/results-sample.csv: the spec's fictional students), published at start
 * when RESULTS_SAMPLES=yes so that `make start` and the tests show a working lookup out of the box. Read with the
 * same CSV reader and stored by the same ResultStore.publish as `make results import`; an exam that already has
 * records is left as it is, so a restart never undoes an operator's replacement of it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readResultsCsv } from './resultsCsv.js';
import type { ResultStore, StoredResult } from './resultStore.js';

/** Beside the package's src/ and dist/ alike (the service image copies samples/ too). */
export const sampleResultsFile = fileURLToPath(new URL('../../samples/results-sample.csv', import.meta.url));

/** What a start published: the exams that had no records yet, and how many records they got. */
export interface SampleLoad {
  exams: string[];
  records: number;
}

export function publishSampleResults(store: ResultStore, now: Date, file = sampleResultsFile): SampleLoad {
  const reading = readResultsCsv(readFileSync(file, 'utf8'), undefined, { today: now });
  if (!reading.ok) {
    const first = reading.problems[0];
    throw new Error(`the sample results ${file} do not import: line ${first?.line}: ${first?.problem}`);
  }
  const present = new Set(
    store
      .allExams()
      .filter((exam) => exam.records > 0)
      .map((exam) => exam.name),
  );
  const missing = new Map<string, StoredResult[]>([...reading.exams].filter(([exam]) => !present.has(exam)));
  if (missing.size > 0) store.publish(missing, false, now);
  return {
    exams: [...missing.keys()],
    records: [...missing.values()].reduce((sum, records) => sum + records.length, 0),
  };
}
