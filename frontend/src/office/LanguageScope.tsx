import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { LanguageContext } from '../lib/languageContext';
import type { Language } from '../lib/paths';

/**
 * The console's pages in one language (its address's: /office/ne/… is Nepali). Sets <html lang> for screen readers,
 * and waits for the language's words (useTexts suspends until they are in) before showing the page.
 */
export function LanguageScope({ language }: { language: Language }) {
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <LanguageContext value={language}>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </LanguageContext>
  );
}
