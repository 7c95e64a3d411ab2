/**
 * The languages the site is written in: English at today's addresses, Nepali under /ne/. What a request says of
 * its page's language chooses only the words sent back to the parent (a confirmation email); what is stored and
 * what the school reads stay English.
 */
export const siteLanguages = ['en', 'ne'] as const;
export type SiteLanguage = (typeof siteLanguages)[number];

export function isSiteLanguage(value: string): value is SiteLanguage {
  return (siteLanguages as readonly string[]).includes(value);
}
