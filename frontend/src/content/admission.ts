/**
 * Everything the admission application form says and offers: options, labels and messages.
 * The form itself (features/admission) only arranges these. In Nepali: ./ne/admission.ts (read with
 * useTexts(admissionTexts)); the values the form sends (a class, a gender, a relation) stay the English ones.
 */
import {
  admissionCheckMessages,
  admissionClasses,
  educationLevels,
  genders,
  parentRelations,
  parentRoles,
  type AdmissionCheckWords,
  type ClassAges,
  type ParentRole,
} from '@school/contracts/admission-checks';
import { school as facts } from 'virtual:site-content/school';
import { birthDateWords, type BirthDateWords } from './birthDate';
import { defineTexts } from '../lib/texts';
import { school } from './school';

// The options and the upload limits are the contracts' (office-service checks an application against the same; the
// limits an operator set reach the form through /config.js).
export {
  admissionClasses,
  bytesPerMegabyte,
  defaultUploadLimits,
  educationLevels,
  genders,
  type UploadLimits,
  parentPossessive,
  parentRelations,
  parentRoles,
  type ParentRole,
} from '@school/contracts/admission-checks';
export type Gender = (typeof genders)[number];
export type AdmissionClass = (typeof admissionClasses)[number];
export type EducationLevel = (typeof educationLevels)[number];

/** File name endings accepted for the birth certificate (the spec's list). */
export const birthCertificateExtensions = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'] as const;

export const admissionPage = {
  title: `Admission Application | ${school.name}`,
  description: `Apply for admission to ${school.name} from Nursery to Grade 5: student details, parents' details and documents.`,
  heading: 'Admission Application',
  intro: `The school teaches ${school.levels}. This year's admissions are open from Nursery to Grade 5. Applying takes about five minutes.`,
  sendNotice:
    'Your application goes straight to the school office, with the photo and the birth certificate. You get a reference number as soon as it has arrived.',
  requiredNote: 'Fields marked * are required.',
  /** Above the form after a submit with fields in error. */
  summary: 'Some details need attention. Please correct the fields with a message below them.',
};

export const admissionSections = {
  student: 'Student details',
  documents: 'Documents',
};

export const admissionLabels = {
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  gender: 'Gender',
  dob: 'Date of birth',
  classApplied: 'Class applied for',
  photo: 'Student photo',
  birthCertificate: 'Birth certificate',
};

/**
 * The parent's fields, labelled with whose they are (`whose`: contracts' parentPossessive, from the relation
 * chosen: "Father's", "Guardian's" …) so that every label on the page is unique and matches its messages.
 */
export function parentLabels(role: ParentRole, whose: string) {
  return {
    relation: `Relation (${role} or guardian)`,
    details: `${whose} details`,
    firstName: `${whose} first name`,
    lastName: `${whose} last name`,
    email: `${whose} email`,
    phone: `${whose} phone`,
    education: `${whose} education`,
    address: `${whose} address`,
  };
}

export type ParentLabels = ReturnType<typeof parentLabels>;

export const admissionHints = {
  middleName: 'Leave empty if none',
  dob: 'As on the birth certificate',
  classApplied: "This year's admissions: Nursery to Grade 5",
  phone: 'Mobile or landline, e.g. 9812345678 or 041-590123',
  /** With the limit office-service takes ("10 MB"). */
  photo: (limit: string) => `Any image file (JPG, PNG, …), up to ${limit}`,
  birthCertificate: (limit: string) => `PDF, Word (DOC, DOCX), JPG or PNG, up to ${limit}`,
};

/**
 * The date of birth's words (the shared field's, content/birthDate.ts), with what only this form says: a submit
 * while the B.S. calendar could not be fetched (the device went offline after the page loaded).
 */
export const birthDateTexts: BirthDateWords = {
  ...birthDateWords,
  calendarUnavailable:
    'The B.S. date could not be converted: your device seems to be offline. Please check your internet connection and press Submit application again, or choose A.D. and enter the date in A.D.',
};

export const admissionPlaceholders = {
  gender: 'Choose gender',
  classApplied: 'Choose a class',
  relation: 'Choose relation',
  education: 'Choose education (optional)',
};

export const admissionButtons = {
  submit: 'Submit application',
  clear: 'Clear',
  choosePhoto: 'Choose student photo',
  changePhoto: 'Change student photo',
  chooseCertificate: 'Choose birth certificate',
  changeCertificate: 'Change birth certificate',
  removeFile: 'Remove',
  /** The Remove button's name for a screen reader: which file it removes. */
  removeFileNamed: (fileName: string) => `Remove ${fileName}`,
};

/**
 * The options' words, by the value the form sends (the contracts' English values, which office-service checks):
 * English shows the values themselves.
 */
const sameAsValues = <Value extends string>(values: readonly Value[]) =>
  Object.fromEntries(values.map((value) => [value, value as string])) as Record<Value, string>;

export const admissionOptions = {
  gender: sameAsValues(genders),
  classApplied: sameAsValues(admissionClasses),
  /** Every relation of contracts' parentRelations. */
  relation: sameAsValues(parentRoles.flatMap((role) => parentRelations[role])),
  education: sameAsValues(educationLevels),
};

/**
 * Messages of the checks on submit: the fields' are the contracts' (the spec's wording and beyond, with `whose`,
 * which names a parent's place in them and in the labels), the files' here.
 */
const checkMessages: AdmissionCheckWords = admissionCheckMessages;

/** The ages each class takes (school.yml's classAges): a date of birth outside them is asked to be confirmed. */
export const classAges: Readonly<Record<string, ClassAges | undefined>> = facts.classAges ?? {};

export const admissionMessages = {
  ...checkMessages,
  /** A date of birth outside the ages the school set for the class (`className` as the page names it). */
  ageOutsideClass: (className: string, ages: ClassAges, age: number) =>
    `${className} takes children aged ${ages.from} to ${ages.to}, and by this date of birth the child is ${age}. Please check the date of birth and the class. If both are right, tick the box: the school office will look at it.`,
  ageConfirmLabel: 'The date of birth and the class are right',
  ageConfirmRequired: 'Please check the date of birth and the class, or tick the box if both are right',
  photoNotImage: (fileName: string) =>
    `"${fileName}" is not an image. Please choose a photo such as a JPG or PNG file.`,
  certificateWrongType: (fileName: string) =>
    `"${fileName}" cannot be used. Please choose a PDF, Word (DOC, DOCX), JPG or PNG file.`,
  fileTooLarge: (fileName: string, sizeText: string, limitText: string) =>
    `"${fileName}" is ${sizeText}, larger than ${limitText}. Please choose a smaller file or a smaller scan.`,
  /** A file limit: "10 MB". */
  megabytes: (megabytes: number) => `${megabytes} MB`,
  /** A file's size as a parent reads it: "850 KB", "6.2 MB". */
  fileSize: (bytes: number) =>
    bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`,
};

export type AdmissionMessages = typeof admissionMessages;

/** What the form says while it sends an application, when it has arrived, and when it could not be sent. */
export const admissionSending = {
  preparing: 'Preparing the photo…',
  sending: 'Sending the application',
  /** The upload's percent beside its bar. */
  percent: (percent: number) => `${percent}%`,
  waiting: 'Sent. Waiting for the school office to confirm…',
  successHeading: 'Application received',
  referenceLabel: 'Your reference number',
  keepReference: 'Please write it down or take a screenshot, and quote it when you call the school.',
  nextSteps: [
    'The school office reads every application and will contact you by phone, or by email if you gave one, to arrange a visit to the school.',
    'If you gave an email address, a confirmation with this reference number is on its way to it.',
  ],
  questions: `Questions? Call the school on ${school.phone.display}.`,
  startNew: 'Start a new application',
  keptNote: 'Everything you filled in, files included, is still in the form.',
  offline:
    'The application could not be sent: your device seems to be offline. Please check your internet connection and press Submit application again.',
  rateLimited:
    'Several applications have come from your connection in a short time. Please wait an hour and try again, or call the school.',
  unavailable:
    'The school website is busy or being updated right now. Please wait a few minutes and press Submit application again.',
  tooLarge:
    'The files are too large to send together. Please choose a smaller photo or a smaller scan of the birth certificate.',
  failed: 'The application could not be sent. Please try again in a few minutes, or call the school.',
  cutOff:
    'The upload stopped or was too slow, so it was cut off. Please press Submit application again on a better connection, or with smaller files.',
  /** A field the office refused, on a page in another language than the office's English (its message unshown). */
  checkField: 'The school office could not accept this. Please check it and try again.',
};

/** Everything the admission page says, in one language. */
const admissionWords = {
  page: admissionPage,
  sections: admissionSections,
  labels: admissionLabels,
  parentLabels,
  hints: admissionHints,
  birthDate: birthDateTexts,
  placeholders: admissionPlaceholders,
  buttons: admissionButtons,
  options: admissionOptions,
  previewAlt: {
    photo: 'Preview of the chosen student photo',
    birthCertificate: 'Preview of the chosen birth certificate',
  },
  messages: admissionMessages,
  sending: admissionSending,
};

export type AdmissionWords = typeof admissionWords;

export const admissionTexts = defineTexts(admissionWords, {
  ne: () => import('./ne/admission').then((module) => module.admissionWords),
});

/** The browser's picker filters: a hint only, the form checks the file itself. */
export const fileAccept = {
  photo: 'image/*',
  birthCertificate: '.pdf,.doc,.docx,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png',
} as const;
