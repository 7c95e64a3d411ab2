import { describe, expect, it } from 'vitest';
import { dateWords as dateWordsNe } from '../content/ne/dates';
import { dateWordsEn } from '../lib/dates';
import { dayInBothCalendars, momentInBothCalendars, todayInBothCalendars } from './bothCalendars';

describe('dayInBothCalendars', () => {
  it('writes a date of birth in B.S. with the A.D. date beside it', () => {
    expect(dayInBothCalendars('2019-04-15', dateWordsEn)).toBe('2 Baisakh 2076 B.S. (15 Apr 2019)');
  });

  it('keeps what is not a date as it was stored, rather than a wrong date', () => {
    expect(dayInBothCalendars('15/04/2019', dateWordsEn)).toBe('15/04/2019');
  });
});

describe('momentInBothCalendars', () => {
  it('takes the day and the time on Nepal’s clock, not UTC’s: 20:00 UTC is 01:45 the next day in Nepal', () => {
    expect(momentInBothCalendars('2026-11-26T20:00:00Z', dateWordsEn)).toBe(
      '11 Mangsir 2083 B.S. (27 Nov 2026), 1:45 AM',
    );
  });

  it('writes Nepali pages’ moments in Nepali words and digits', () => {
    expect(momentInBothCalendars('2026-11-27T06:15:00Z', dateWordsNe)).toBe(
      '११ मंसिर २०८३ वि.सं. (२७ नोभेम्बर २०२६), दिउँसो १२:००',
    );
  });
});

describe('todayInBothCalendars', () => {
  // 20:00 UTC on 16 September 2025 is already 01:45 on the 17th in Nepal: 1 Asoj 2082.
  const lateEveningUtc = new Date('2025-09-16T20:00:00Z');

  it('writes Nepal’s day, B.S. first with A.D. beside', () => {
    expect(todayInBothCalendars(dateWordsEn, lateEveningUtc)).toBe('1 Asoj 2082 B.S. (17 Sep 2025)');
    expect(todayInBothCalendars(dateWordsNe, lateEveningUtc)).toBe('१ असोज २०८२ वि.सं. (१७ सेप्टेम्बर २०२५)');
  });

  it('writes the A.D. date alone outside the B.S. table', () => {
    expect(todayInBothCalendars(dateWordsEn, new Date('2150-01-01T12:00:00Z'))).toBe('1 Jan 2150');
  });
});
