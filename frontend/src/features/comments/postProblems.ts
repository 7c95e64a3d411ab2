import type { TextProblem } from '@school/contracts/text-rules';
import type { CommentField, CommentsWords } from '../../content/comments';
import type { Language } from '../../lib/paths';
import { commentLimits } from './commentLimits';

/**
 * Why a comment was not posted, as data: each page says it in its own words (content/comments.ts, `failure`). The
 * comments service answers a refusal in English ({"message"}); an English page shows those words as they are, a page
 * in another language its own words for the problem, found from the answer's status and the comment that was sent.
 */
export type CommentPostProblem =
  /** No answer: the reader is offline, or the server is. */
  | { kind: 'unreachable' }
  | { kind: 'rateLimited' }
  | { kind: 'tooLarge' }
  | { kind: 'unavailable' }
  | { kind: 'unknownPost' }
  | { kind: 'blankName' }
  | { kind: 'blankText' }
  | { kind: 'tooLong'; field: CommentField }
  | { kind: 'characters'; field: CommentField; problem: TextProblem }
  /** Any other refusal, by its HTTP status. */
  | { kind: 'refused'; status: number }
  /** Firestore's rules refused the write. */
  | { kind: 'checkLimits' }
  | { kind: 'busy' }
  | { kind: 'notSaved' };

/** The problem in a page's words. */
export function describePostProblem(problem: CommentPostProblem, words: CommentsWords['failure']): string {
  switch (problem.kind) {
    case 'tooLong':
      return words.tooLong(
        problem.field,
        problem.field === 'name' ? commentLimits.nameMaxLength : commentLimits.textMaxLength,
      );
    case 'characters':
      return words.characters(problem.field, problem.problem);
    case 'refused':
      return words.refused(problem.status);
    case 'checkLimits':
      return words.checkLimits(commentLimits.nameMaxLength, commentLimits.textMaxLength);
    default:
      return words[problem.kind];
  }
}

/** A post that did not go through: what went wrong, and in English the service's words or the site's own. */
export interface PostFailure {
  problem: CommentPostProblem;
  /** In English: the service's message when it sent one, else the problem in the site's English words. */
  message: string;
}

/** What the comment form says after "Your comment could not be posted.": the English message, or the page's words. */
export function postFailureText(failure: PostFailure, words: CommentsWords['failure'], language: Language): string {
  return language === 'en' ? failure.message : describePostProblem(failure.problem, words);
}
