import { describe, expect, it } from 'vitest';
import { formatArticleDate, formatTimelineDate } from './formatArticleDate';

describe('article dates', () => {
  it('writes the publication date as "17 Sep 2025"', () => {
    expect(formatArticleDate('2025-09-17')).toBe('17 Sep 2025');
    expect(formatArticleDate('2026-03-05')).toBe('5 Mar 2026');
  });

  it('writes timeline days and spans', () => {
    expect(formatTimelineDate('2025-09-04')).toBe('4 Sep');
    expect(formatTimelineDate('2025-09-05', '2025-09-07')).toBe('5–7 Sep');
    expect(formatTimelineDate('2025-08-30', '2025-09-02')).toBe('30 Aug – 2 Sep');
  });
});
