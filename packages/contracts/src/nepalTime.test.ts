import { afterEach, describe, expect, it } from 'vitest';
import { bsIsoOfAd } from './bikramSambat.js';
import { formatNepalTime, nepalDate, nepalDayStartUtc, nextIsoDate } from './nepalTime.js';

describe('formatNepalTime', () => {
  it('writes a stored UTC moment in Nepal time, 5 hours 45 minutes ahead', () => {
    expect(formatNepalTime('2026-11-27T03:20:35.489Z')).toBe('2026-11-27 09:05:35');
    expect(formatNepalTime(new Date('2026-11-27T03:20:35.489Z'))).toBe('2026-11-27 09:05:35');
  });

  it('moves to the next day, month and year across midnight in Nepal, which is 18:15 UTC', () => {
    expect(formatNepalTime('2026-11-26T18:14:59Z')).toBe('2026-11-26 23:59:59');
    expect(formatNepalTime('2026-11-26T18:15:00Z')).toBe('2026-11-27 00:00:00');
    expect(formatNepalTime('2026-11-26T20:00:00Z')).toBe('2026-11-27 01:45:00');
    expect(formatNepalTime('2026-12-31T19:00:00Z')).toBe('2027-01-01 00:45:00');
    expect(formatNepalTime('2028-02-28T20:00:00Z')).toBe('2028-02-29 01:45:00');
  });

  it('leaves out the seconds, or adds the offset, when asked', () => {
    expect(formatNepalTime('2026-11-26T20:00:00Z', { seconds: false })).toBe('2026-11-27 01:45');
    expect(formatNepalTime('2026-11-26T20:00:00Z', { offset: true })).toBe('2026-11-27 01:45:00+05:45');
  });

  it('is the same offset all year: Nepal has no daylight saving', () => {
    expect(formatNepalTime('2026-01-15T06:15:00Z')).toBe('2026-01-15 12:00:00');
    expect(formatNepalTime('2026-07-15T06:15:00Z')).toBe('2026-07-15 12:00:00');
  });

  it('refuses what is no moment instead of writing "Invalid Date"', () => {
    expect(() => formatNepalTime('yesterday')).toThrow(RangeError);
    expect(() => formatNepalTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('nepalDate', () => {
  it("is Nepal's calendar day, which runs ahead of UTC's from 18:15 UTC", () => {
    expect(nepalDate('2026-11-26T18:14:59.999Z')).toBe('2026-11-26');
    expect(nepalDate('2026-11-26T20:00:00Z')).toBe('2026-11-27');
  });

  it("gives the B.S. day of Nepal's day, not of UTC's", () => {
    // 01:45 on 27 Nov 2026 in Nepal is 11 Mangsir 2083; the UTC day, 26 Nov, is 10 Mangsir.
    expect(bsIsoOfAd(nepalDate('2026-11-26T20:00:00Z'))).toBe('2083-08-11');
    expect(bsIsoOfAd('2026-11-26')).toBe('2083-08-10');
  });
});

describe('the machine time zone', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('changes nothing: the offset is fixed, no time-zone data is read', () => {
    for (const tz of ['UTC', 'America/New_York', 'Pacific/Chatham', 'Asia/Kathmandu']) {
      process.env.TZ = tz;
      expect(formatNepalTime('2026-03-29T00:30:00Z'), tz).toBe('2026-03-29 06:15:00');
      expect(nepalDate('2026-11-26T20:00:00Z'), tz).toBe('2026-11-27');
    }
  });
});

describe('nepalDayStartUtc and nextIsoDate', () => {
  it('give the UTC moments that bound a range of Nepal days, the last day whole', () => {
    expect(nepalDayStartUtc('2025-09-17')).toBe('2025-09-16T18:15:00.000Z');
    expect(nepalDayStartUtc(nextIsoDate('2025-09-30'))).toBe('2025-09-30T18:15:00.000Z');
    expect(nextIsoDate('2025-12-31')).toBe('2026-01-01');
    expect(nextIsoDate('2028-02-28')).toBe('2028-02-29');
  });

  it('refuses what is not a date', () => {
    expect(() => nepalDayStartUtc('17/09/2025')).toThrow(RangeError);
  });
});
