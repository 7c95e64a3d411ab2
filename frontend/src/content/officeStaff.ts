import type { StaffRole } from '@school/contracts';
import { defineTexts } from '../lib/texts';

/** The words of the console's Staff page (src/office/staff/), an administrator's: ne/officeStaff.ts has every key. */
const officeStaffWords = {
  title: 'Staff',
  intro: 'Everyone who can sign in to the office console, and what their role lets them do.',
  roleMeanings: {
    admin: 'Administrator: everything, adding and removing staff included.',
    office: 'Office: applications, messages and comments.',
    accounts: 'Accounts: payments and fees.',
  } satisfies Record<StaffRole, string>,
  roleNames: { admin: 'Administrator', office: 'Office', accounts: 'Accounts' } satisfies Record<StaffRole, string>,
  addTitle: 'Add a member of staff',
  email: 'Email address',
  role: 'Role',
  chooseRole: 'Choose a role',
  add: 'Add',
  adding: 'Adding…',
  added: (email: string) => `${email} was added. They sign in with a code sent to their email.`,
  listTitle: 'Everyone on the staff',
  you: '(you)',
  addedOn: (date: string) => `Added ${date}`,
  roleOf: (email: string) => `Role of ${email}`,
  roleChanged: (email: string, role: string) => `${email} is now ${role}. It counts from their next click.`,
  signOutEverywhere: 'Sign out everywhere',
  signOutOf: (email: string) => `Sign ${email} out everywhere`,
  signedOut: (email: string, count: number) =>
    `${email} was signed out (${count === 1 ? '1 session' : `${count} sessions`} ended).`,
  remove: 'Remove',
  removeOf: (email: string) => `Remove ${email}`,
  removeQuestion: (email: string) => `Remove ${email} from the staff?`,
  removeExplained: 'They are signed out at once and can no longer sign in. Their passkeys go too.',
  cancel: 'Cancel',
  removed: (email: string) => `${email} was removed from the staff.`,
  emailMissing: 'Enter the email address of the person to add.',
  emailInvalid: 'Enter an email address like name@example.com.',
  alreadyStaff: 'That person is on the staff already. Change their role in the list instead.',
  notStaff: 'That person is not on the staff any more. The list is shown again.',
  lastAdmin: 'The school must keep at least one administrator. Add another administrator first.',
  unavailable: 'The office cannot be reached just now. Check your connection, then try again.',
  failed: 'That did not work. Please try again.',
};

export type OfficeStaffWords = typeof officeStaffWords;

export const officeStaffTexts = defineTexts(officeStaffWords, {
  ne: () => import('./ne/officeStaff').then((module) => module.officeStaffWords),
});
