import { describe, expect, it } from 'vitest';
import { receivedTimeText } from './receivedTime.js';

describe('receivedTimeText', () => {
  it('writes the stored UTC time in Nepal time (+05:45), with the B.S. date beside it', () => {
    expect(receivedTimeText('2026-11-27T03:20:35.489Z')).toBe('2026-11-27 09:05 Nepal time (11 Mangsir 2083 B.S.)');
  });

  it("takes Nepal's day across midnight UTC: the next A.D. day and the next B.S. day", () => {
    expect(receivedTimeText(new Date('2026-11-26T20:00:00Z'))).toBe(
      '2026-11-27 01:45 Nepal time (11 Mangsir 2083 B.S.)',
    );
    expect(receivedTimeText(new Date('2026-11-26T18:14:00Z'))).toBe(
      '2026-11-26 23:59 Nepal time (10 Mangsir 2083 B.S.)',
    );
  });

  it('leaves the B.S. date out beyond the calendar table, never shifting it', () => {
    expect(receivedTimeText('2100-01-01T00:00:00Z')).toBe('2100-01-01 05:45 Nepal time');
  });
});
