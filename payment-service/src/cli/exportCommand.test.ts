import { describe, expect, it } from 'vitest';
import type { TransactionStore } from '../transactions/store.js';
import { backlogReport, parseExportArgs } from './exportCommand.js';

describe('export-transactions arguments', () => {
  it('exports everything without arguments', () => {
    expect(parseExportArgs([])).toEqual({ kind: 'export', filter: {}, bom: false });
  });

  it('filters by statuses, repeated or comma-separated, in any case', () => {
    expect(parseExportArgs(['--status', 'completed,FAILED', '--status', 'Pending'])).toEqual({
      kind: 'export',
      filter: { statuses: ['COMPLETED', 'FAILED', 'PENDING'] },
      bom: false,
    });
  });

  it('turns Nepal calendar days into a UTC range, the --to day included', () => {
    expect(parseExportArgs(['--from', '2025-09-01', '--to', '2025-09-30', '--bom'])).toEqual({
      kind: 'export',
      filter: { createdFrom: '2025-08-31T18:15:00.000Z', createdBefore: '2025-09-30T18:15:00.000Z' },
      bom: true,
    });
  });

  it('asks for help', () => {
    expect(parseExportArgs(['--help'])).toEqual({ kind: 'help' });
    expect(parseExportArgs(['-h'])).toEqual({ kind: 'help' });
  });

  it.each([
    [['--status', 'PAID'], /unknown status 'PAID'/],
    [['--from', '2025-02-30'], /--from must be a date like 2025-09-17, got '2025-02-30'/],
    [['--to', '17/09/2025'], /--to must be a date/],
    [['--from', '2025-10-01', '--to', '2025-09-01'], /--from 2025-10-01 is after --to 2025-09-01/],
    [['--since', '2025-01-01'], /Unknown option '--since'/],
    [['COMPLETED'], /positional/i],
    [['--from'], /argument missing/i],
  ])('explains %j', (argv, message) => {
    const result = parseExportArgs(argv);
    expect(result.kind).toBe('error');
    expect(result.kind === 'error' && result.message).toMatch(message);
  });
});

describe('the backlog report', () => {
  it('says when the next status check is due in Nepal time, the next day after 18:15 UTC', () => {
    // Only what backlogReport reads: nothing due now, one check planned.
    const store = {
      backlog: () => ({ due: 0, firstInLine: 0, notFoundTail: 0 }),
      nextCheckDue: () => '2025-09-17T18:20:00.000Z',
    } as unknown as TransactionStore;
    expect(backlogReport(store, 60, new Date('2025-09-17T18:00:00Z'))).toContain(
      'Next check due: 2025-09-18 00:05 Nepal time.\n',
    );
  });
});
