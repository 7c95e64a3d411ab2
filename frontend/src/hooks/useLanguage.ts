import { useContext } from 'react';
import { LanguageContext } from '../lib/languageContext';
import type { Language } from '../lib/paths';

/** The language of the page shown (its address's: /ne/… is Nepali). */
export function useLanguage(): Language {
  return useContext(LanguageContext);
}
