import { classNamesInNepali } from '@school/contracts/class-names-ne';
import type { Language } from '../../lib/paths';

/** A class as the page's language names it; stored and sent, it stays the English name. */
export function classWord(className: string, language: Language): string {
  if (language !== 'ne') return className;
  return (classNamesInNepali as Record<string, string | undefined>)[className] ?? className;
}
