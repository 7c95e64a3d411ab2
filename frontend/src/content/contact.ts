/**
 * Everything the contact page says: labels, messages and the e-mail the visitor's mail app opens with.
 * The school's own address, phone and e-mail come from school.ts.
 */
import { school } from './school';

/** Hours within which the school promises a reply (spec: within 24 hours). */
export const replyWithinHours = 24;

/** Longest message a mail link carries reliably: some mail apps cut longer links short. */
export const maxMessageLength = 1500;

export const contactPage = {
  title: `Contact Us | ${school.name}`,
  description: `Write to ${school.name}, call us or visit us. We reply within ${replyWithinHours} hours.`,
  heading: 'Contact Us',
  intro: `Questions about admission, fees or your child's progress? Write to us and we reply within ${replyWithinHours} hours.`,
  howItWorks:
    'When you press Send, your mail app opens with your message to the school already written: press Send there to deliver it.',
  formHeading: 'Send us a message',
  detailsHeading: 'Reach the school',
  replyPromise: `We reply within ${replyWithinHours} hours.`,
} as const;

export const contactLabels = {
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
} as const;

export const contactHints = {
  phone: 'A phone number or an email address, so that we can reply',
  message: (length: number) => `${length} / ${maxMessageLength} characters`,
} as const;

/** Messages shared by the parent forms (contact, admission, result lookup). */
export const formMessages = {
  summary: 'Some details need attention. Please correct the fields with a message below them.',
  phoneInvalid: 'Enter a valid phone number, e.g. 9812345678 or 041-590123',
  emailInvalid: 'Enter a valid email address, e.g. name@example.com',
} as const;

export const contactMessages = {
  nameRequired: 'Please enter your name',
  phoneOrEmailRequired: 'Please give a phone number or an email address, so that we can reply',
  messageRequired: 'Please write your message',
  messageTooLong: (length: number) =>
    `Please shorten your message to ${maxMessageLength} characters or fewer (it has ${length} now)`,
  agreementRequired: 'Please tick the box to agree to the privacy policy',
  opened: 'Your mail app should now open with your message to the school. Press Send there to deliver it.',
  notOpened: 'Nothing opened?',
  openAgain: 'Open the message in my mail app',
  orCall: `or call us on ${school.phone.display}. Your message stays in this form.`,
} as const;

export const contactButtons = {
  send: 'Send',
} as const;

/** The e-mail written for the visitor: a subject the office can sort by and the visitor's details below. */
export const contactMail = {
  subject: (name: string) => `Message from the website: ${name}`,
  detailsHeading: 'From',
  nameLine: (name: string) => `Name: ${name}`,
  phoneLine: (phone: string) => `Contact number: ${phone}`,
  emailLine: (email: string) => `Email: ${email}`,
} as const;
