import { describe, expect, it } from 'vitest';
import { dateWordsEn } from '../../lib/dates';
import { dateWords as dateWordsNe } from '../../content/ne/dates';
import { feeMonthText, receiptMomentText } from './receiptText';

describe("a receipt's moment and months", () => {
  it('writes the moment in Nepal time, whatever the clock of the machine: the day after, past midnight there', () => {
    // 20:00 UTC is 01:45 the next day in Nepal.
    expect(receiptMomentText('2025-09-16T20:00:00.000Z', dateWordsEn)).toBe('1 Asoj 2082 B.S. (17 Sep 2025), 1:45 AM');
    expect(receiptMomentText('2025-09-16T20:00:00.000Z', dateWordsNe)).toBe(
      '१ असोज २०८२ वि.सं. (१७ सेप्टेम्बर २०२५), राति १:४५',
    );
  });

  it('writes a fee month by its B.S. name and year', () => {
    expect(feeMonthText('2082-08', dateWordsEn)).toBe('Mangsir 2082');
    expect(feeMonthText('2082-12', dateWordsNe)).toBe('चैत २०८२');
  });
});
