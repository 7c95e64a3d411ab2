/**
 * Every error answers {"message": "…"} in plain words. Bad input is always a 4xx, never a 5xx, and a 5xx never
 * tells the caller more than "something went wrong" (details go to the log).
 */
import type { FastifyError, FastifyInstance } from 'fastify';

/** An error a route throws on purpose: its message is meant for the parent. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** Human-readable field names for the messages. */
const fieldLabels: Record<string, string> = {
  studentName: 'Student name',
  parentName: 'Parent name',
  amount: 'Amount',
  transactionId: 'Transaction ID',
  product_id: 'product_id',
  status: 'status',
  data: 'data',
};

function describeIssue(issue: ValidationIssue): string {
  const field = issue.instancePath.replace(/^\//, '');
  const label = fieldLabels[field] ?? (field || 'The request body');
  switch (issue.keyword) {
    case 'required':
      return `${fieldLabels[String(issue.params.missingProperty)] ?? String(issue.params.missingProperty)} is required.`;
    case 'additionalProperties':
      return `Unexpected field '${String(issue.params.additionalProperty)}'.`;
    case 'type':
      return field ? `${label} must be a ${String(issue.params.type)}.` : 'The request body must be a JSON object.';
    case 'maxLength':
      return `${label} must be at most ${String(issue.params.limit)} characters.`;
    case 'minLength':
      return `${label} must not be empty.`;
    case 'enum':
      return `${label} must be one of: ${(issue.params.allowedValues as unknown[]).join(', ')}.`;
    case 'pattern':
      return field === 'transactionId'
        ? 'Transaction ID must look like txn_<time>_<random>.'
        : `${label} has an invalid format.`;
    default:
      return `${label} is not valid.`;
  }
}

export function validationMessage(issues: readonly ValidationIssue[]): string {
  return [...new Set(issues.map(describeIssue))].join(' ');
}

const plainMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request as JSON (Content-Type: application/json).',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length does not match its body.',
};

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send({ message: error.message });
    if (error.validation) {
      return reply.code(400).send({ message: validationMessage(error.validation as ValidationIssue[]) });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ message: 'Too many payment requests from your connection. Please wait a minute.' });
    }
    if (status >= 400 && status < 500) {
      const message =
        plainMessages[error.code] ??
        (error instanceof SyntaxError ? 'The request body is not valid JSON.' : 'Bad request.');
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again in a moment.' });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found.' }));
}
