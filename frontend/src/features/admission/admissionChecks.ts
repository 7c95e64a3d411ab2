/**
 * The admission application's values and the checks they pass on submit. The text fields' rules are the
 * contracts' (office-service checks the same on POST /api/admissions); the files' are the browser's (fileChecks).
 */
import {
  checkAdmissionFields,
  parentFieldKey,
  parentFieldNames,
  type ParentFieldKey,
  type ParentRole,
} from '@school/contracts/admission-checks';
import type { FieldErrors } from '../../components/form/useCheckedForm';
import { checkBirthCertificate, checkPhoto } from './fileChecks';

export { parentFieldKey, parentFieldNames };
export type { ParentFieldKey, ParentFieldName } from '@school/contracts/admission-checks';

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

/** Every check of the application. `today` is the visitor's local date (YYYY-MM-DD). */
export function checkAdmission(values: AdmissionValues, today: string): FieldErrors<AdmissionValues> {
  const errors: FieldErrors<AdmissionValues> = checkAdmissionFields(values, today);

  const photoProblem = checkPhoto(values.photo);
  if (photoProblem) errors.photo = photoProblem;
  const certificateProblem = checkBirthCertificate(values.birthCertificate);
  if (certificateProblem) errors.birthCertificate = certificateProblem;
  return errors;
}
