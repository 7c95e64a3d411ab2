import { describe, expect, it } from 'vitest';
import { dateWordsEn } from '../../lib/dates';
import { nepalMoment } from './nepalMoment';

describe('nepalMoment', () => {
  it('shows a moment in Nepal time, its Nepal day in B.S. with A.D. beside', () => {
    expect(nepalMoment('2026-11-27T04:00:00.000Z', dateWordsEn)).toEqual({
      date: '11 Mangsir 2083 B.S. (27 Nov 2026)',
      time: '9:45 AM',
    });
  });

  it('takes the day from Nepal, not UTC: 20:00 UTC is 01:45 the next day there', () => {
    expect(nepalMoment('2026-11-26T20:00:00.000Z', dateWordsEn)).toEqual({
      date: '11 Mangsir 2083 B.S. (27 Nov 2026)',
      time: '1:45 AM',
    });
  });
});
