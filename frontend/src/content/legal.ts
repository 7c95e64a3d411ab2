import { defineTexts } from '../lib/texts';
import { school } from './school';

/** A policy document's words: its page's title and description, its heading and its sections. */
export interface LegalDocument {
  title: string;
  description: string;
  heading: string;
  sections: { heading: string; paragraphs: string[] }[];
}

export interface LegalWords {
  /** Before the date of the last revision: "Last updated 24 Nov 2026 (…)". */
  lastUpdated: string;
  privacyPolicy: LegalDocument;
  termsOfUse: LegalDocument;
}

export type LegalDocumentName = 'privacyPolicy' | 'termsOfUse';

/**
 * When each document was last revised, ISO date. The Nepali text (./ne/legal.ts) says the same as the English and
 * shows the same date: a revision changes both texts and this date.
 */
export const legalRevisions: Record<LegalDocumentName, string> = {
  privacyPolicy: '2026-11-26',
  termsOfUse: '2025-09-01',
};

/**
 * How long the school office keeps applications and messages, in words. It is office-service's
 * OFFICE_RETENTION_DAYS (365 by default): a school that changes that setting changes this sentence too, and the
 * Nepali one (retentionInWords in ./ne/legal.ts).
 */
const retentionInWords = 'one year';

/** What the site does with what visitors type, in plain words. */
const privacyPolicy: LegalDocument = {
  title: `Privacy Policy | ${school.name}`,
  description: `How the ${school.name} website handles the information you give it.`,
  heading: 'Privacy Policy',
  sections: [
    {
      heading: 'What we collect',
      paragraphs: [
        "An admission application: the child's name, gender, date of birth and the class applied for; for each parent or guardian their name, relation to the child, phone number, email address, education and address; and the child's photo and birth certificate. Before a large photo is sent, your browser makes it smaller, which also removes the details a phone stores in a photo, such as where it was taken.",
        'A message from the contact form: your name, your phone number or email address, and your message.',
        'When you pay a fee online we keep the student name, parent name, amount and the payment reference from eSewa, so that the school office can match your payment. Your wallet details stay with eSewa and never reach us.',
        'Comments on the blog are public: the name and text you enter are shown to every visitor.',
        "When you check a result, the name, class, roll number and exam you enter are sent to the school's server only to find that one report card. They are not kept, and the server's log notes only the exam, class and roll number.",
      ],
    },
    {
      heading: 'Why',
      paragraphs: [
        'An application is used only to consider your child for a place at the school and to contact you about it. A message is used only to reply to you.',
      ],
    },
    {
      heading: 'Who reads it, and where it is kept',
      paragraphs: [
        "Only the school office reads applications and messages. They are kept on the school's own web server and sent by email to the school's mailbox, with the photo and birth certificate attached. If you gave an email address, you get a confirmation with your reference number at that address.",
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        `Applications, with their photo and birth certificate, and messages are deleted from the school's web server ${retentionInWords} after they were sent, unless the school sets a different period. The school office deletes the emails in its mailbox on the same schedule.`,
      ],
    },
    {
      heading: 'What we do not do',
      paragraphs: [
        'We do not sell or share your information, we show no advertising and we use no tracking cookies.',
        'The site sets one cookie, and only when you choose a language with the switch at the top of the page: it remembers that choice for a year, so that the home page opens in your language. It holds nothing else, and only this site reads it.',
      ],
    },
    {
      heading: 'Your questions',
      paragraphs: [
        `To see, correct or remove anything you gave us, sooner than that if you wish, write to ${school.email} or call ${school.phone.display}, with your reference number if you have one.`,
      ],
    },
  ],
};

const termsOfUse: LegalDocument = {
  title: `Terms of Use | ${school.name}`,
  description: `The terms for using the ${school.name} website.`,
  heading: 'Terms of Use',
  sections: [
    {
      heading: 'Information on this site',
      paragraphs: [
        'We keep school information, exam dates and results on this site as accurate as we can. If anything differs from a notice given by the school office, the office notice applies.',
      ],
    },
    {
      heading: 'Fee payments',
      paragraphs: [
        'Online fee payments are processed by eSewa. A payment counts once eSewa confirms it; keep your eSewa reference until the school office has issued a receipt.',
      ],
    },
    {
      heading: 'Comments',
      paragraphs: [
        'Please keep comments respectful. The school may remove comments that are abusive, misleading or share private information.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Write to ${school.email} with any question about these terms.`],
    },
  ],
};

const legalWords: LegalWords = { lastUpdated: 'Last updated', privacyPolicy, termsOfUse };

export const legalTexts = defineTexts(legalWords, {
  ne: () => import('./ne/legal').then((module) => module.legalWords),
});
