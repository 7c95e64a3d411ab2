import { createContext } from 'react';
import { defaultLanguage, type Language } from './paths';

/** The language of the page shown: from its address (src/app/routes.tsx provides it), read with useLanguage. */
export const LanguageContext = createContext<Language>(defaultLanguage);
