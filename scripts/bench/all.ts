/**
 * `make bench`: every benchmark in turn, each printing its figures, whatever the ones before it found. A bench that
 * misses a target exits non-zero after printing; this runs the rest all the same, then lists the misses and exits 1.
 *
 *   npx tsx scripts/bench/all.ts
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './benchSupport.js';

// Lighthouse goes before the load benches: its blocking time is a timing of the page's own work, which the
// leftovers of 5,000 comment streams (closing sockets, a WAL checkpoint) would add to.
const benches = [
  'bundle-size.ts',
  'lighthouse.ts',
  'payment-api.ts',
  'reconciler.ts',
  'comment-streams.ts',
  'office-admissions.ts',
  'office-console.ts',
  'results-lookup.ts',
  'fees-import.ts',
  'fees-lookup.ts',
  'build-200-posts.ts',
];

const missed: string[] = [];
for (const bench of benches) {
  console.log(`\n===== ${bench} =====\n`);
  const run = spawnSync('npx', ['tsx', join('scripts/bench', bench)], { cwd: repoRoot, stdio: 'inherit' });
  if (run.status !== 0) missed.push(`${bench} (exit ${run.status ?? run.signal})`);
}
console.log(
  missed.length === 0 ? '\nEvery bench met its targets.' : `\nMissed a target or failed: ${missed.join(', ')}`,
);
process.exit(missed.length === 0 ? 0 : 1);
