import { describe, expect, it } from 'vitest';
import { dateWordsEn } from '../lib/dates';
import { nepalMomentText } from './nepalMomentText';

describe('a stored moment in the console', () => {
  it('is Nepal time, B.S. with A.D. beside, whatever the zone of the computer', () => {
    // 18:30 UTC on 20 Nov is 00:15 on 21 Nov in Nepal (UTC+5:45).
    expect(nepalMomentText('2026-11-20T18:30:00.000Z', dateWordsEn)).toBe(
      '5 Mangsir 2083 B.S. (21 Nov 2026), 12:15 AM',
    );
  });
});
