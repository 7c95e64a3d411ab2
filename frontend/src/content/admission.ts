/**
 * Everything the admission application form says and offers: options, labels and messages.
 * The form itself (features/admission) only arranges these.
 */
import {
  admissionCheckMessages,
  type admissionClasses,
  type genders,
  type ParentRole,
} from '@school/contracts/admission-checks';
import { school } from './school';

// The options and the upload limit are the contracts' (office-service checks an application against the same).
export {
  admissionClasses,
  educationLevels,
  genders,
  maxUploadBytes,
  parentRelations,
  type ParentRole,
} from '@school/contracts/admission-checks';
export type Gender = (typeof genders)[number];
export type AdmissionClass = (typeof admissionClasses)[number];

/** How long the demonstration success banner stays (spec: 4 seconds). */
export const successBannerMs = 4000;

/** File name endings accepted for the birth certificate (the spec's list). */
export const birthCertificateExtensions = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'] as const;

export const admissionPage = {
  title: `Admission Application | ${school.name}`,
  description: `Apply for admission to ${school.name} from Nursery to Grade 5: student details, parents' details and documents.`,
  heading: 'Admission Application',
  intro: 'Apply for a place for your child from Nursery to Grade 5. It takes about five minutes.',
  demoNotice: `This online form is a demonstration: it checks your details but does not send them to the school. To apply, please visit the school office or call ${school.phone.display}.`,
  requiredNote: 'Fields marked * are required.',
} as const;

export const admissionSections = {
  student: 'Student details',
  father: "Father's details",
  mother: "Mother's details",
  documents: 'Documents',
} as const;

export const admissionLabels = {
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  gender: 'Gender',
  dob: 'Date of birth',
  classApplied: 'Class applied for',
  photo: 'Student photo',
  birthCertificate: 'Birth certificate',
} as const;

/** The parent's fields, labelled with whose they are so that every label on the page is unique. */
export function parentLabels(role: ParentRole) {
  const whose = role === 'father' ? "Father's" : "Mother's";
  return {
    relation: `Relation (${role} or guardian)`,
    firstName: `${whose} first name`,
    lastName: `${whose} last name`,
    email: `${whose} email`,
    phone: `${whose} phone`,
    education: `${whose} education`,
    address: `${whose} address`,
  };
}

export const admissionHints = {
  middleName: 'Leave empty if none',
  dob: 'As on the birth certificate',
  phone: 'Mobile or landline, e.g. 9812345678 or 041-590123',
  photo: 'Any image file (JPG, PNG, …), up to 5 MB',
  birthCertificate: 'PDF, Word (DOC, DOCX), JPG or PNG, up to 5 MB',
} as const;

export const admissionPlaceholders = {
  gender: 'Choose gender',
  classApplied: 'Choose a class',
  relation: 'Choose relation',
  education: 'Choose education (optional)',
} as const;

export const admissionButtons = {
  submit: 'Submit application',
  clear: 'Clear',
  choosePhoto: 'Choose student photo',
  changePhoto: 'Change student photo',
  chooseCertificate: 'Choose birth certificate',
  changeCertificate: 'Change birth certificate',
  removeFile: 'Remove',
} as const;

/** Messages of the checks on submit: the fields' are the contracts' (the spec's wording and beyond), the files' here. */
export const admissionMessages = {
  ...admissionCheckMessages,
  photoNotImage: (fileName: string) =>
    `"${fileName}" is not an image. Please choose a photo such as a JPG or PNG file.`,
  certificateWrongType: (fileName: string) =>
    `"${fileName}" cannot be used. Please choose a PDF, Word (DOC, DOCX), JPG or PNG file.`,
  fileTooLarge: (fileName: string, sizeText: string) =>
    `"${fileName}" is ${sizeText}, larger than 5 MB. Please choose a smaller file or a smaller scan.`,
  success: 'Thank you! The application is complete. (Demonstration: nothing was sent.)',
} as const;

/** The browser's picker filters: a hint only, the form checks the file itself. */
export const fileAccept = {
  photo: 'image/*',
  birthCertificate: '.pdf,.doc,.docx,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png',
} as const;
