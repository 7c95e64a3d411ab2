/**
 * The admission form's field rules, written once: the site's form checks them on submit, and office-service
 * checks them again on POST /api/admissions, with the same words. No dependencies beyond the contact checks: the
 * site's pages import it (`@school/contracts/admission-checks`). The files' own checks differ by side (the
 * browser sees a name and a type, the server the bytes), so only their limit is shared here.
 */
import { contactCheckMessages, isValidEmail, isValidPhone } from './contactChecks.js';

export const genders = ['Male', 'Female', 'Other', 'Prefer not to say'] as const;

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

export const parentRoles = ['father', 'mother'] as const;
export type ParentRole = (typeof parentRoles)[number];

/** Who fills the father's or the mother's place: most often the parent, sometimes a guardian. */
export const parentRelations: Record<ParentRole, readonly string[]> = {
  father: ['Father', 'Stepfather', 'Guardian'],
  mother: ['Mother', 'Stepmother', 'Guardian'],
};

/** How a language names whose a parent's fields are (parentPossessive): a relation's possessive, and the second guardian. */
export interface ParentPossessiveWords {
  /** Whose, by a relation of parentRelations: "Father's", "Stepmother's". */
  of: (relation: string) => string;
  /** The mother's place when both places name a guardian. */
  secondGuardian: string;
}

export const parentPossessiveWordsEn: ParentPossessiveWords = {
  of: (relation) => `${relation}'s`,
  secondGuardian: "Second guardian's",
};

/**
 * Whose a parent's fields are, as the form labels them and its messages name them: the relation chosen for that
 * place ("Father's", "Stepmother's", "Guardian's"), or the place's own when none of its relations is chosen. When both
 * places name a guardian, the mother's is the "Second guardian's", so that no two fields share a label. In English
 * unless given another language's `words` (the site's Nepali page: "बुबाको", "दोस्रो अभिभावकको").
 */
export function parentPossessive(
  role: ParentRole,
  relations: Partial<Record<ParentRole, string>>,
  words: ParentPossessiveWords = parentPossessiveWordsEn,
): string {
  const relationOf = (place: ParentRole) => {
    const chosen = relations[place] ?? '';
    return parentRelations[place].includes(chosen) ? chosen : (parentRelations[place][0] ?? place);
  };
  const relation = relationOf(role);
  if (role === 'mother' && relation === 'Guardian' && relationOf('father') === 'Guardian') return words.secondGuardian;
  return words.of(relation);
}

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

/** The ages a class takes, in whole years on the day the application is sent (school.yml's `classAges`). */
export interface ClassAges {
  from: number;
  to: number;
}

/** A child's age in whole years on `today`: both A.D. dates, YYYY-MM-DD (a birthday on 29 Feb counts from 1 Mar). */
export function ageInYears(dob: string, today: string): number {
  const [year = 0, month = 0, day = 0] = dob.split('-').map(Number);
  const [todayYear = 0, todayMonth = 0, todayDay = 0] = today.split('-').map(Number);
  const hadBirthday = todayMonth > month || (todayMonth === month && todayDay >= day);
  return todayYear - year - (hadBirthday ? 0 : 1);
}

/**
 * Whether a date of birth is outside the ages the school set for a class: its age in whole years on `today` is below
 * `from` or above `to`. No ages set for the class: never.
 */
export function isOutsideClassAges(dob: string, today: string, ages: ClassAges | undefined): boolean {
  if (!ages || !isRealIsoDate(dob)) return false;
  const age = ageInYears(dob, today);
  return age < ages.from || age > ages.to;
}

/**
 * The largest files an application may carry, in whole megabytes (of 1,048,576 bytes), as office-service's settings
 * set them (OFFICE_PHOTO_MAX_MB, OFFICE_CERTIFICATE_MAX_MB). The site's form gets the operator's values through
 * /config.js; these are the defaults of both.
 */
export interface UploadLimits {
  photoMaxMb: number;
  certificateMaxMb: number;
}
export const defaultUploadLimits: Readonly<UploadLimits> = { photoMaxMb: 5, certificateMaxMb: 10 };
export const bytesPerMegabyte = 1024 * 1024;

export const parentFieldNames = [
  'relation',
  'firstName',
  'lastName',
  'email',
  'phone',
  'education',
  'address',
] as const;
export type ParentFieldName = (typeof parentFieldNames)[number];

/** A parent's field in the flat form values, e.g. fatherFirstName. */
export type ParentFieldKey = `${ParentRole}${Capitalize<ParentFieldName>}`;

export function parentFieldKey(role: ParentRole, field: ParentFieldName): ParentFieldKey {
  return `${role}${field.charAt(0).toUpperCase()}${field.slice(1)}` as ParentFieldKey;
}

export const studentFieldNames = ['firstName', 'middleName', 'lastName', 'gender', 'dob', 'classApplied'] as const;

/** Every text field of the form, as the form sends them (multipart field names of POST /api/admissions). */
export type AdmissionTextField = (typeof studentFieldNames)[number] | ParentFieldKey;
export const admissionTextFields: readonly AdmissionTextField[] = [
  ...studentFieldNames,
  ...parentRoles.flatMap((role) => parentFieldNames.map((field) => parentFieldKey(role, field))),
];

export type AdmissionTextValues = Record<AdmissionTextField, string>;
export type AdmissionFieldErrors = Partial<Record<AdmissionTextField, string>>;

/**
 * The words of the checks on submit, in one language. A parent's field's message names whose it is, in the words
 * of its label (`whose`, parentPossessive's): "Father's first name is required", "Guardian's phone is required".
 */
export interface AdmissionCheckWords {
  required: string;
  firstNameRequired: (whose: string) => string;
  phoneRequired: (whose: string) => string;
  dobInFuture: string;
  dobInvalid: string;
  emailInvalid: string;
  phoneInvalid: string;
  whose: ParentPossessiveWords;
}

/** The checks' words in English: office-service's, and the site's English page's. */
export const admissionCheckMessages = {
  required: 'Required',
  firstNameRequired: (whose: string) => `${whose} first name is required`,
  phoneRequired: (whose: string) => `${whose} phone is required`,
  dobInFuture: 'Date of birth cannot be in the future',
  dobInvalid: 'Enter a real date, for example 2019-04-15',
  emailInvalid: contactCheckMessages.emailInvalid,
  phoneInvalid: contactCheckMessages.phoneInvalid,
  whose: parentPossessiveWordsEn,
} as const satisfies AdmissionCheckWords;

/** Whether a value is a real calendar date written YYYY-MM-DD. */
export function isRealIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function checkParent(
  values: AdmissionTextValues,
  role: ParentRole,
  errors: AdmissionFieldErrors,
  words: AdmissionCheckWords,
): void {
  const key = (field: ParentFieldName) => parentFieldKey(role, field);
  const whose = parentPossessive(role, { father: values.fatherRelation, mother: values.motherRelation }, words.whose);
  if (!values[key('firstName')].trim()) errors[key('firstName')] = words.firstNameRequired(whose);
  const email = values[key('email')].trim();
  if (email && !isValidEmail(email)) errors[key('email')] = words.emailInvalid;
  const phone = values[key('phone')].trim();
  if (!phone) errors[key('phone')] = words.phoneRequired(whose);
  else if (!isValidPhone(phone)) errors[key('phone')] = words.phoneInvalid;
}

/**
 * Every check of the application's text fields. `today` is the parent's local date (YYYY-MM-DD). The messages are
 * English (office-service's) unless given another language's `words` (the site's Nepali page).
 */
export function checkAdmissionFields(
  values: AdmissionTextValues,
  today: string,
  words: AdmissionCheckWords = admissionCheckMessages,
): AdmissionFieldErrors {
  const errors: AdmissionFieldErrors = {};
  for (const field of ['firstName', 'lastName', 'gender', 'dob', 'classApplied'] as const) {
    if (!values[field].trim()) errors[field] = words.required;
  }
  if (values.dob && !isRealIsoDate(values.dob)) errors.dob = words.dobInvalid;
  // ISO dates compare correctly as text.
  else if (values.dob && values.dob > today) errors.dob = words.dobInFuture;

  checkParent(values, 'father', errors, words);
  checkParent(values, 'mother', errors, words);
  return errors;
}
