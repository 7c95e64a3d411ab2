/**
 * pino JSON lines to stdout. The eSewa secret key must never reach a log: the code never logs the settings
 * object, and as a second guard any field that could hold it is redacted wherever it appears.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './config.js';

export const redactedPaths = [
  'secretKey',
  '*.secretKey',
  '*.*.secretKey',
  'esewa.secretKey',
  'config.esewa.secretKey',
  'ESEWA_SECRET_KEY',
  '*.ESEWA_SECRET_KEY',
  'env.ESEWA_SECRET_KEY',
  'req.headers.authorization',
  'req.headers.cookie',
];

export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'payment-service' },
    redact: { paths: redactedPaths, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * One line per request, written when the answer has gone out (Fastify's default is two: one on arrival, one on
 * completion). Bodies are never logged: they hold parents' names and eSewa's callback.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
      ip: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}
