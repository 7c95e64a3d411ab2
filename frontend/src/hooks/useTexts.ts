import { use } from 'react';
import type { TextSet } from '../lib/texts';
import { useLanguage } from './useLanguage';

/**
 * A content module's texts in the page's language. Another language's texts are loaded before the page hydrates
 * (preloadTexts); a part loaded later (a dialog, a lazy section) suspends until its texts are in.
 */
export function useTexts<T>(set: TextSet<T>): T {
  const language = useLanguage();
  return language === 'en' ? set.en : use(set.load(language));
}
