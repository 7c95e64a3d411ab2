import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { describeSchemaError, type SchemaError } from './comments/validation.js';

/** Every error answer of the API is `{"message": "..."}` in words a visitor can act on. */
export interface ErrorBody {
  message: string;
}

export const messages = {
  rateLimited: 'You are posting comments too quickly. Please wait a minute and try again.',
  unknownPost: 'There is no blog post with that address, so it takes no comments.',
  notFound: 'There is nothing at this address.',
  notJson: 'Send the comment as JSON (Content-Type: application/json).',
  tooLarge: 'That request is too large. A comment can be at most 2,000 characters.',
  badJson: 'Send the comment as a JSON object with a "name" and a "text".',
  internal: 'Something went wrong on our side. Please try again in a moment.',
} as const;

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error;
}

/**
 * Maps every failure to a status and a plain message. Bad input is always a 4xx with what to fix; only our
 * own faults are 5xx, and those are logged (never with the request body, which holds a comment's text).
 */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const fail = (status: number, message: string) => reply.code(status).send({ message } satisfies ErrorBody);
  if (!isFastifyError(error)) {
    request.log.error({ errorType: typeof error }, 'unexpected non-error thrown');
    return fail(500, messages.internal);
  }
  if (error.validation) return fail(400, describeSchemaError(error.validation[0] as SchemaError | undefined));
  if (error.statusCode === 429) return fail(429, messages.rateLimited);
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return fail(415, messages.notJson);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return fail(413, messages.tooLarge);
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return fail(400, messages.badJson);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return fail(status, error.message);
  request.log.error({ err: { type: error.name, code: error.code, message: error.message } }, 'request failed');
  return fail(500, messages.internal);
}
