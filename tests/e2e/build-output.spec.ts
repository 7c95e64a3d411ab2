import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { sampleRows } from './support/sampleResults.js';

/**
 * Exam results live on the server only: no file of the built site (frontend/dist, which `make test-e2e`
 * builds first) may hold anything of a record. Every file is read, its .gz copies decompressed, and searched for
 * each sample student's name, parents' names, address and date of birth.
 */
const dist = resolve(import.meta.dirname, '../../frontend/dist');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

test('the built site holds nothing of the sample results: no name, parent, address or date of birth', () => {
  const rows = sampleRows();
  expect(rows.length, 'sample records').toBeGreaterThanOrEqual(8);
  const secrets = [...new Set(rows.flatMap((row) => [row.name, row.father, row.mother, row.address, row.dob_bs]))];

  const files = filesUnder(dist);
  expect(files.length, 'files in frontend/dist (run make build)').toBeGreaterThan(20);
  expect(files.filter((file) => file.endsWith('.gz')).length, '.gz files').toBeGreaterThan(0);

  const found: string[] = [];
  for (const file of files) {
    const bytes = readFileSync(file);
    const text = (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
    for (const secret of secrets) {
      if (text.toLowerCase().includes(secret.toLowerCase())) found.push(`${relative(dist, file)}: ${secret}`);
    }
  }
  expect(found).toEqual([]);
});
