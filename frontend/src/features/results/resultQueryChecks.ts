/** The result lookup form's values, its checks, and the query it becomes once they pass. */
import { isRealIsoDate } from '@school/contracts/admission-checks';
import { withAsciiDigits } from '@school/contracts/digits';
import { resultClasses, type ResultWords } from '../../content/results';
import type { FieldErrors } from '../../components/form/useCheckedForm';
import { adDateToSend, bsEntryProblem, type BirthDateValues } from '../../components/form/birthDate/birthDate';
import type { BsCalendar } from '../../components/form/birthDate/bsCalendar';
import type { ResultQuery } from './resultsApi';

export interface ResultQueryValues extends BirthDateValues {
  name: string;
  className: string;
  roll: string;
  examType: string;
}

export const emptyResultQuery: ResultQueryValues = {
  name: '',
  className: '',
  roll: '',
  examType: '',
  dob: '',
  dobBs: '',
  // B.S. first, as on the admit card and the birth certificate; the same in the pre-rendered page.
  dobCalendar: 'bs',
};

/**
 * A roll number as typed: digits only (Latin or Devanagari, as a Nepali keyboard types them), surrounding spaces
 * forgiven; at most the API's 9999.
 */
const wholeNumber = /^\d+$/;
const rollAsTyped = (roll: string) => withAsciiDigits(roll.trim());
const highestRoll = 9999;

const classOf = (value: string) => resultClasses.find((name) => name === value);

/**
 * Every check of the lookup. `today` is the visitor's local date (YYYY-MM-DD). A date of birth typed in B.S. is
 * judged by the calendar module `bs` once it has arrived (the form waits for it before it looks up): a B.S. date it
 * refuses, an A.D. date typed as B.S. among them, gets its message in the page's language (`words`).
 */
export function checkResultQuery(
  values: ResultQueryValues,
  words: Pick<ResultWords, 'messages' | 'birthDate'>,
  today: string,
  bs?: BsCalendar,
): FieldErrors<ResultQueryValues> {
  const { messages } = words;
  const errors: FieldErrors<ResultQueryValues> = {};
  if (!values.name.trim()) errors.name = messages.nameRequired;
  if (!classOf(values.className)) errors.className = messages.classRequired;
  const roll = rollAsTyped(values.roll);
  if (!roll) errors.roll = messages.rollRequired;
  else if (!wholeNumber.test(roll) || Number(roll) < 1 || Number(roll) > highestRoll)
    errors.roll = messages.rollInvalid;
  if (!values.examType) errors.examType = messages.examTypeRequired;
  const dobProblem = birthDateProblem(values, words, today, bs);
  if (dobProblem) errors.dob = dobProblem;
  return errors;
}

function birthDateProblem(
  values: ResultQueryValues,
  words: Pick<ResultWords, 'messages' | 'birthDate'>,
  today: string,
  bs: BsCalendar | undefined,
): string | undefined {
  const typed = values.dobCalendar === 'bs' ? values.dobBs : values.dob;
  if (!typed.trim()) return words.messages.dobRequired;
  if (values.dobCalendar === 'bs') {
    // Not judged yet: the calendar has not arrived (the submit waits for it).
    if (!bs) return undefined;
    const refusal = bsEntryProblem(values, bs, words.birthDate);
    if (refusal) return refusal;
  }
  const adDate = adDateToSend(values, bs);
  if (!isRealIsoDate(adDate)) return words.messages.dobInvalid;
  if (adDate > today) return words.messages.dobInFuture;
  return undefined;
}

/** The query of values that passed checkResultQuery ("07" and "०७" are roll 7; a B.S. date is sent in A.D.). */
export function toResultQuery(values: ResultQueryValues, bs: BsCalendar | undefined): ResultQuery {
  return {
    name: values.name,
    className: classOf(values.className) ?? resultClasses[0],
    roll: Number(rollAsTyped(values.roll)),
    examType: values.examType,
    dob: adDateToSend(values, bs),
  };
}
