import { describe, expect, it } from 'vitest';
import { commentEventFrame, parseLastEventId, streamPreamble } from './sse.js';

describe('server-sent event framing', () => {
  it('frames a comment as one event whose id is its sequence and whose data is one line', () => {
    const frame = commentEventFrame({
      sequence: 7,
      id: '7',
      name: 'Sita',
      text: 'first line\nsecond line\r\n\nid: 99',
      createdAt: '2025-09-17T04:00:00.000Z',
      state: 'published',
    });
    const lines = frame.split('\n');
    expect(lines.slice(0, 2)).toEqual(['id: 7', 'event: comment']);
    expect(lines[2]?.startsWith('data: ')).toBe(true);
    expect(lines.slice(3)).toEqual(['', '']);
    expect(JSON.parse(lines[2]!.slice('data: '.length))).toEqual({
      id: '7',
      name: 'Sita',
      text: 'first line\nsecond line\r\n\nid: 99',
      createdAt: '2025-09-17T04:00:00.000Z',
    });
  });

  it('starts each stream with a reconnect delay', () => {
    expect(streamPreamble()).toMatch(/^retry: \d+\n/);
  });

  it('spreads the reconnect delays of streams cut off together over 3 to 15 seconds', () => {
    expect(streamPreamble(() => 0)).toMatch(/^retry: 3000\n/);
    expect(streamPreamble(() => 0.999_999)).toMatch(/^retry: 14999\n/);
  });

  it.each([
    ['42', 42],
    [' 42 ', 42],
    [['5', '6'], 5],
    [undefined, undefined],
    ['', undefined],
    ['-1', undefined],
    ['abc', undefined],
    ['1e5', undefined],
    ['9'.repeat(20), undefined],
  ])('Last-Event-ID %j → %j', (header, expected) => {
    expect(parseLastEventId(header)).toBe(expected);
  });
});
