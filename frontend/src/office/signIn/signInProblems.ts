import type { ApiResult } from '../../lib/api';
import type { OfficeWords } from '../../content/office';

/** What the sign-in asks of the office: a code by email, or a session for the code. */
export type SignInStep = 'code-request' | 'sign-in';

/** A wait from Retry-After in plain words: seconds under a minute, whole minutes (rounded up) above. */
export function waitInWords(seconds: number, words: OfficeWords): string {
  return seconds < 60 ? words.seconds(Math.max(1, Math.ceil(seconds))) : words.minutes(Math.ceil(seconds / 60));
}

/**
 * The refusal of a sign-in request in the page's language. The office's own messages are English, so the console
 * words them itself from the status: the person reads the same thing in either language.
 */
export function signInProblem(
  answer: Extract<ApiResult<unknown>, { ok: false }>,
  step: SignInStep,
  words: OfficeWords,
) {
  if (answer.status === 401 && step === 'sign-in') return words.wrongCode;
  if (answer.status === 429) {
    return answer.retryAfterSeconds === undefined
      ? words.tooManyNoWait
      : words.tooMany(waitInWords(answer.retryAfterSeconds, words));
  }
  if (answer.status === 400) return step === 'sign-in' ? words.codeInvalid : words.emailInvalid;
  // No answer (offline, a timeout), or nginx's or a proxy's answer while office-service is down or restarting.
  if (answer.status === 0 || answer.status === 502 || answer.status === 503 || answer.status === 504) {
    return words.unavailable;
  }
  return words.failed;
}

/** An address worth sending: something@something.something, no spaces (the office checks no more than that matters). */
export function looksLikeEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}
