import { describe, expect, it } from 'vitest';
import { characterCount, checkLength, isPostable } from './commentLimits';

describe('comment limits', () => {
  it('counts characters as a reader does: one per emoji or letter', () => {
    expect(characterCount('🙏🙏')).toBe(2);
    expect(characterCount('नमस्ते')).toBe(6);
    expect(characterCount('')).toBe(0);
  });

  it('shows nothing far from the limit, a live count near it, and how much to cut past it', () => {
    expect(checkLength('x'.repeat(63), 80)).toEqual({ count: 63, tooLong: false, hint: '' });
    expect(checkLength('x'.repeat(64), 80)).toEqual({ count: 64, tooLong: false, hint: '64 / 80' });
    expect(checkLength('x'.repeat(80), 80)).toEqual({ count: 80, tooLong: false, hint: '80 / 80' });
    expect(checkLength('x'.repeat(81), 80)).toEqual({
      count: 81,
      tooLong: true,
      hint: '1 character too many (at most 80)',
    });
    expect(checkLength('x'.repeat(2010), 2000).hint).toBe('10 characters too many (at most 2,000)');
    expect(checkLength('x'.repeat(1900), 2000).hint).toBe('1,900 / 2,000');
  });

  it.each([
    [{ name: 'Sita', text: 'Hello' }, true],
    [{ name: '  Sita ', text: '\nHello\n' }, true],
    [{ name: '', text: 'Hello' }, false],
    [{ name: '   ', text: 'Hello' }, false],
    [{ name: 'Sita', text: ' \n\t ' }, false],
    [{ name: 'x'.repeat(81), text: 'Hello' }, false],
    [{ name: 'Sita', text: 'x'.repeat(2001) }, false],
    [{ name: 'x'.repeat(80), text: 'x'.repeat(2000) }, true],
  ])('%j may be posted: %s', (draft, postable) => {
    expect(isPostable(draft)).toBe(postable);
  });
});
