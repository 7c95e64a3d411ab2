import { commentLimits } from '@school/contracts/comment-limits';

/** How long a name and a comment may be: the contract's limits, which comments-service enforces too. */
export { commentLimits };

/** Characters as a reader counts them (Unicode code points: an emoji or a Devanagari letter is one). */
export function characterCount(value: string): number {
  return Array.from(value).length;
}

/** Empty or only spaces and line breaks: such a value is never posted. */
export function isBlank(value: string): boolean {
  return value.trim() === '';
}

export interface LengthCheck {
  count: number;
  tooLong: boolean;
  /** What to show under the field: a live count near the limit, or how much to cut. Empty when far from it. */
  hint: string;
}

/** The count appears once 80% of the limit is used, so short comments stay uncluttered. */
const showCountFrom = 0.8;

/** How the hint under a field writes a count and an excess (content/comments.ts, `dialog.length`). */
export interface LengthWords {
  count: (count: number, max: number) => string;
  tooMany: (over: number, max: number) => string;
}

export function checkLength(value: string, max: number, words: LengthWords): LengthCheck {
  const count = characterCount(value);
  if (count > max) return { count, tooLong: true, hint: words.tooMany(count - max, max) };
  const hint = count >= max * showCountFrom ? words.count(count, max) : '';
  return { count, tooLong: false, hint };
}

/** True when the draft may be posted: nothing blank, nothing too long. */
export function isPostable(draft: { name: string; text: string }): boolean {
  return (
    !isBlank(draft.name) &&
    !isBlank(draft.text) &&
    characterCount(draft.name) <= commentLimits.nameMaxLength &&
    characterCount(draft.text) <= commentLimits.textMaxLength
  );
}
