/** The result lookup form's values, its checks, and the query it becomes once they pass. */
import { withAsciiDigits } from '@school/contracts/digits';
import { resultClasses, type ResultWords } from '../../content/results';
import type { FieldErrors } from '../../components/form/useCheckedForm';
import type { ResultQuery } from './resultsApi';

export interface ResultQueryValues {
  name: string;
  className: string;
  roll: string;
  examType: string;
}

export const emptyResultQuery: ResultQueryValues = { name: '', className: '', roll: '', examType: '' };

/**
 * A roll number as typed: digits only (Latin or Devanagari, as a Nepali keyboard types them), surrounding spaces
 * forgiven; at most the API's 9999.
 */
const wholeNumber = /^\d+$/;
const rollAsTyped = (roll: string) => withAsciiDigits(roll.trim());
const highestRoll = 9999;

const classOf = (value: string) => resultClasses.find((name) => name === value);

export function checkResultQuery(
  values: ResultQueryValues,
  messages: ResultWords['messages'],
): FieldErrors<ResultQueryValues> {
  const errors: FieldErrors<ResultQueryValues> = {};
  if (!values.name.trim()) errors.name = messages.nameRequired;
  if (!classOf(values.className)) errors.className = messages.classRequired;
  const roll = rollAsTyped(values.roll);
  if (!roll) errors.roll = messages.rollRequired;
  else if (!wholeNumber.test(roll) || Number(roll) < 1 || Number(roll) > highestRoll)
    errors.roll = messages.rollInvalid;
  if (!values.examType) errors.examType = messages.examTypeRequired;
  return errors;
}

/** The query of values that passed checkResultQuery ("07" and "०७" are roll 7). */
export function toResultQuery(values: ResultQueryValues): ResultQuery {
  return {
    name: values.name,
    className: classOf(values.className) ?? resultClasses[0],
    roll: Number(rollAsTyped(values.roll)),
    examType: values.examType,
  };
}
