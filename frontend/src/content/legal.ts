import { school } from './school';

export interface LegalDocument {
  title: string;
  description: string;
  heading: string;
  /** When the text was last revised, ISO date. */
  updated: string;
  sections: { heading: string; paragraphs: string[] }[];
}

/** What the site does with what visitors type, in plain words. */
export const privacyPolicy: LegalDocument = {
  title: `Privacy Policy | ${school.name}`,
  description: `How the ${school.name} website handles the information you give it.`,
  heading: 'Privacy Policy',
  updated: '2025-09-01',
  sections: [
    {
      heading: 'What we collect',
      paragraphs: [
        'The admission, contact and exam result forms work inside your browser. The admission form is a demonstration and sends nothing; the contact form opens your own email app with your message, so it reaches us only if you send that email.',
        'When you pay a fee online we keep the student name, parent name, amount and the payment reference from eSewa, so that the school office can match your payment. Your wallet details stay with eSewa and never reach us.',
        'Comments on the blog are public: the name and text you enter are shown to every visitor.',
      ],
    },
    {
      heading: 'What we do not do',
      paragraphs: ['We do not sell or share your information, we show no advertising and we use no tracking cookies.'],
    },
    {
      heading: 'Your questions',
      paragraphs: [
        `To correct or remove anything you gave us, write to ${school.email} or call ${school.phone.display}.`,
      ],
    },
  ],
};

export const termsOfUse: LegalDocument = {
  title: `Terms of Use | ${school.name}`,
  description: `The terms for using the ${school.name} website.`,
  heading: 'Terms of Use',
  updated: '2025-09-01',
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
      paragraphs: [`Questions about these terms: ${school.email}.`],
    },
  ],
};
