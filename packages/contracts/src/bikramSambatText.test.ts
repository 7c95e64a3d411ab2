import { describe, expect, it } from 'vitest';
import { bsIsoOfAd } from './bikramSambat.js';
import {
  bsCalendarWordsEn as en,
  bsCalendarWordsNe as ne,
  readBsIso,
  writeBsDate,
  writeBsDayMonth,
  yearMonthDay,
} from './bikramSambatText.js';

describe('Bikram Sambat dates written out without the table', () => {
  it('writes a date day month year, in English or in Nepali with Devanagari digits', () => {
    expect(writeBsDate({ year: 2082, month: 6, day: 1 }, en)).toBe('1 Asoj 2082');
    expect(writeBsDate({ year: 2082, month: 6, day: 1 }, ne)).toBe('१ असोज २०८२');
    expect([en.era, ne.era]).toEqual(['B.S.', 'वि.सं.']);
    expect(ne.digits(1234567890)).toBe('१२३४५६७८९०');
  });

  it('writes a day of a month, and a span within one month or across two', () => {
    expect(writeBsDayMonth({ year: 2082, month: 5, day: 20 }, en)).toBe('20 Bhadra');
    expect(writeBsDayMonth({ year: 2082, month: 5, day: 20 }, en, { year: 2082, month: 5, day: 22 })).toBe(
      '20–22 Bhadra',
    );
    expect(writeBsDayMonth({ year: 2082, month: 5, day: 30 }, ne, { year: 2082, month: 6, day: 2 })).toBe(
      '३० भदौ – २ असोज',
    );
  });

  it('reads back the year-month-day text the build hands to pages', () => {
    expect(yearMonthDay({ year: 2082, month: 6, day: 1 })).toBe('2082-06-01');
    expect(readBsIso('2082-06-01')).toEqual({ year: 2082, month: 6, day: 1 });
    expect(readBsIso(yearMonthDay({ year: 2083, month: 12, day: 30 }))).toEqual({ year: 2083, month: 12, day: 30 });
  });

  it('bsIsoOfAd converts a Gregorian ISO date, and has none outside the table or for what is not a date', () => {
    expect(bsIsoOfAd('2025-09-17')).toBe('2082-06-01');
    expect(bsIsoOfAd('2026-04-14')).toBe('2083-01-01');
    expect(bsIsoOfAd('1900-01-01')).toBeUndefined();
    expect(bsIsoOfAd('2025-02-30')).toBeUndefined();
    expect(bsIsoOfAd('not a date')).toBeUndefined();
  });
});
