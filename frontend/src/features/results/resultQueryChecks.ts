/** The result lookup form's values, its checks, and the query it becomes once they pass. */
import { resultClasses, resultMessages } from '../../content/results';
import type { FieldErrors } from '../../components/form/useCheckedForm';
import type { ResultQuery } from './resultsApi';

export interface ResultQueryValues {
  name: string;
  className: string;
  roll: string;
  examType: string;
}

export const emptyResultQuery: ResultQueryValues = { name: '', className: '', roll: '', examType: '' };

/** A roll number as typed: digits only, surrounding spaces forgiven; at most the API's 9999. */
const wholeNumber = /^\d+$/;
const highestRoll = 9999;

const classOf = (value: string) => resultClasses.find((name) => name === value);

export function checkResultQuery(values: ResultQueryValues): FieldErrors<ResultQueryValues> {
  const errors: FieldErrors<ResultQueryValues> = {};
  if (!values.name.trim()) errors.name = resultMessages.nameRequired;
  if (!classOf(values.className)) errors.className = resultMessages.classRequired;
  const roll = values.roll.trim();
  if (!roll) errors.roll = resultMessages.rollRequired;
  else if (!wholeNumber.test(roll) || Number(roll) < 1 || Number(roll) > highestRoll)
    errors.roll = resultMessages.rollInvalid;
  if (!values.examType) errors.examType = resultMessages.examTypeRequired;
  return errors;
}

/** The query of values that passed checkResultQuery ("07" is roll 7). */
export function toResultQuery(values: ResultQueryValues): ResultQuery {
  return {
    name: values.name,
    className: classOf(values.className) ?? resultClasses[0],
    roll: Number(values.roll.trim()),
    examType: values.examType,
  };
}
