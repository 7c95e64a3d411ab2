/**
 * What a parent form (admission, contact) tells the parent after sending: the reference the school gave, the
 * server's message per field, or what to do next. The server's own words win where it has some.
 *
 * The services answer in English. A page in another language passes `{ preferOwnWords: true }`: every failure is
 * then said in the form's own words (its SendFailureWords, in the page's language), never the server's message,
 * and each field of a 400's `fields` gets `fieldMessage(field)` (the form's own check of what was sent, in the
 * page's words) or, when that finds nothing, `words.checkField` ("please check this field"). English pages pass
 * nothing and keep the server's words.
 */
import type { ApiResult } from './api';

export type SendOutcome =
  | { sent: true; reference: string }
  /**
   * `fields`: the server's message per field (the form's field names), when it refused what was sent; `reasons`:
   * each refused file's reason as a code (@school/contracts' fileRefusalReasons), for a page to say in its words.
   */
  | { sent: false; message: string; fields?: Record<string, string>; reasons?: Record<string, string> };

/** A form's words for each way a send can fail. */
export interface SendFailureWords {
  /** No answer at all: offline, or the connection dropped. */
  offline: string;
  /** 429 without a message of the server's own. */
  rateLimited: string;
  /** 502–504 without a message: the service restarting or unavailable. */
  unavailable: string;
  /** 413 without a message: the request was larger than nginx takes. */
  tooLarge: string;
  /** Anything else without a message. */
  failed: string;
  /** 408 (an upload that stalled or crawled, cut off), for a form that uploads; else `failed`. */
  cutOff?: string;
  /** With preferOwnWords: a field the server refused that the form's own check finds nothing wrong with (else `failed`). */
  checkField?: string;
}

/** How outcomeOf words a failure: nothing for English pages; see the module's comment. */
export interface OutcomeOptions {
  /** Say every failure in `words`, not the server's (English) message. */
  preferOwnWords?: boolean;
  /** With preferOwnWords: the form's own message for a field the server refused, if its check finds one. */
  fieldMessage?: (field: string) => string | undefined;
}

export function outcomeOf(
  result: ApiResult<{ reference?: unknown }>,
  words: SendFailureWords,
  options: OutcomeOptions = {},
): SendOutcome {
  if (result.ok) {
    const reference = result.data.reference;
    if (typeof reference === 'string' && reference) return { sent: true, reference };
    return { sent: false, message: words.failed };
  }
  if (result.status === 0) return { sent: false, message: words.offline };
  // The server's message, unless the page prefers its own words; else the form's word for this failure.
  const said = (own: string) => (options.preferOwnWords ? own : (result.message ?? own));
  if (result.status === 400 && result.fields) {
    const reasons = result.reasons ? { reasons: result.reasons } : {};
    return { sent: false, message: said(words.failed), fields: fieldsIn(result.fields, words, options), ...reasons };
  }
  if (result.status === 429) return { sent: false, message: said(words.rateLimited) };
  if (result.status === 413) return { sent: false, message: said(words.tooLarge) };
  // An upload cut off because it stalled or crawled (408).
  if (result.status === 408 && words.cutOff) return { sent: false, message: said(words.cutOff) };
  // nginx's or the service's "restarting or unavailable", or a disk short of room (503 with its own message).
  if (result.status >= 502 && result.status <= 504) return { sent: false, message: said(words.unavailable) };
  // 400 without fields, 408 (an upload cut off): the server says what happened and what to do.
  return { sent: false, message: said(words.failed) };
}

/** The server's message per field, or with preferOwnWords the form's own. */
function fieldsIn(
  fields: Record<string, string>,
  words: SendFailureWords,
  { preferOwnWords, fieldMessage }: OutcomeOptions,
): Record<string, string> {
  if (!preferOwnWords) return fields;
  return Object.fromEntries(
    Object.keys(fields).map((field) => [field, fieldMessage?.(field) ?? words.checkField ?? words.failed]),
  );
}
