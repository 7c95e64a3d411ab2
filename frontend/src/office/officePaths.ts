/**
 * The console's addresses, under /office/ (the router's basename): English at /office/…, Nepali at /office/ne/…,
 * as the public site puts each language under its prefix (src/lib/paths.ts), so its helpers (languageOfPath,
 * pathInLanguage, pathWithoutLanguage) work on these paths too.
 */
export const officeBase = '/office';

export const officePaths = {
  home: '/',
  signIn: '/sign-in',
  applications: '/applications',
  messages: '/messages',
  audit: '/audit',
  payments: '/payments',
  comments: '/comments',
  staff: '/staff',
  passkeys: '/passkeys',
  results: '/results',
  publishing: '/publishing',
} as const;

/** Where the sign-in page sends a person once signed in: the page they had asked for (router state). */
export interface SignInState {
  from?: string;
}

/** One application's or one message's page, under its list's address. */
export const applicationPath = (reference: string) => `${officePaths.applications}/${encodeURIComponent(reference)}`;
export const messagePath = (reference: string) => `${officePaths.messages}/${encodeURIComponent(reference)}`;

/** A content entry's editor in the Publishing section: a new one of a collection, or one by its name. */
export const newEntryPath = (collection: string) => `${officePaths.publishing}/${collection}/new`;
export const entryPath = (collection: string, name: string) =>
  `${officePaths.publishing}/${collection}/${encodeURIComponent(name)}`;
