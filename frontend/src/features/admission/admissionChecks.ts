/**
 * The admission application's values and the checks they pass on submit. The text fields' rules are the
 * contracts' (office-service checks the same on POST /api/admissions); the files' are the browser's (fileChecks).
 */
import {
  ageInYears,
  checkAdmissionFields,
  isOutsideClassAges,
  parentFieldKey,
  parentFieldNames,
  type ParentFieldKey,
  type ParentRole,
} from '@school/contracts/admission-checks';
import {
  admissionTexts,
  classAges,
  defaultUploadLimits,
  type AdmissionWords,
  type UploadLimits,
} from '../../content/admission';
import type { FieldErrors } from '../../components/form/useCheckedForm';
import { adDateToSend, bsEntryProblem, type BirthDateValues } from '../../components/form/birthDate/birthDate';
import type { BsCalendar } from '../../components/form/birthDate/bsCalendar';
import { checkBirthCertificate, checkPhoto } from './fileChecks';

export { parentFieldKey, parentFieldNames };
export type { ParentFieldKey, ParentFieldName } from '@school/contracts/admission-checks';

export type AdmissionValues = {
  firstName: string;
  middleName: string;
  lastName: string;
  gender: string;
  classApplied: string;
  photo: File | null;
  birthCertificate: File | null;
  /** The parent confirmed a date of birth outside the ages the school set for the class. */
  ageConfirmed: boolean;
} & BirthDateValues &
  Record<ParentFieldKey, string>;

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
  dobBs: '',
  // B.S. first: the calendar of Nepali birth certificates. The same in the pre-rendered page, so it hydrates as is.
  dobCalendar: 'bs',
  classApplied: '',
  photo: null,
  birthCertificate: null,
  ageConfirmed: false,
  ...emptyParent('father', 'Father'),
  ...emptyParent('mother', 'Mother'),
};

/**
 * Every check of the application. `today` is the visitor's local date (YYYY-MM-DD). A date of birth entered in B.S.
 * is judged by the calendar module `bs` once it has arrived (the form waits for it before it sends): its A.D. date
 * passes the contracts' checks, and a B.S. date the module refuses gets its message. The messages are in the page's
 * language (`words`; English unless given). The files' sizes are judged by office-service's limits (`limits`).
 */
export function checkAdmission(
  values: AdmissionValues,
  today: string,
  bs?: BsCalendar,
  words: Pick<AdmissionWords, 'messages' | 'birthDate'> = admissionTexts.en,
  limits: UploadLimits = defaultUploadLimits,
): FieldErrors<AdmissionValues> {
  const errors: FieldErrors<AdmissionValues> = checkAdmissionFields(
    { ...values, dob: adDateToSend(values, bs) },
    today,
    words.messages,
  );
  const bsProblem = bs && bsEntryProblem(values, bs, words.birthDate);
  if (bsProblem) errors.dob = bsProblem;
  // Not judged yet: a B.S. entry typed before the calendar arrived has no A.D. date to check.
  else if (!bs && values.dobCalendar === 'bs' && values.dobBs.trim() && !values.dob) delete errors.dob;

  const outside = outsideClassAges(values, today, bs);
  if (outside && !errors.dob && !errors.classApplied && !values.ageConfirmed) {
    errors.ageConfirmed = words.messages.ageConfirmRequired;
  }

  const photoProblem = checkPhoto(values.photo, words.messages, limits);
  if (photoProblem) errors.photo = photoProblem;
  const certificateProblem = checkBirthCertificate(values.birthCertificate, words.messages, limits);
  if (certificateProblem) errors.birthCertificate = certificateProblem;
  return errors;
}

/**
 * The class's ages and the child's, when the date of birth (in A.D., a B.S. entry converted by `bs`) is outside the
 * ages the school set for the class chosen (school.yml's classAges); undefined when it is inside, or not yet known.
 */
export function outsideClassAges(
  values: AdmissionValues,
  today: string,
  bs: BsCalendar | undefined,
): { ages: { from: number; to: number }; age: number } | undefined {
  const ages = classAges[values.classApplied];
  const dob = adDateToSend(values, bs);
  if (!ages || !isOutsideClassAges(dob, today, ages)) return undefined;
  return { ages, age: ageInYears(dob, today) };
}
