import { describe, expect, it } from 'vitest';
import {
  formatBothCalendars,
  formatCalendarDate,
  formatDateTime,
  formatDayMonth,
  formatDayMonthBothCalendars,
  isPastClosingDate,
  todayInNepal,
} from './dates';

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

describe('formatBothCalendars and formatDayMonthBothCalendars', () => {
  it('write the B.S. date beside the Gregorian, in brackets', () => {
    expect(formatBothCalendars('2025-09-17', '2082-06-01')).toBe('17 Sep 2025 (1 Asoj 2082 B.S.)');
    expect(formatDayMonthBothCalendars('2025-09-05', '2082-05-20', '2025-09-07', '2082-05-22')).toBe(
      '5–7 Sep (20–22 Bhadra)',
    );
    expect(formatDayMonthBothCalendars('2025-09-04', '2082-05-19')).toBe('4 Sep (19 Bhadra)');
  });

  it('leave the Gregorian date alone where there is no B.S. date (outside the table), rather than guess one', () => {
    expect(formatBothCalendars('1900-01-01', undefined)).toBe('1 Jan 1900');
    expect(formatDayMonthBothCalendars('2025-09-05', '2082-05-20', '2025-09-07', undefined)).toBe('5–7 Sep');
  });
});

describe('todayInNepal and isPastClosingDate', () => {
  it("turn the date at Nepal's midnight (UTC+5:45), whatever the visitor's own zone", () => {
    expect(todayInNepal(new Date('2025-08-28T18:14:00Z'))).toBe('2025-08-28');
    expect(todayInNepal(new Date('2025-08-28T18:15:00Z'))).toBe('2025-08-29');
  });

  it('keep a vacancy open through its closing day, and closed from the next', () => {
    expect(isPastClosingDate('2025-08-28', new Date('2025-08-28T18:14:00Z'))).toBe(false);
    expect(isPastClosingDate('2025-08-28', new Date('2025-08-28T18:15:00Z'))).toBe(true);
  });
});

describe('formatDateTime', () => {
  it("writes a moment in the site's date style with a 12-hour time, in the reader's time zone", () => {
    expect(formatDateTime(new Date(2026, 10, 24, 3, 46))).toBe('24 Nov 2026, 3:46 AM');
    expect(formatDateTime(new Date(2025, 8, 7, 15, 5))).toBe('7 Sep 2025, 3:05 PM');
    expect(formatDateTime(new Date(2025, 0, 1, 0, 0))).toBe('1 Jan 2025, 12:00 AM');
    expect(formatDateTime(new Date(2025, 0, 1, 12, 0))).toBe('1 Jan 2025, 12:00 PM');
  });
});
