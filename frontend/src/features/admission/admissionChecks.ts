/** The admission application's values and the checks they pass on submit. */
import { admissionMessages, type ParentRole } from '../../content/admission';
import { isValidEmail, isValidPhone } from '../../lib/contactDetailChecks';
import type { FieldErrors } from '../../components/form/useCheckedForm';
import { checkBirthCertificate, checkPhoto } from './fileChecks';

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

export type AdmissionValues = {
  firstName: string;
  middleName: string;
  lastName: string;
  gender: string;
  /** ISO date (YYYY-MM-DD) from the date input, empty when not given. */
  dob: string;
  classApplied: string;
  photo: File | null;
  birthCertificate: File | null;
} & Record<ParentFieldKey, string>;

function emptyParent(role: ParentRole, relation: string): Record<ParentFieldKey, string> {
  const parent = {} as Record<ParentFieldKey, string>;
  for (const field of parentFieldNames) parent[parentFieldKey(role, field)] = '';
  parent[parentFieldKey(role, 'relation')] = relation;
  return parent;
}

export const emptyAdmission: AdmissionValues = {
  firstName: '',
  middleName: '',
  lastName: '',
  gender: '',
  dob: '',
  classApplied: '',
  photo: null,
  birthCertificate: null,
  ...emptyParent('father', 'Father'),
  ...emptyParent('mother', 'Mother'),
};

/** Today's date in the visitor's own time zone, as the date input writes it (YYYY-MM-DD). */
export function localIsoDate(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

function isRealIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function checkParent(values: AdmissionValues, role: ParentRole, errors: FieldErrors<AdmissionValues>): void {
  const key = (field: ParentFieldName) => parentFieldKey(role, field);
  if (!values[key('firstName')].trim()) {
    errors[key('firstName')] =
      role === 'father' ? admissionMessages.fatherFirstNameRequired : admissionMessages.motherFirstNameRequired;
  }
  const email = values[key('email')].trim();
  if (email && !isValidEmail(email)) errors[key('email')] = admissionMessages.emailInvalid;
  const phone = values[key('phone')].trim();
  if (!phone) errors[key('phone')] = admissionMessages.phoneRequired;
  else if (!isValidPhone(phone)) errors[key('phone')] = admissionMessages.phoneInvalid;
}

/** Every check of the application. `today` is the visitor's local date (YYYY-MM-DD). */
export function checkAdmission(values: AdmissionValues, today: string): FieldErrors<AdmissionValues> {
  const errors: FieldErrors<AdmissionValues> = {};
  for (const field of ['firstName', 'lastName', 'gender', 'dob', 'classApplied'] as const) {
    if (!values[field].trim()) errors[field] = admissionMessages.required;
  }
  if (values.dob && !isRealIsoDate(values.dob)) errors.dob = admissionMessages.dobInvalid;
  // ISO dates compare correctly as text.
  else if (values.dob && values.dob > today) errors.dob = admissionMessages.dobInFuture;

  checkParent(values, 'father', errors);
  checkParent(values, 'mother', errors);

  const photoProblem = checkPhoto(values.photo);
  if (photoProblem) errors.photo = photoProblem;
  const certificateProblem = checkBirthCertificate(values.birthCertificate);
  if (certificateProblem) errors.birthCertificate = certificateProblem;
  return errors;
}
