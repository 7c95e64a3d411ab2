/**
 * Everything the admission application form says and offers: options, labels and messages.
 * The form itself (features/admission) only arranges these.
 */
import { formMessages } from './contact';
import { school } from './school';

export const genders = ['Male', 'Female', 'Other', 'Prefer not to say'] as const;
export type Gender = (typeof genders)[number];

/** The classes a new student can apply for. */
export const admissionClasses = [
  'Nursery',
  'LKG',
  'UKG',
  'Grade 1',
  'Grade 2',
  'Grade 3',
  'Grade 4',
  'Grade 5',
] as const;
export type AdmissionClass = (typeof admissionClasses)[number];

export type ParentRole = 'father' | 'mother';

/** Who fills the father's or the mother's place: most often the parent, sometimes a guardian. */
export const parentRelations: Record<ParentRole, readonly string[]> = {
  father: ['Father', 'Stepfather', 'Guardian'],
  mother: ['Mother', 'Stepmother', 'Guardian'],
};

/** Highest education, in the levels Nepali parents name them. */
export const educationLevels = [
  'No formal schooling',
  'Primary (up to Grade 5)',
  'Lower secondary (Grade 6 to 8)',
  'Secondary (SEE / SLC)',
  'Higher secondary (+2)',
  "Bachelor's degree",
  "Master's degree or higher",
] as const;

/** How long the demonstration success banner stays (spec: 4 seconds). */
export const successBannerMs = 4000;

/** Largest file the form accepts, for the photo and the birth certificate alike. */
export const maxUploadBytes = 5 * 1024 * 1024;

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

/** Messages of the checks on submit. The first group is the spec's wording; the rest go beyond it. */
export const admissionMessages = {
  required: 'Required',
  fatherFirstNameRequired: 'Father first name is required',
  motherFirstNameRequired: 'Mother first name is required',
  phoneRequired: 'Phone is required',
  dobInFuture: 'Date of birth cannot be in the future',
  dobInvalid: 'Enter a real date, for example 2019-04-15',
  emailInvalid: formMessages.emailInvalid,
  phoneInvalid: formMessages.phoneInvalid,
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
