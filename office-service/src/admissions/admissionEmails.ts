/**
 * The emails an application sends: one to the school with every field laid out and both files attached (Reply-To
 * a parent who gave an email), and to each parent who gave an email a confirmation with the reference, in the
 * language of the page they applied from.
 */
import { classNamesInNepali } from '@school/contracts/class-names-ne';
import type { AdmissionTextValues } from '@school/contracts/admission-checks';
import type { SiteLanguage } from '@school/contracts/languages';
import { escapeHtml, fieldsBlock, inLanguage, oneLine } from '../mail/text.js';
import type { ComposedEmail, EmailAttachment } from '../mail/outbox.js';
import { receivedTimeText } from '../records/receivedTime.js';
import type { AdmissionDetails } from './admissionStore.js';
import { dateOfBirthInBothCalendars } from './dateOfBirth.js';

export interface Application {
  reference: string;
  details: AdmissionDetails;
  attachments: EmailAttachment[];
  createdAt: Date;
}

const parentLines = (details: AdmissionDetails, role: 'father' | 'mother'): [string, string][] => {
  const title = role === 'father' ? "Father's side" : "Mother's side";
  const get = (field: string) => details[`${role}${field}` as keyof AdmissionTextValues];
  return [
    [`${title}: relation`, get('Relation')],
    [`${title}: first name`, get('FirstName')],
    [`${title}: last name`, get('LastName')],
    [`${title}: email`, get('Email')],
    [`${title}: phone`, get('Phone')],
    [`${title}: education`, get('Education')],
    [`${title}: address`, get('Address')],
  ];
};

export const studentName = (details: AdmissionDetails) =>
  [details.firstName, details.middleName, details.lastName].filter(Boolean).join(' ');

/** The parents' confirmation, in each language of the site. */
const confirmationWords: Record<
  SiteLanguage,
  {
    subject: (reference: string) => string;
    thanks: (name: string, className: string) => string;
    quote: (reference: string) => string;
    next: string;
  }
> = {
  en: {
    subject: (reference) => `We have your admission application (${reference})`,
    thanks: (name, className) => `Thank you. The school has the admission application for ${name} (${className}).`,
    quote: (reference) => `Your reference is ${reference}: please quote it if you call the school.`,
    next: 'The school office will contact you about the next steps.',
  },
  ne: {
    subject: (reference) => `तपाईंको भर्ना आवेदन विद्यालयमा आइपुग्यो (${reference})`,
    thanks: (name, className) =>
      `धन्यवाद। विद्यालयले ${name} (${classNamesInNepali[className as keyof typeof classNamesInNepali] ?? className}) को भर्ना आवेदन पाएको छ।`,
    quote: (reference) => `तपाईंको सन्दर्भ नम्बर ${reference} हो: विद्यालयमा फोन गर्दा यही नम्बर भन्नुहोस्।`,
    next: 'अबको प्रक्रियाबारे विद्यालयको कार्यालयले तपाईंलाई सम्पर्क गर्नेछ।',
  },
};

export function admissionEmails(application: Application, language: SiteLanguage = 'en'): ComposedEmail[] {
  const { details, reference } = application;
  const name = studentName(details);
  const fields = fieldsBlock([
    ['Reference', reference],
    ['Received', receivedTimeText(application.createdAt)],
    ['Student first name', details.firstName],
    ['Student middle name', details.middleName],
    ['Student last name', details.lastName],
    ['Gender', details.gender],
    ['Date of birth', dateOfBirthInBothCalendars(details.dob)],
    ['Class applied for', details.classApplied],
    ...(details.ageOutsideClass
      ? [
          [
            'Please check',
            'The date of birth is outside the ages the school set for this class; the parent confirmed it is right.',
          ] as [string, string],
        ]
      : []),
    ...parentLines(details, 'father'),
    ...parentLines(details, 'mother'),
    ['Attached', application.attachments.map((file) => file.fileName).join(', ')],
  ]);
  const parentEmails = [details.fatherEmail, details.motherEmail].filter(Boolean);
  const replyHint = parentEmails.length
    ? 'Reply to this email to answer the parents.'
    : 'The parents gave no email address: please call them.';
  const intro = `An admission application came through the website: ${name}, ${details.classApplied}.`;
  const school: ComposedEmail = {
    kind: 'school',
    to: undefined,
    replyTo: parentEmails[0],
    subject: oneLine(`Admission application ${reference}: ${name}, ${details.classApplied}`),
    text: `${intro}\n${replyHint}\n\n${fields.text}\n`,
    html: `<p>${escapeHtml(intro)}<br>${escapeHtml(replyHint)}</p>${fields.html}`,
    attachments: application.attachments,
  };

  const words = confirmationWords[language];
  const thanks = words.thanks(name, details.classApplied);
  const quote = words.quote(reference);
  const confirmations = [...new Set(parentEmails)].map((to): ComposedEmail => ({
    kind: 'confirmation',
    to,
    replyTo: undefined,
    subject: oneLine(words.subject(reference)),
    text: `${thanks}\n${quote}\n${words.next}\n`,
    html: inLanguage(
      language,
      `<p>${escapeHtml(thanks)}</p><p>${escapeHtml(quote)}</p><p>${escapeHtml(words.next)}</p>`,
    ),
  }));
  return [school, ...confirmations];
}
