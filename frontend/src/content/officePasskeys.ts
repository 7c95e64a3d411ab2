import { defineTexts } from '../lib/texts';

/** The words of the console's Passkeys page (src/office/passkeys/); ne/officePasskeys.ts has every key. */
const officePasskeysWords = {
  title: 'Passkeys',
  intro:
    'A passkey lets you sign in on this device without waiting for an emailed code: your phone or computer checks it is you (fingerprint, face or PIN).',
  yours: 'Your passkeys',
  none: 'You have no passkeys yet.',
  name: 'Name',
  added: 'Added',
  lastUsed: 'Last used',
  never: 'Never',
  remove: 'Remove',
  removeNamed: (label: string) => `Remove the passkey ${label}`,
  removed: 'The passkey was removed.',
  add: 'Add a passkey',
  addIntro:
    'To add a passkey, we first email you a code: nobody can add one to your account from a screen you left open.',
  sendCode: 'Email me a code',
  codeSent: 'A code is on its way to your email address. It works for 10 minutes.',
  code: '6-digit code',
  codeInvalid: 'The code is 6 digits, as in the email.',
  wrongCode: 'That code is not right, or it has expired or been used. Ask for a new code.',
  label: 'A name for this passkey',
  labelHint: 'For example: Office PC, or My phone.',
  labelMissing: 'Give the passkey a name.',
  create: 'Add the passkey',
  working: 'Working…',
  added_: 'The passkey was added. We emailed you to say so.',
  notAdded: 'The passkey was not added. Ask for a new code and try again.',
  noWebAuthn: 'This browser cannot use passkeys.',
  failed: 'That did not work. Check your connection, then try again.',
  everybody: 'Everybody’s passkeys',
  everybodyIntro: 'An administrator may remove anyone’s passkey, for example when a phone is lost.',
  person: 'Person',
  /** A moment: its date in B.S. with A.D. beside, and its time, in Nepal. */
  moment: (date: string, time: string) => `${date}, ${time} Nepal time`,
};

export type OfficePasskeysWords = typeof officePasskeysWords;

export const officePasskeysTexts = defineTexts(officePasskeysWords, {
  ne: () => import('./ne/officePasskeys').then((module) => module.officePasskeysWords),
});
