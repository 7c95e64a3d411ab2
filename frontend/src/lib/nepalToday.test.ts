import { describe, expect, it } from 'vitest';
import { isPastClosingDate, todayInNepal } from './nepalToday';

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
