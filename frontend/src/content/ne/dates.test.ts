import { bsCalendarWordsNe } from '@school/contracts/bikram-sambat-text';
import { describe, expect, it } from 'vitest';
import { dateWords, nepaliDigits } from './dates';

describe('the Nepali date words', () => {
  it('write B.S. dates as @school/contracts does (the services’ emails), of which they are a copy', () => {
    expect(dateWords.bs.monthNames).toEqual(bsCalendarWordsNe.monthNames);
    expect(dateWords.bs.era).toBe(bsCalendarWordsNe.era);
    for (const value of [0, 7, 15, 2082, 1234567890])
      expect(dateWords.bs.digits(value)).toBe(bsCalendarWordsNe.digits(value));
  });

  it('write a number in Devanagari digits whatever the platform knows of Nepali', () => {
    expect(nepaliDigits(2009)).toBe('२००९');
    expect(nepaliDigits(0)).toBe('०');
  });
});
