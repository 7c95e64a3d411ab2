import { referencePattern } from '@school/contracts';
import { describe, expect, it } from 'vitest';
import { newReference, referenceAlphabet } from './reference.js';

describe('newReference', () => {
  it('is a kind letter and five characters without look-alikes, matching the contract', () => {
    const references = Array.from({ length: 2000 }, () => newReference('M'));
    for (const reference of references) expect(reference).toMatch(new RegExp(referencePattern));
    expect(new Set(references).size).toBeGreaterThan(1990);
    expect(referenceAlphabet).not.toMatch(/[01OILU]/);
    expect(newReference('A')).toMatch(/^A-/);
  });
});
