import { describe, expect, it } from 'vitest';
import { bsIsoOf } from './bsDates';

describe('bsIsoOf', () => {
  it('converts a Gregorian date to its B.S. date, year-month-day', () => {
    expect(bsIsoOf('2025-09-17')).toBe('2082-06-01');
    expect(bsIsoOf('2026-04-14')).toBe('2083-01-01');
  });

  it('has no B.S. date for a day outside the table or not a date, rather than a shifted one', () => {
    expect(bsIsoOf('1900-01-01')).toBeUndefined();
    expect(bsIsoOf('2025-02-30')).toBeUndefined();
    expect(bsIsoOf('not a date')).toBeUndefined();
  });
});
