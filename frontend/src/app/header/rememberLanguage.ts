import type { Language } from '../../lib/paths';

/** The cookie that keeps a visitor's language: nginx sends the home page's address to /ne when it says "ne". */
export const languageCookie = 'site_language';

/** Keeps the choice for a year, for this site only. */
export function rememberLanguage(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${languageCookie}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
