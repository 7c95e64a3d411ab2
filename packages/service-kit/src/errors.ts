/**
 * Every error answers {"message": "…"} in plain words, router-level ones included, and never echoes the request.
 * Bad input is always a 4xx, never a 5xx; a 5xx never tells the caller more than "something went wrong" (the
 * details go to the log). Each service brings its own words for what differs: the rate limit, schema failures,
 * unknown addresses.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDiskFull } from './diskSpace.js';

/** An error a route throws on purpose: its message is meant for the visitor. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** The parts of an Ajv error (Fastify's `error.validation`) that messages are built from. */
export interface SchemaIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

export interface ErrorMessages {
  /** 429: the route's rate limit was reached. */
  rateLimited: string;
  /** 404: no route at this address. */
  notFound: string;
  /** 400: the request did not match the route's schema (the issues in Ajv's order). */
  describeValidation(issues: readonly SchemaIssue[]): string;
  /** Words for Fastify's own client errors by code, over `clientErrorMessages`. */
  byCode?: Readonly<Record<string, string>>;
}

/** Fastify's client errors (content type, size, JSON) in plain words. */
export const clientErrorMessages: Readonly<Record<string, string>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request as JSON (Content-Type: application/json).',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length does not match its body.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
};

/** A CORS preflight (OPTIONS) without the headers a browser always sends with one. */
export const invalidPreflightMessage =
  'An OPTIONS request must carry Origin and Access-Control-Request-Method headers.';

export const badRequestMessage = 'Bad request.';
export const internalErrorMessage = 'Something went wrong on our side. Please try again in a moment.';
/** 503 while the server's disk is full (diskSpace.ts): nothing was saved, and it is worth trying again later. */
export const diskFullMessage =
  "We can't save anything right now because the school's server has run out of storage space. Nothing was saved. Please try again later.";
/** Seconds a client is asked to wait before trying a refused write again. */
export const diskFullRetryAfterSeconds = 60;

export type ErrorHandler = (error: unknown, request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/** The handler for `setErrorHandler` and Fastify's `frameworkErrors` (a malformed address never reaches a route). */
export function errorHandler(messages: ErrorMessages): ErrorHandler {
  const byCode = { ...clientErrorMessages, ...messages.byCode };
  return (error, request, reply) => {
    const answer = (status: number, message: string) => reply.code(status).send({ message });
    if (error instanceof HttpError) return answer(error.statusCode, error.message);
    // Logged once per episode by DiskSpace, not here on every refused request.
    if (isDiskFull(error)) {
      reply.header('retry-after', String(diskFullRetryAfterSeconds));
      return answer(503, diskFullMessage);
    }
    if (!(error instanceof Error)) {
      request.log.error({ thrown: typeof error }, 'unexpected non-error thrown');
      return answer(500, internalErrorMessage);
    }
    const { validation, statusCode = 500, code } = error as FastifyError;
    if (validation) return answer(400, messages.describeValidation(validation as SchemaIssue[]));
    if (statusCode === 429) return answer(429, messages.rateLimited);
    if (statusCode >= 400 && statusCode < 500) {
      const invalidJson = error instanceof SyntaxError ? byCode.FST_ERR_CTP_INVALID_JSON_BODY : undefined;
      return answer(statusCode, byCode[code] ?? invalidJson ?? badRequestMessage);
    }
    request.log.error({ err: error }, 'unexpected error');
    return answer(500, internalErrorMessage);
  };
}

/**
 * The last guard, an `onSend` hook: an error answer that is not JSON (a plugin's own text, such as the CORS
 * plugin's "Invalid Preflight Request") is replaced by {"message"} in plain words before it leaves.
 */
export function plainErrorBodies(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  const type = String(reply.getHeader('content-type') ?? '');
  if (reply.statusCode < 400 || type.startsWith('application/json')) return done(null, payload);
  const status = reply.statusCode;
  const message =
    request.method === 'OPTIONS' && status === 400
      ? invalidPreflightMessage
      : status >= 500
        ? internalErrorMessage
        : status === 400
          ? badRequestMessage
          : `${STATUS_CODES[status] ?? 'Bad request'}.`;
  const body = JSON.stringify({ message });
  reply.header('content-type', 'application/json; charset=utf-8');
  reply.header('content-length', Buffer.byteLength(body));
  done(null, body);
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refused (malformed, headers too large, timed out)
 * is answered {"message"} too, as Fastify's default does with its own shape.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify({ message: status === 400 ? badRequestMessage : `${STATUS_CODES[status]}.` });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
