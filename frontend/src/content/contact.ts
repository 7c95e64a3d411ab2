/**
 * Everything the contact page says: labels and messages. The school's own address, phone and e-mail come from
 * school.ts.
 */
import { contactCheckMessages, contactLimits } from '@school/contracts/contact-checks';
import { defineTexts } from '../lib/texts';
import { needsJavaScript } from './needsJavaScript';
import { school } from './school';

/** Hours within which the school promises a reply (spec: within 24 hours). */
export const replyWithinHours = 24;

/** Longest message, in characters: office-service's limit (the contracts'), which keeps the school's email readable. */
export const maxMessageLength = contactLimits.messageMaxLength;

const contactWords = {
  page: {
    title: `Contact Us | ${school.name}`,
    description: `Write to ${school.name}, call us or visit us. We reply within ${replyWithinHours} hours.`,
    heading: 'Contact Us',
    intro: `Questions about admission, fees or your child's progress? Write to us and we reply within ${replyWithinHours} hours.`,
    howItWorks:
      'Your message goes straight to the school office. You get a reference number as soon as it has arrived.',
    formHeading: 'Send us a message',
    detailsHeading: 'Reach the school',
    replyPromise: `We reply within ${replyWithinHours} hours.`,
    /** Shown without JavaScript, in place of the form. */
    needsJavaScript: needsJavaScript.form as string,
  },
  labels: {
    name: 'Student or parent name',
    phone: 'Contact number',
    email: 'Email address',
    message: 'Message',
    /** The agreement, around a link to the privacy policy. */
    agreed: {
      before: 'I agree to the ',
      link: 'privacy policy',
      after: ': the school uses these details only to reply to me.',
    },
    schoolEmail: 'Email',
    schoolPhone: 'Phone',
    schoolAddress: 'Address',
    map: 'Open the map',
    /** Read after the map link by screen readers. */
    opensInNewTab: '(opens in a new tab)',
  },
  hints: {
    phone: 'Mobile or landline, e.g. 9812345678. We reply by phone or by email: give one of the two, or both.',
    message: (length: number) => `${length} / ${maxMessageLength} characters`,
  },
  /** The checks' messages: the contracts' rules (office-service checks the same), in the page's words. */
  checks: contactCheckMessages,
  /** What a Send tells: sending, sent, and each way it can fail (SendFailureWords). */
  messages: {
    sent: (reference: string) =>
      `Thank you, your message has reached the school. Your reference number is ${reference}. We reply within ${replyWithinHours} hours.`,
    sending: 'Sending your message…',
    keptNote: 'Your message is still in the form.',
    offline:
      'Your message could not be sent: your device seems to be offline. Please check your internet connection and press Send again.',
    rateLimited:
      'You have sent several messages in a short time. Please wait an hour and try again, or call the school.',
    unavailable:
      'The school website is busy or being updated right now. Please wait a few minutes and press Send again.',
    tooLarge: 'Your message is too long to send. Please shorten it.',
    failed: `Your message could not be sent. Please try again in a few minutes, or call us on ${school.phone.display}.`,
    /** A field the school refused that the form's own check finds nothing wrong with (pages not in English). */
    checkField: 'Please check this field.',
  },
  buttons: {
    send: 'Send',
  },
};

export type ContactWords = typeof contactWords;

export const contactTexts = defineTexts(contactWords, {
  ne: () => import('./ne/contact').then((module) => module.contactWords),
});

const formWords = {
  /** Above a parent form (contact, admission, result lookup) whose check failed. */
  summary: 'Some details need attention. Please correct the fields with a message below them.',
};

export type FormWords = typeof formWords;

/** Messages shared by the parent forms (contact, admission, result lookup): read with useTexts(formTexts). */
export const formTexts = defineTexts(formWords, {
  ne: () => import('./ne/contact').then((module) => module.formWords),
});

/** The shared messages in English, for code outside React. */
export const formMessages = formWords;
