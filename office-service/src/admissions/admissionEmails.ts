/**
 * The emails an application sends: one to the school with every field laid out and both files attached (Reply-To
 * a parent who gave an email), and to each parent who gave an email a confirmation with the reference.
 */
import { escapeHtml, fieldsBlock, oneLine } from '../mail/text.js';
import type { ComposedEmail, EmailAttachment } from '../mail/outbox.js';
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
  const get = (field: string) => details[`${role}${field}` as keyof AdmissionDetails];
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

export function admissionEmails(application: Application): ComposedEmail[] {
  const { details, reference } = application;
  const name = studentName(details);
  const fields = fieldsBlock([
    ['Reference', reference],
    ['Received', application.createdAt.toISOString()],
    ['Student first name', details.firstName],
    ['Student middle name', details.middleName],
    ['Student last name', details.lastName],
    ['Gender', details.gender],
    ['Date of birth', dateOfBirthInBothCalendars(details.dob)],
    ['Class applied for', details.classApplied],
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

  const thanks = `Thank you. The school has the admission application for ${name} (${details.classApplied}).`;
  const quote = `Your reference is ${reference}: please quote it if you call the school.`;
  const next = 'The school office will contact you about the next steps.';
  const confirmations = [...new Set(parentEmails)].map((to): ComposedEmail => ({
    kind: 'confirmation',
    to,
    replyTo: undefined,
    subject: oneLine(`We have your admission application (${reference})`),
    text: `${thanks}\n${quote}\n${next}\n`,
    html: `<p>${escapeHtml(thanks)}</p><p>${escapeHtml(quote)}</p><p>${escapeHtml(next)}</p>`,
  }));
  return [school, ...confirmations];
}
