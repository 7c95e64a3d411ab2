import { describe, expect, it } from 'vitest';
import { checkName, checkText, findTextProblem, stripInvisible } from './textRules.js';

describe('the text rules for names and texts', () => {
  it('accept ordinary names and texts in any script, with emoji and joiners in texts', () => {
    expect(checkName('सीता कुमारी शर्मा', 'Your name')).toEqual({ ok: true, value: 'सीता कुमारी शर्मा' });
    expect(checkName('  Ram  ', 'Your name')).toEqual({ ok: true, value: '  Ram  ' });
    expect(checkName('محمد علی', 'Your name')).toEqual({ ok: true, value: 'محمد علی' });
    expect(checkText('Peace\n\tto all \u{1f468}\u200d\u{1f469} \u0915\u094d\u200d\u0937\r\n', 'Your comment')).toEqual({
      ok: true,
      value: 'Peace\n\tto all \u{1f468}\u200d\u{1f469} \u0915\u094d\u200d\u0937\r\n',
    });
  });

  it('remove zero-width characters and direction marks from names, and nothing else', () => {
    expect(stripInvisible('Si\u200bta\u200c \u200dRam\u2060\ufeff\u200e\u200f\u061c')).toBe('Sita Ram');
    expect(checkName('\u200bSita', 'Your name')).toEqual({ ok: true, value: 'Sita' });
  });

  it.each([
    ['\u202eevil', 'bidi'],
    ['Sita\u202a', 'bidi'],
    ['\u2066Ram\u2069', 'bidi'],
    ['Ram\nYadav', 'control'],
    ['Ram\tYadav', 'control'],
    ['Ram\u0000', 'control'],
    ['Ram\u007f', 'control'],
    ['Ram\u0085', 'control'],
  ])('refuse the name %j (%s)', (name, problem) => {
    const checked = checkName(name, 'Parent name');
    expect(checked.ok).toBe(false);
    expect(checked.ok ? undefined : checked.problem).toBe(problem);
  });

  it('word each refusal plainly, naming the field', () => {
    expect(checkName('\u202eevil', 'Your name')).toEqual({
      ok: false,
      problem: 'bidi',
      message: 'Your name contains hidden characters that change the direction of the text, which are not allowed.',
    });
    expect(checkName('Ram\nYadav', 'Parent name')).toMatchObject({
      message: 'Parent name contains characters that are not allowed.',
    });
    expect(checkText('bell\u0007', 'Your comment')).toMatchObject({
      message: 'Your comment contains characters that are not allowed. Line breaks and tabs are fine.',
    });
  });

  it('let texts keep line breaks and tabs but not other controls or overrides', () => {
    expect(findTextProblem('a\nb\tc\r\nd', 'text')).toBeUndefined();
    expect(findTextProblem('a\u000bb', 'text')).toBe('control');
    expect(findTextProblem('a\u202db', 'text')).toBe('bidi');
    expect(findTextProblem('a\u200fb', 'text')).toBeUndefined();
  });
});
