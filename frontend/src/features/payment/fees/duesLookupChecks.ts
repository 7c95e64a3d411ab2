/** The dues lookup form's values (student ID and date of birth), its checks, and the request they become. */
import { isRealIsoDate } from '@school/contracts/admission-checks';
import type { DuesLookupRequest } from '@school/contracts';
import type { PaymentWords } from '../../../content/payment';
import type { FieldErrors } from '../../../components/form/useCheckedForm';
import { adDateToSend, bsEntryProblem, type BirthDateValues } from '../../../components/form/birthDate/birthDate';
import type { BsCalendar } from '../../../components/form/birthDate/bsCalendar';

export interface DuesLookupValues extends BirthDateValues {
  studentId: string;
}

export const emptyDuesLookup: DuesLookupValues = {
  studentId: '',
  dob: '',
  dobBs: '',
  // B.S. first, as on the birth certificate and the results form.
  dobCalendar: 'bs',
};

/** The API's longest student ID. */
const longestStudentId = 40;

/**
 * Every check of the lookup. `today` is the visitor's local date (YYYY-MM-DD); a B.S. date is judged once the
 * calendar module `bs` has arrived (the form waits for it before it looks up), as on the results form.
 */
export function checkDuesLookup(
  values: DuesLookupValues,
  words: Pick<
    PaymentWords['fees'],
    'studentIdRequired' | 'studentIdTooLong' | 'dobRequired' | 'dobInvalid' | 'dobInFuture' | 'birthDate'
  >,
  today: string,
  bs?: BsCalendar,
): FieldErrors<DuesLookupValues> {
  const errors: FieldErrors<DuesLookupValues> = {};
  const studentId = values.studentId.trim();
  if (!studentId) errors.studentId = words.studentIdRequired;
  else if (studentId.length > longestStudentId) errors.studentId = words.studentIdTooLong;
  const typed = values.dobCalendar === 'bs' ? values.dobBs : values.dob;
  if (!typed.trim()) {
    errors.dob = words.dobRequired;
    return errors;
  }
  if (values.dobCalendar === 'bs') {
    if (!bs) return errors;
    const refusal = bsEntryProblem(values, bs, words.birthDate);
    if (refusal) {
      errors.dob = refusal;
      return errors;
    }
  }
  const adDate = adDateToSend(values, bs);
  if (!isRealIsoDate(adDate)) errors.dob = words.dobInvalid;
  else if (adDate > today) errors.dob = words.dobInFuture;
  return errors;
}

/** The request of values that passed checkDuesLookup (a B.S. date is sent in A.D.; the service reads the ID's digits). */
export function toDuesLookup(values: DuesLookupValues, bs: BsCalendar | undefined): DuesLookupRequest {
  return { studentId: values.studentId.trim(), dob: adDateToSend(values, bs) };
}
