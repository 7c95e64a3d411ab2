// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firestoreRulesFor } from './firestoreRules';

const templateFile = resolve(import.meta.dirname, '../../../firestore.rules');

describe('the Firestore rules the build writes', () => {
  it('fill the template’s empty list of posts with the published posts that take comments, and change nothing else', async () => {
    const template = await readFile(templateFile, 'utf8');
    expect(template).toMatch(/return postId in \[\];/);
    const rules = firestoreRulesFor(template, ['peace-rally', 'sports-day-2025']);
    expect(rules).toMatch(/function isKnownPost\(postId\) \{\s*return postId in \['peace-rally', 'sports-day-2025'\];/);
    expect(rules.replace("'peace-rally', 'sports-day-2025'", '')).toBe(template);
  });

  it('refuse a template without the list, rather than write rules that take no post', () => {
    expect(() => firestoreRulesFor('service cloud.firestore {}', ['peace-rally'])).toThrow(/isKnownPost/);
  });
});
