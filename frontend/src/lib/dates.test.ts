import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './dates';

describe('formatCalendarDate', () => {
  it('writes a calendar date the way the school notices do', () => {
    expect(formatCalendarDate('2025-09-10')).toBe('Sep 10, 2025');
  });

  it('does not shift the day in time zones behind UTC', () => {
    expect(formatCalendarDate('2025-01-01')).toBe('Jan 1, 2025');
  });
});
