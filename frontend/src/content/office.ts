import type { StaffRole } from '@school/contracts';
import { defineTexts } from '../lib/texts';

/**
 * The words of the office console (src/office/): its frame, its sign-in and its home. Staff read them in English at
 * /office/ and in Nepali at /office/ne/, as the public site's pages (ne/office.ts has every key: the type says so).
 */
const officeWords = {
  /** After the page's own name in every <title>, and beside the school's name in the console's bar. */
  console: 'Office',
  skipToContent: 'Skip to main content',
  loading: 'Loading…',

  signInTitle: 'Sign in',
  signInIntro: 'School staff sign in with a code sent to their email address.',
  email: 'Email address',
  sendCode: 'Send me a code',
  sendingCode: 'Sending…',
  /** Shown instead of the server's own words (which are English) on a page in another language. */
  codeOnItsWay: 'If that address belongs to a member of staff, a sign-in code is on its way. It works for 10 minutes.',
  code: '6-digit code',
  codeHint: 'From the email we sent you.',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  useAnotherEmail: 'Use another email',
  emailMissing: 'Enter your email address.',
  emailInvalid: 'Enter an email address like name@example.com.',
  codeInvalid: 'The code is 6 digits, as in the email.',
  wrongCode: 'That code is not right, or it has expired or been used. Ask for a new code.',
  /** 429: how long to wait, from the server's Retry-After. */
  tooMany: (wait: string) => `Too many tries. Please wait ${wait}, then try again.`,
  tooManyNoWait: 'Too many tries. Please wait a while, then try again.',
  seconds: (count: number) => (count === 1 ? '1 second' : `${count} seconds`),
  minutes: (count: number) => (count === 1 ? '1 minute' : `${count} minutes`),
  /** 503, a timeout or no connection. */
  unavailable: 'The office cannot be reached just now. Check your connection, then try again.',
  /** Any other refusal. */
  failed: 'That did not work. Please try again.',
  /** The session check failed for a reason other than "not signed in". */
  sessionUnknown: 'We cannot tell whether you are signed in: the office cannot be reached just now.',
  linkRefused:
    'This sign-in link did not work: it may have been used already, or be older than 15 minutes. Sign in with a code, or ask for a new link.',
  tryAgain: 'Try again',

  signedInAs: 'Signed in as',
  roles: { admin: 'admin', office: 'office', accounts: 'accounts' } satisfies Record<StaffRole, string>,
  signOut: 'Sign out',
  signOutFailed: 'Signing out did not work. Check your connection, then try again.',
  /** The label of the console's navigation. */
  navigation: 'Console',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  /** The language switch's label, read before the other language's name. */
  languageSwitch: 'Use the console in',

  /** A section's page opened by a role it is not for. */
  notForYourRole: 'Your role cannot open this page. Ask an administrator if you need it.',

  home: 'Home',
  /** The desk sections' names in the navigation (their pages' words: officeDesk.ts). */
  applications: 'Applications',
  messages: 'Messages',
  audit: 'Audit log',
  comments: 'Comments',
  payments: 'Payments',
  staff: 'Staff',
  passkeys: 'Passkeys',
  results: 'Results',
  publishing: 'Publishing',
  signInWithPasskey: 'Sign in with a passkey',
  passkeySignInFailed: 'The passkey did not sign you in. Try again, or sign in with a code.',
  welcome: 'Welcome to the school office.',
  /** Today's date in Nepal, B.S. with A.D. beside. */
  today: (date: string) => `Today is ${date}.`,
};

export type OfficeWords = typeof officeWords;

export const officeTexts = defineTexts(officeWords, {
  ne: () => import('./ne/office').then((module) => module.officeWords),
});
