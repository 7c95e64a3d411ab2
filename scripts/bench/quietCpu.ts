/**
 * Waits for the machine's CPUs to go quiet before a timing-sensitive measurement (Lighthouse multiplies every task
 * it observes by 4, so another process's work shows up as the page's blocking time). Linux only: /proc/stat.
 */
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** Busy and total CPU time since boot, summed over all CPUs (the first line of /proc/stat). */
function cpuTimes(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  // idle and iowait are the 4th and 5th fields.
  return { busy: total - fields[3]! - (fields[4] ?? 0), total };
}

/** The share of CPU time (0–1) spent busy over the next `windowMs`. */
async function busyShare(windowMs: number): Promise<number> {
  const before = cpuTimes();
  await sleep(windowMs);
  const after = cpuTimes();
  const total = after.total - before.total;
  return total > 0 ? (after.busy - before.busy) / total : 0;
}

/**
 * Resolves once one second passes with the CPUs at most `maxBusy` busy, or after `timeoutMs` whatever the load;
 * returns the last second's busy share, for the caller to report a measurement taken on a busy machine.
 */
export async function waitForQuietCpu(maxBusy = 0.1, timeoutMs = 30_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let busy = await busyShare(1000);
  while (busy > maxBusy && Date.now() < deadline) busy = await busyShare(1000);
  return busy;
}
