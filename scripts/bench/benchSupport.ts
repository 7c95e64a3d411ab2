/** What every benchmark script shares: where the repository is, its BENCH_* settings, and percentiles. */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A whole-number BENCH_* setting from the environment, or its default. */
export function numberSetting(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw ? Number(raw) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number, got '${raw}'`);
  return value;
}

/** The p-th percentile (nearest rank) of numbers sorted ascending; NaN for none. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
