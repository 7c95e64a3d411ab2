import { describe, expect, it } from 'vitest';
import { formatBothCalendars, formatCalendarDate, formatDayMonth, formatBsDayMonth, localIsoDate } from './dates';

describe('formatCalendarDate', () => {
  it('writes a calendar date as the spec does ("17 Sep 2025"), for every page', () => {
    expect(formatCalendarDate('2025-09-17')).toBe('17 Sep 2025');
    expect(formatCalendarDate('2026-03-05')).toBe('5 Mar 2026');
  });

  it('does not shift the day in time zones behind UTC', () => {
    expect(formatCalendarDate('2025-01-01')).toBe('1 Jan 2025');
  });
});

describe('formatDayMonth', () => {
  it('writes timeline days and spans', () => {
    expect(formatDayMonth('2025-09-04')).toBe('4 Sep');
    expect(formatDayMonth('2025-09-05', '2025-09-07')).toBe('5–7 Sep');
    expect(formatDayMonth('2025-08-30', '2025-09-02')).toBe('30 Aug – 2 Sep');
  });
});

describe('formatBothCalendars and formatBsDayMonth', () => {
  it('write the B.S. date beside the Gregorian, in brackets', () => {
    expect(formatBothCalendars('2025-09-17', '2082-06-01')).toBe('17 Sep 2025 (1 Asoj 2082 B.S.)');
    expect(formatBsDayMonth('2082-05-20', '2082-05-22', true)).toBe('20–22 Bhadra');
    expect(formatBsDayMonth('2082-05-30', '2082-06-02', true)).toBe('30 Bhadra – 2 Asoj');
    expect(formatBsDayMonth('2082-05-19')).toBe('19 Bhadra');
  });

  it('leave the Gregorian date alone where there is no B.S. date (outside the table), rather than guess one', () => {
    expect(formatBothCalendars('1900-01-01', undefined)).toBe('1 Jan 1900');
    expect(formatBsDayMonth(undefined)).toBeUndefined();
    expect(formatBsDayMonth('2082-05-20', undefined, true)).toBeUndefined();
  });
});

describe('localIsoDate', () => {
  it("writes the visitor's local date as the date input does", () => {
    expect(localIsoDate(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });
});
