import { describe, expect, it } from 'vitest';
import { readBsDay } from './readBsDay';

describe('readBsDay', () => {
  it('reads a B.S. date typed as year-month-day, in ASCII or Devanagari digits, as its A.D. day', () => {
    expect(readBsDay('2082-08-12')).toEqual({ adDate: '2025-11-28' });
    expect(readBsDay('2082/8/12')).toEqual({ adDate: '2025-11-28' });
    expect(readBsDay('२०८२-०८-१२')).toEqual({ adDate: '2025-11-28' });
  });

  it('gives the calendar’s refusal for text that is no B.S. date', () => {
    const unreadable = readBsDay('12 Mangsir');
    expect(unreadable).toMatchObject({ refusal: { reason: 'unreadable' } });
    const noSuchDay = readBsDay('2082-08-45');
    expect(noSuchDay).toMatchObject({ refusal: { reason: 'not-a-date' } });
    expect(readBsDay('1900-01-01')).toMatchObject({ refusal: { reason: 'outside-table' } });
  });
});
