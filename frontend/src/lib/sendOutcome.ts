/**
 * What a parent form (admission, contact) tells the parent after sending: the reference the school gave, the
 * server's message per field, or what to do next. The server's own words win where it has some, except on a page in
 * another language (preferOwnWords): the services write English.
 */
import type { ApiResult } from './api';

export type SendOutcome =
  | { sent: true; reference: string }
  /** `fields`: the server's message per field (the form's field names), when it refused what was sent. */
  | { sent: false; message: string; fields?: Record<string, string> };

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
  /**
   * A field the server refused, on a page in another language than the server's English (preferOwnWords), when
   * the form's own check finds nothing to say of it.
   */
  fieldFallback?: string;
}

export interface OutcomeOptions {
  /**
   * The services answer in English: on a page in another language the form's own words are shown instead of the
   * server's message, and each field it refused gets `fieldFallback` (the form puts its own check's message first).
   */
  preferOwnWords?: boolean;
}

export function outcomeOf(
  result: ApiResult<{ reference?: unknown }>,
  words: SendFailureWords,
  { preferOwnWords = false }: OutcomeOptions = {},
): SendOutcome {
  if (result.ok) {
    const reference = result.data.reference;
    if (typeof reference === 'string' && reference) return { sent: true, reference };
    return { sent: false, message: words.failed };
  }
  const serverMessage = preferOwnWords ? undefined : result.message;
  if (result.status === 0) return { sent: false, message: words.offline };
  if (result.status === 400 && result.fields) {
    const fields = preferOwnWords
      ? Object.fromEntries(Object.keys(result.fields).map((name) => [name, words.fieldFallback ?? words.failed]))
      : result.fields;
    return { sent: false, message: serverMessage ?? words.failed, fields };
  }
  if (result.status === 429) return { sent: false, message: serverMessage ?? words.rateLimited };
  if (result.status === 413) return { sent: false, message: serverMessage ?? words.tooLarge };
  // nginx's or the service's "restarting or unavailable", or a disk short of room (503 with its own message).
  if (result.status >= 502 && result.status <= 504) return { sent: false, message: serverMessage ?? words.unavailable };
  // 400 without fields, 408 (an upload cut off): the server says what happened and what to do.
  return { sent: false, message: serverMessage ?? words.failed };
}
