/**
 * The one rule for the names and texts people type into either service (a commenter's name and comment, a
 * student's and a parent's name on a fee payment), so that nobody can pass as someone else by invisible means:
 *
 * - Control characters are refused (C0, DEL and C1). A text may keep line breaks and tabs; a name may not.
 * - Bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069) are refused in both: they reorder what
 *   follows them, so "\u202Eevil" shows as "live" and one commenter can show another's name.
 * - Zero-width characters (U+200B–U+200D, U+2060, U+FEFF) and the invisible direction marks (U+200E LRM, U+200F
 *   RLM, U+061C ALM) are removed from names: they make two names that look the same differ. Texts keep them:
 *   joiners shape Devanagari conjuncts and emoji, and a mark only moves punctuation in mixed-script writing.
 *
 * Each service words the refusal for its own field ("Parent name", "Your comment") with `textProblemMessage`, and
 * so does the site's Firestore client, which applies the same rule before it writes. firestore.rules refuses the
 * same characters for a write that does not come through it (tests/unit/firestoreRules.test.ts compares them,
 * character by character). No dependencies: the site's pages import it (`@school/contracts/text-rules`).
 */

export type TextKind = 'name' | 'text';
export type TextProblem = 'control' | 'bidi';

/* eslint-disable no-control-regex -- control characters are exactly what these rules are about */
const controlInName = /[\u0000-\u001f\u007f-\u009f]/u;
/** Tab (U+0009), line feed (U+000A) and carriage return (U+000D) are a text's own line breaks and indents. */
const controlInText = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;
/* eslint-enable no-control-regex */
const bidiOverrideOrIsolate = /[\u202a-\u202e\u2066-\u2069]/u;
const invisibleInName = /[\u200b-\u200f\u2060\ufeff\u061c]/gu;

/** A name without its zero-width characters and invisible direction marks. */
export function stripInvisible(name: string): string {
  return name.replace(invisibleInName, '');
}

/** What is wrong with a name or a text under the rule above, or undefined when nothing is. */
export function findTextProblem(value: string, kind: TextKind): TextProblem | undefined {
  if ((kind === 'name' ? controlInName : controlInText).test(value)) return 'control';
  if (bidiOverrideOrIsolate.test(value)) return 'bidi';
  return undefined;
}

/** The refusal in plain words; `label` names the field as the reader knows it ("Parent name", "Your comment"). */
export function textProblemMessage(problem: TextProblem, label: string, kind: TextKind): string {
  if (problem === 'bidi') {
    return `${label} contains hidden characters that change the direction of the text, which are not allowed.`;
  }
  return kind === 'text'
    ? `${label} contains characters that are not allowed. Line breaks and tabs are fine.`
    : `${label} contains characters that are not allowed.`;
}

export type CheckedText = { ok: true; value: string } | { ok: false; problem: TextProblem; message: string };

/**
 * A name as it will be stored: zero-width characters and marks removed (nothing else changes, spaces included),
 * or the refusal. Whether the name is blank is the caller's to decide (its words differ).
 */
export function checkName(raw: string, label: string): CheckedText {
  const value = stripInvisible(raw);
  const problem = findTextProblem(value, 'name');
  return problem ? { ok: false, problem, message: textProblemMessage(problem, label, 'name') } : { ok: true, value };
}

/** A text exactly as typed, or the refusal. */
export function checkText(raw: string, label: string): CheckedText {
  const problem = findTextProblem(raw, 'text');
  return problem
    ? { ok: false, problem, message: textProblemMessage(problem, label, 'text') }
    : { ok: true, value: raw };
}
