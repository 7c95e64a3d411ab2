import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { commentLimits } from '@school/contracts/comment-limits';
import { findTextProblem, stripInvisible } from '@school/contracts/text-rules';
import { describe, expect, it } from 'vitest';

/**
 * firestore.rules repeats, in Firestore's rules language, what packages/contracts says for comments-service and
 * the site's Firestore client: the lengths and the characters refused (the posts that take comments the build fills in).
 * This reads the rules as text and fails on any drift: the numbers must be the contracts', and each character class
 * must accept and refuse exactly the code points the contracts' text rules do, all 1,112,064 of them. That Firestore
 * evaluates the built rules as written is the rules table's work, against the emulator and comments-service alike
 * (comments-service/test/firestore/rules.firestore.test.ts).
 */
const rulesPath = join(resolve(dirname(fileURLToPath(import.meta.url)), '../..'), 'firestore.rules');
const rules = readFileSync(rulesPath, 'utf8');

function captured(pattern: RegExp, what: string): string {
  const match = pattern.exec(rules);
  if (!match?.[1]) throw new Error(`firestore.rules has no ${what} (looked for ${pattern})`);
  return match[1];
}

/** A rules function's `value.matches('…')` pattern as JavaScript: the string literal unescaped, RE2's \x{…} as \u{…}. */
function characterRule(functionName: string): RegExp {
  const literal = captured(
    new RegExp(`function ${functionName}\\(value\\) \\{\\s*return value\\.matches\\('([^']+)'\\);`),
    `function ${functionName}(value) { return value.matches('…'); }`,
  );
  const re2 = literal.replace(/\\\\/g, '\\');
  expect(re2, 'only the syntax this test translates: ^[^…]*$ of \\x{…} escapes and ranges').toMatch(
    /^\^\[\^(\\x\{[0-9A-F]+\}(-\\x\{[0-9A-F]+\})?)+\]\*\$$/,
  );
  return new RegExp(re2.replace(/\\x\{([0-9A-F]+)\}/g, '\\u{$1}'), 'u');
}

/** Every code point a string can hold on its own (no lone surrogate halves). */
function* everyCodePoint(): Generator<string> {
  for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
    if (codePoint < 0xd800 || codePoint > 0xdfff) yield String.fromCodePoint(codePoint);
  }
}

const hex = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

describe('firestore.rules says what packages/contracts says', () => {
  it('takes comments on known posts only, whose list the build fills in from the content folder', () => {
    // frontend/vite/siteContent/firestoreRules.test.ts checks the filled-in copy.
    expect(captured(/return postId in (\[[^\]]*\]);/, 'known-post list (postId in [...])')).toBe('[]');
    expect(rules).toMatch(/allow create: if isKnownPost\(postId\) && isValidNewComment\(request\.resource\.data\);/);
  });

  it('shows readers published comments only, as comments-service lists them', () => {
    expect(rules).toMatch(/allow read: if resource\.data\.state == 'published';/);
    expect(rules).toMatch(/allow update, delete: if false;/);
  });

  it('holds names and comments to the contracts’ lengths', () => {
    expect(Number(captured(/isNonBlankText\(comment\.name, (\d+)\)/, 'name length'))).toBe(commentLimits.nameMaxLength);
    expect(Number(captured(/isNonBlankText\(comment\.text, (\d+)\)/, 'text length'))).toBe(commentLimits.textMaxLength);
  });

  it('applies both character rules to a new comment', () => {
    expect(rules).toMatch(/&& hasOnlyNameCharacters\(comment\.name\)/);
    expect(rules).toMatch(/&& hasOnlyTextCharacters\(comment\.text\)/);
  });

  it('refuses in a name exactly what the text rules refuse or remove, code point by code point', () => {
    const nameRule = characterRule('hasOnlyNameCharacters');
    const drift: string[] = [];
    for (const character of everyCodePoint()) {
      const allowed = findTextProblem(character, 'name') === undefined && stripInvisible(character) === character;
      if (nameRule.test(character) !== allowed)
        drift.push(`${hex(character)} (contracts: ${allowed ? 'allowed' : 'refused'})`);
    }
    expect(drift).toEqual([]);
  });

  it('refuses in a comment exactly what the text rules refuse, code point by code point', () => {
    const textRule = characterRule('hasOnlyTextCharacters');
    const drift: string[] = [];
    for (const character of everyCodePoint()) {
      const allowed = findTextProblem(character, 'text') === undefined;
      if (textRule.test(character) !== allowed)
        drift.push(`${hex(character)} (contracts: ${allowed ? 'allowed' : 'refused'})`);
    }
    expect(drift).toEqual([]);
    // A whole comment as people write them: line breaks, tabs, Devanagari with its joiners.
    expect(textRule.test('नमस्ते\r\n\tधन्यवाद 👨‍👩‍👧')).toBe(true);
  });
});
