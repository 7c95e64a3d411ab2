import { describe, expect, it } from 'vitest';
import { dateWords } from '../../content/ne/dates';
import { dateWordsEn } from '../../lib/dates';
import { todayInBothCalendars } from './todayInBothCalendars';

describe('todayInBothCalendars', () => {
  // 20:00 UTC on 16 September 2025 is already 01:45 on the 17th in Nepal: 1 Asoj 2082.
  const lateEveningUtc = new Date('2025-09-16T20:00:00Z');

  it('writes Nepal’s day, B.S. first with A.D. beside', () => {
    expect(todayInBothCalendars(dateWordsEn, lateEveningUtc)).toBe('1 Asoj 2082 B.S. (17 Sep 2025)');
    expect(todayInBothCalendars(dateWords, lateEveningUtc)).toBe('१ असोज २०८२ वि.सं. (१७ सेप्टेम्बर २०२५)');
  });

  it('writes the A.D. date alone outside the B.S. table', () => {
    expect(todayInBothCalendars(dateWordsEn, new Date('2150-01-01T12:00:00Z'))).toBe('1 Jan 2150');
  });
});
