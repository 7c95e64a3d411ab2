import type { ApplicationStatus, ParentFieldName, ParentRole } from '@school/contracts';
import { defineTexts } from '../lib/texts';

/**
 * The words of the console's desk pages (src/office/applications, messages, audit): applications, messages and the
 * audit log. Nepali in ne/officeDesk.ts (every key: the type says so).
 */
const officeDeskWords = {
  /** A page's answer could not be had. */
  loading: 'Loading…',
  loadFailed: 'This page could not be loaded. Check your connection, then try again.',
  /** A change the office refused for a reason other than the ones below. */
  changeFailed: 'That did not work. Please try again.',
  unavailable: 'The office cannot be reached just now. Check your connection, then try again.',
  tryAgain: 'Try again',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  /** The times on these pages, said once in each page's heading area. */
  nepalTime: 'Times are Nepal time.',

  applications: 'Applications',
  applicationsFound: (count: number) => (count === 1 ? '1 application' : `${count} applications`),
  noApplications: 'No application matches these filters.',
  filters: 'Filters',
  search: 'Reference or child’s name',
  status: 'Status',
  anyStatus: 'Any status',
  class: 'Class',
  anyClass: 'Any class',
  from: 'Received from (A.D.)',
  to: 'Received until (A.D.)',
  applyFilters: 'Show',
  clearFilters: 'Clear filters',
  exportCsv: 'Download CSV of these dates',
  exportHint: 'Every field of the applications received between the two dates (all dates when none is set).',
  reference: 'Reference',
  childName: 'Child’s name',
  received: 'Received',
  statuses: {
    new: 'New',
    'in-review': 'In review',
    admitted: 'Admitted',
    'waiting-list': 'Waiting list',
    declined: 'Declined',
  } satisfies Record<ApplicationStatus, string>,

  application: (reference: string) => `Application ${reference}`,
  backToApplications: 'Back to applications',
  noApplication: 'There is no application with that reference. It may have been deleted.',
  child: 'Child',
  parents: { father: 'Father or guardian', mother: 'Mother or guardian' } satisfies Record<ParentRole, string>,
  childFields: {
    firstName: 'First name',
    middleName: 'Middle name',
    lastName: 'Last name',
    gender: 'Gender',
    dob: 'Date of birth',
    classApplied: 'Class applied for',
  },
  parentFields: {
    relation: 'Relation',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    education: 'Education',
    address: 'Address',
  } satisfies Record<ParentFieldName, string>,
  ageOutsideClass: 'The parents confirmed a date of birth outside the class’s ages.',
  none: '—',
  documents: 'Documents',
  photoAlt: (name: string) => `Photo of ${name}`,
  viewCertificate: 'View the birth certificate',
  downloadCertificate: 'Download the birth certificate',
  downloadPhoto: 'Download the photo',
  opensInNewTab: '(opens in a new tab)',
  changeStatus: 'Change the status',
  newStatus: 'New status',
  note: 'Note (optional)',
  saveStatus: 'Save status',
  saving: 'Saving…',
  statusSaved: (status: string) => `The status is now: ${status}.`,
  finalStatus: 'This status is final: it cannot be changed.',
  history: 'History',
  noHistory: 'No change yet.',
  changedBy: (status: string, by: string, at: string) => `${status}, by ${by}, ${at}`,
  deleteApplication: 'Delete this application',
  deleteQuestion: 'Delete this application?',
  deleteWarning: (reference: string) =>
    `Application ${reference}, its photo, its birth certificate and any email not yet sent are deleted for good.`,
  cancel: 'Cancel',
  delete: 'Delete',
  deleted: (reference: string) => `Application ${reference} was deleted.`,

  messages: 'Messages',
  noMessages: 'No message yet.',
  sender: 'From',
  handled: 'Handled',
  notHandled: 'Not handled',
  handledBy: (by: string, at: string) => `Handled by ${by}, ${at}`,
  message: (reference: string) => `Message ${reference}`,
  backToMessages: 'Back to messages',
  noMessage: 'There is no message with that reference. It may have been deleted.',
  phone: 'Phone',
  email: 'Email',
  markHandled: 'Mark as handled',
  reply: 'Reply by email',
  replySubject: (reference: string) => `Your message to the school (${reference})`,

  audit: 'Audit log',
  auditIntro: 'The newest 200 changes made by staff.',
  noAudit: 'Nothing recorded yet.',
  when: 'When',
  who: 'Who',
};

export type OfficeDeskWords = typeof officeDeskWords;

export const officeDeskTexts = defineTexts(officeDeskWords, {
  ne: () => import('./ne/officeDesk').then((module) => module.officeDeskWords),
});
