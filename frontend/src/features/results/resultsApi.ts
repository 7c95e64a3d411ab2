/**
 * The result page's two calls to office-service: the exams the school has published (the form's options) and
 * the lookup of one child's record. What an answer means for the page is decided here, apart from the page.
 */
import type { PublishedExamsAnswer, ResultLookupRequest } from '@school/contracts';
import { resultTexts, type ResultClass, type ResultRecord, type ResultWords } from '../../content/results';
import { getJson, postJson, type ApiResult } from '../../lib/api';
import type { Language } from '../../lib/paths';

export interface ResultQuery {
  name: string;
  className: ResultClass;
  roll: number;
  examType: string;
  /** The date of birth in A.D. (YYYY-MM-DD), as the form converted it. */
  dob: string;
}

/** The exam names, newest publication first; undefined when no list came (offline, a server problem). */
export async function fetchPublishedExams(): Promise<string[] | undefined> {
  const result = await getJson<PublishedExamsAnswer>('/api/results/exams');
  if (!result.ok || !Array.isArray(result.data.exams)) return undefined;
  return result.data.exams.map((exam) => exam.name);
}

export function lookUpResult(query: ResultQuery): Promise<ApiResult<ResultRecord>> {
  const body: ResultLookupRequest = {
    name: query.name,
    class: query.className,
    roll: query.roll,
    exam: query.examType,
    dob: query.dob,
  };
  return postJson<ResultRecord>('/api/results/lookup', body);
}

/**
 * A lookup's outcome: the record, or what to tell the parent. `answered` is a reply about the details themselves
 * (no such record, the exam not published yet); the others say the lookup could not be made now.
 */
export type LookupOutcome =
  | { kind: 'found'; record: ResultRecord }
  | { kind: 'answered'; message: string }
  | { kind: 'not-now'; message: string };

/**
 * What an answer means, in the page's words. An English page shows the service's own words for an answer about the
 * details ("No record found…", "not published yet"); a page in another language says the same in its own words,
 * told apart by the status (and, for the two kinds of 404, by the service's English words for an unpublished exam).
 */
export function lookupOutcome(
  result: ApiResult<ResultRecord>,
  messages: ResultWords['messages'],
  language: Language,
): LookupOutcome {
  if (result.ok) return { kind: 'found', record: result.data };
  switch (result.status) {
    case 0:
      return { kind: 'not-now', message: messages.offline };
    case 400:
    case 404:
      return { kind: 'answered', message: answerAboutDetails(result.status, result.message, messages, language) };
    case 429:
      // Too many wrong dates of birth for this child today is an answer about the details, said apart.
      if (result.message === resultTexts.en.messages.tooManyWrongDates) {
        return { kind: 'answered', message: language === 'en' ? result.message : messages.tooManyWrongDates };
      }
      return { kind: 'not-now', message: messages.rateLimited };
    case 502:
    case 503:
    case 504:
      return { kind: 'not-now', message: messages.unavailable };
    default:
      return { kind: 'not-now', message: messages.failed };
  }
}

function answerAboutDetails(
  status: number,
  serverMessage: string | undefined,
  messages: ResultWords['messages'],
  language: Language,
): string {
  // The service's own words: "No record found…", or that the exam is not published yet.
  if (language === 'en') return serverMessage ?? messages.notFound;
  if (status === 400) return messages.rejected;
  return serverMessage === resultTexts.en.messages.notPublished ? messages.notPublished : messages.notFound;
}
