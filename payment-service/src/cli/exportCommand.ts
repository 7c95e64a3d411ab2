/**
 * The `make transactions` command: payment transactions as CSV on stdout, filtered by status and date; with
 * --backlog, the reconciler's queue instead (the status checks due now, and how long the budget needs for them).
 * Kept apart from export-transactions.ts (which only runs it) so tests can call it with their own streams.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { formatNepalTime, nepalDayStartUtc, nextIsoDate } from '@school/contracts/nepal-time';
import { setting } from '@school/service-kit';
import { transactionsToCsv } from '../transactions/csv.js';
import { isTransactionStatus, transactionStatuses, type TransactionStatus } from '../transactions/statusRules.js';
import { openTransactionStore, type ListFilter, type TransactionStore } from '../transactions/store.js';

export const usage = `Usage: export-transactions [--status STATUS] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--bom]
       export-transactions --backlog

Prints the payment transactions as CSV (UTF-8, one header row), oldest first.
  --status STATUS   only these statuses; repeat it or separate with commas.
                    ${transactionStatuses.join(', ')}
  --from DATE       started on or after this day (Nepal time)
  --to DATE         started on or before this day (Nepal time)
  --bom             begin with a UTF-8 byte-order mark, so Excel shows Nepali names correctly
  --backlog         instead of the CSV: the eSewa status checks due now, in the order they are served,
                    and how long ESEWA_STATUS_CALLS_PER_MINUTE (default 60) needs for them
  --help            this text
Reads the database named by PAYMENT_DB_PATH (default data/payments.sqlite).
Example: make transactions ARGS="--status COMPLETED --from 2025-09-01 --to 2025-09-30"
`;

export type ExportArgs =
  | { kind: 'help' }
  | { kind: 'backlog' }
  | { kind: 'export'; filter: ListFilter; bom: boolean }
  | { kind: 'error'; message: string };

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

export function parseExportArgs(argv: readonly string[]): ExportArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: {
        status: { type: 'string', multiple: true },
        from: { type: 'string' },
        to: { type: 'string' },
        bom: { type: 'boolean' },
        backlog: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: false,
      strict: true,
    });
  } catch (error) {
    return { kind: 'error', message: (error as Error).message };
  }
  const { values } = parsed;
  if (values.help) return { kind: 'help' };
  if (values.backlog) return { kind: 'backlog' };

  const statuses: TransactionStatus[] = [];
  for (const raw of (values.status ?? []).flatMap((s) => s.split(','))) {
    const status = raw.trim().toUpperCase();
    if (!isTransactionStatus(status)) {
      return { kind: 'error', message: `unknown status '${raw}' (use one of ${transactionStatuses.join(', ')})` };
    }
    statuses.push(status);
  }
  for (const [name, value] of [
    ['--from', values.from],
    ['--to', values.to],
  ] as const) {
    if (value !== undefined && !isCalendarDate(value)) {
      return { kind: 'error', message: `${name} must be a date like 2025-09-17, got '${value}'` };
    }
  }
  if (values.from && values.to && values.from > values.to) {
    return { kind: 'error', message: `--from ${values.from} is after --to ${values.to}` };
  }
  const filter: ListFilter = {};
  if (statuses.length > 0) filter.statuses = statuses;
  if (values.from) filter.createdFrom = nepalDayStartUtc(values.from);
  if (values.to) filter.createdBefore = nepalDayStartUtc(nextIsoDate(values.to));
  return { kind: 'export', filter, bom: values.bom ?? false };
}

interface Output {
  write(text: string): unknown;
}

/** The reconciler's queue in a few lines an operator reads at a glance. */
export function backlogReport(store: TransactionStore, perMinute: number, now: Date): string {
  const backlog = store.backlog(now.toISOString());
  const next = store.nextCheckDue();
  const minutes = Math.ceil(backlog.due / perMinute);
  return [
    `eSewa status checks due now: ${backlog.due}`,
    `  served first (a page came back, or a payment's first check): ${backlog.firstInLine}`,
    `  other checks (open payments, refund checks): ${backlog.due - backlog.firstInLine - backlog.notFoundTail}`,
    `  NOT_FOUND payments' later checks (served last): ${backlog.notFoundTail}`,
    backlog.due > 0
      ? `At ${perMinute} status calls a minute (ESEWA_STATUS_CALLS_PER_MINUTE) that is about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} of calls.`
      : `Next check due: ${next ? `${formatNepalTime(next, { seconds: false })} Nepal time` : 'none planned'}.`,
    '',
  ].join('\n');
}

/** Runs the command; answers the exit code (0 done, 1 no database, 2 bad arguments). */
export function runExport(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  stdout: Output,
  stderr: Output,
): number {
  const args = parseExportArgs(argv);
  if (args.kind === 'help') {
    stdout.write(usage);
    return 0;
  }
  if (args.kind === 'error') {
    stderr.write(`export-transactions: ${args.message}\n\n${usage}`);
    return 2;
  }
  const path = env.PAYMENT_DB_PATH || 'data/payments.sqlite';
  if (!existsSync(path)) {
    stderr.write(`export-transactions: no payments database at ${path} (set PAYMENT_DB_PATH)\n`);
    return 1;
  }
  let store;
  try {
    store = openTransactionStore(path, { readonly: true });
  } catch (error) {
    stderr.write(`export-transactions: cannot read ${path}: ${(error as Error).message}\n`);
    return 1;
  }
  try {
    if (args.kind === 'backlog') {
      const perMinute = Number(setting(env, 'ESEWA_STATUS_CALLS_PER_MINUTE') ?? 60);
      stdout.write(backlogReport(store, Number.isInteger(perMinute) && perMinute > 0 ? perMinute : 60, new Date()));
      return 0;
    }
    stdout.write((args.bom ? '\uFEFF' : '') + transactionsToCsv(store.list(args.filter), store.ledgerLinks()));
    return 0;
  } finally {
    store.close();
  }
}
