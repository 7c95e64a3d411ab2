import { describe, expect, it } from 'vitest';
import { formatMomentInBothCalendars } from './momentDates';

describe('formatMomentInBothCalendars', () => {
  it("writes the reader's own day with its B.S. date beside, then the time", () => {
    expect(formatMomentInBothCalendars(new Date(2025, 8, 17, 15, 5))).toBe('17 Sep 2025 (1 Asoj 2082 B.S.), 3:05 PM');
    // Just before and after midnight: the B.S. date follows the reader's day, not UTC's.
    expect(formatMomentInBothCalendars(new Date(2025, 8, 16, 23, 59))).toBe(
      '16 Sep 2025 (31 Bhadra 2082 B.S.), 11:59 PM',
    );
  });

  it('writes the Gregorian day alone for a moment outside the B.S. table', () => {
    expect(formatMomentInBothCalendars(new Date(1900, 0, 1, 0, 0))).toBe('1 Jan 1900, 12:00 AM');
  });
});

describe('formatMomentInBothCalendars: the time', () => {
  it("writes a 12-hour time, in the reader's time zone", () => {
    expect(formatMomentInBothCalendars(new Date(2026, 10, 24, 3, 46))).toBe(
      '24 Nov 2026 (8 Mangsir 2083 B.S.), 3:46 AM',
    );
    expect(formatMomentInBothCalendars(new Date(2025, 8, 7, 15, 5))).toBe('7 Sep 2025 (22 Bhadra 2082 B.S.), 3:05 PM');
    expect(formatMomentInBothCalendars(new Date(2025, 0, 1, 0, 0))).toBe('1 Jan 2025 (17 Poush 2081 B.S.), 12:00 AM');
    expect(formatMomentInBothCalendars(new Date(2025, 0, 1, 12, 0))).toBe('1 Jan 2025 (17 Poush 2081 B.S.), 12:00 PM');
  });
});
