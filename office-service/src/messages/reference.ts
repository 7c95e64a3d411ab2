/**
 * References a parent can read out on the phone: a kind letter, a hyphen, five characters from an alphabet with
 * no look-alikes (no 0/O, 1/I/L, U: 30 characters, 24 million references per kind). The store keeps them unique
 * and draws again on the rare clash.
 */
import { randomInt } from 'node:crypto';

export const referenceAlphabet = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

export type ReferenceKind = 'M' | 'A';

export function newReference(kind: ReferenceKind): string {
  let code = '';
  for (let i = 0; i < 5; i++) code += referenceAlphabet[randomInt(referenceAlphabet.length)];
  return `${kind}-${code}`;
}
