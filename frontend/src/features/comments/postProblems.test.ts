import { describe, expect, it } from 'vitest';
import { commentsTexts } from '../../content/comments';
import { textsIn } from '../../lib/texts';
import { describePostProblem, postFailureText, type CommentPostProblem } from './postProblems';
import { CommentPostError } from './types';

const english = commentsTexts.en.failure;
const nepali = (await textsIn(commentsTexts, 'ne')).failure;

const problems: CommentPostProblem[] = [
  { kind: 'unreachable' },
  { kind: 'rateLimited' },
  { kind: 'tooLarge' },
  { kind: 'unavailable' },
  { kind: 'unknownPost' },
  { kind: 'blankName' },
  { kind: 'blankText' },
  { kind: 'tooLong', field: 'name' },
  { kind: 'tooLong', field: 'text' },
  { kind: 'characters', field: 'name', problem: 'bidi' },
  { kind: 'characters', field: 'name', problem: 'control' },
  { kind: 'characters', field: 'text', problem: 'bidi' },
  { kind: 'characters', field: 'text', problem: 'control' },
  { kind: 'refused', status: 400 },
  { kind: 'checkLimits' },
  { kind: 'busy' },
  { kind: 'notSaved' },
];

describe('a refused comment in words', () => {
  it('is said in English as the service and the clients said it', () => {
    expect(describePostProblem({ kind: 'rateLimited' }, english)).toBe(
      'You are posting comments too quickly. Please wait a minute and try again.',
    );
    expect(describePostProblem({ kind: 'tooLong', field: 'text' }, english)).toBe(
      'Your comment can be at most 2,000 characters.',
    );
    expect(describePostProblem({ kind: 'characters', field: 'name', problem: 'bidi' }, english)).toBe(
      'Your name contains hidden characters that change the direction of the text, which are not allowed.',
    );
    expect(describePostProblem({ kind: 'refused', status: 418 }, english)).toBe(
      'The server refused the comment (error 418). Please check it and try again.',
    );
  });

  it.each(problems.map((problem) => [JSON.stringify(problem), problem] as const))(
    'is said in Nepali, without a Latin word: %s',
    (_label, problem) => {
      const text = describePostProblem(problem, nepali);
      expect(text).toMatch(/[\u0900-\u097f]/);
      expect(text).not.toMatch(/[A-Za-z]/);
    },
  );

  it('writes numbers in Devanagari digits', () => {
    expect(describePostProblem({ kind: 'tooLong', field: 'text' }, nepali)).toContain('२,०००');
    expect(describePostProblem({ kind: 'refused', status: 400 }, nepali)).toContain('४००');
  });

  it('groups counts in lakhs, in Devanagari digits', async () => {
    const words = await textsIn(commentsTexts, 'ne');
    expect(words.headingWithCount(7)).toBe('प्रतिक्रियाहरू (७)');
    expect(words.headingWithCount(2000)).toBe('प्रतिक्रियाहरू (२,०००)');
    expect(words.headingWithCount(1234567)).toBe('प्रतिक्रियाहरू (१२,३४,५६७)');
  });

  it('keeps the service’s own words on an English page, and says the problem in the page’s words on another', () => {
    const error = new CommentPostError({ kind: 'rateLimited' }, 'Slow down, please.');
    expect(postFailureText(error, english, 'en')).toBe('Slow down, please.');
    expect(postFailureText(error, nepali, 'ne')).toBe(nepali.rateLimited);
    // Without the service's words, the English message is the site's own.
    expect(new CommentPostError({ kind: 'unreachable' }).message).toBe(english.unreachable);
  });
});
