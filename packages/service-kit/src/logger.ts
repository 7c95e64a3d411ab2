/**
 * pino JSON lines to stdout, with the service's name on every line and one line per request. Request and
 * response bodies are never logged: they hold parents' names, comments and eSewa's callback.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './settings.js';

/** Redacted in every service, wherever a request's headers get logged. */
const alwaysRedacted = ['req.headers.authorization', 'req.headers.cookie'];

export interface LoggerOptions {
  /** `service` on every line. */
  service: string;
  level: LogLevel;
  /** Further paths whose values never reach a log (a service's secrets), as pino's `redact.paths`. */
  redact?: readonly string[];
  /** Where the lines go (stdout by default); tests capture them. */
  destination?: DestinationStream | undefined;
}

export function createLogger(options: LoggerOptions): Logger {
  const pinoOptions = {
    level: options.level,
    base: { service: options.service },
    redact: { paths: [...(options.redact ?? []), ...alwaysRedacted], censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return options.destination ? pino(pinoOptions, options.destination) : pino(pinoOptions);
}

/** A route's config: `logRoutePattern` for a route whose address carries a secret (a receipt's token). */
export interface LoggedRouteConfig {
  logRoutePattern?: boolean;
}

/** The address as logged: the route's pattern (`/api/receipts/:token`) where the address itself is a secret. */
function loggedUrl(request: FastifyRequest): string {
  const config = request.routeOptions.config as LoggedRouteConfig | undefined;
  return config?.logRoutePattern ? (request.routeOptions.url ?? request.url) : request.url;
}

/**
 * One line per request, written when the answer has gone out (Fastify's default is two: one on arrival, one
 * on completion): method, url, status, time and the client's address.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: loggedUrl(request),
      statusCode: reply.statusCode,
      responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
      ip: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}
