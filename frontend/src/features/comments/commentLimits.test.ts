import { describe, expect, it } from 'vitest';
import { commentsTexts } from '../../content/comments';
import { textsIn } from '../../lib/texts';
import { characterCount, checkLength, isPostable } from './commentLimits';

const words = commentsTexts.en.dialog.length;
const nepali = await textsIn(commentsTexts, 'ne');

describe('comment limits', () => {
  it('counts characters as a reader does: one per emoji or letter', () => {
    expect(characterCount('🙏🙏')).toBe(2);
    expect(characterCount('नमस्ते')).toBe(6);
    expect(characterCount('')).toBe(0);
  });

  it('shows nothing far from the limit, a live count near it, and how much to cut past it', () => {
    expect(checkLength('x'.repeat(63), 80, words)).toEqual({ count: 63, tooLong: false, hint: '' });
    expect(checkLength('x'.repeat(64), 80, words)).toEqual({ count: 64, tooLong: false, hint: '64 / 80' });
    expect(checkLength('x'.repeat(80), 80, words)).toEqual({ count: 80, tooLong: false, hint: '80 / 80' });
    expect(checkLength('x'.repeat(81), 80, words)).toEqual({
      count: 81,
      tooLong: true,
      hint: '1 character too many (at most 80)',
    });
    expect(checkLength('x'.repeat(2010), 2000, words).hint).toBe('10 characters too many (at most 2,000)');
    expect(checkLength('x'.repeat(1900), 2000, words).hint).toBe('1,900 / 2,000');
  });

  it('writes the hints in Nepali with Devanagari digits', () => {
    expect(checkLength('x'.repeat(1900), 2000, nepali.dialog.length).hint).toBe('१,९०० / २,०००');
    expect(checkLength('x'.repeat(2010), 2000, nepali.dialog.length).hint).toBe('१० अक्षर बढी भयो (बढीमा २,००० अक्षर)');
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
