/**
 * The Fastify instance both services start from: the logger, the proxy it trusts, strict schema checking, the
 * {"message"} errors, CORS for the site, the rate-limit plugin (limits are set per route) and GET /api/health.
 * A service then registers its own routes on it.
 */
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { DiskSpace } from './diskSpace.js';
import { clientErrorHandler, errorHandler, plainErrorBodies, type ErrorMessages } from './errors.js';
import { addressKey } from './clientAddress.js';
import { healthRoute } from './health.js';
import { createLogger, OneLinePerRequest } from './logger.js';
import type { LogLevel } from './settings.js';

/**
 * Addresses of proxies whose X-Forwarded-For is believed: loopback (nginx of the local stack) and private ranges
 * (the Compose network). nginx replaces the header with the client's address, so rate limits count real
 * clients instead of nginx.
 */
export const trustedProxies = ['loopback', 'uniquelocal'];

export interface ServiceAppOptions {
  /** `service` on every log line. */
  service: string;
  logLevel: LogLevel;
  /** Where the log lines go (stdout by default); tests capture them. */
  logStream?: DestinationStream | undefined;
  /** Log paths of the service's secrets, redacted wherever they appear. */
  redact?: readonly string[];
  /** The site's origin: the one browser origin allowed to call the API (CORS). */
  siteOrigin: string;
  /** Largest request body in bytes. */
  bodyLimit: number;
  /** Report every schema problem of a request at once (true) or only the first (false). */
  allSchemaErrors: boolean;
  errorMessages: ErrorMessages;
  /** Throws when the service cannot serve; GET /api/health answers 503 then. */
  ping(): void;
  /** The free-space guard of the service's database disk: its state changes are logged, and health follows it. */
  diskSpace?: DiskSpace;
}

export function createServiceApp(options: ServiceAppOptions): FastifyInstance {
  const handleError = errorHandler(options.errorMessages);
  const logger = createLogger({
    service: options.service,
    level: options.logLevel,
    redact: options.redact,
    destination: options.logStream,
  });
  const app = Fastify({
    // pino's Logger is a FastifyBaseLogger; the cast only keeps the instance's type the default one.
    loggerInstance: logger as FastifyBaseLogger,
    logController: new OneLinePerRequest(),
    trustProxy: trustedProxies,
    bodyLimit: options.bodyLimit,
    // Bad bodies are refused as sent: no silent removal of extra fields, no "123" turning into 123.
    ajv: {
      customOptions: {
        removeAdditional: false,
        coerceTypes: false,
        useDefaults: false,
        allErrors: options.allSchemaErrors,
      },
    },
    // A malformed address is refused before any route; without these it would be answered in Fastify's shape.
    frameworkErrors: handleError,
    clientErrorHandler,
  });

  app.setErrorHandler(handleError);
  // Plugins that answer by themselves (CORS's preflight check) bypass the error handler: their text is replaced.
  app.addHook('onSend', plainErrorBodies);
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: options.errorMessages.notFound }));
  // A list, not a string: the header is then sent only to the site's own origin, never to others.
  void app.register(cors, { origin: [options.siteOrigin], methods: ['GET', 'POST'] });
  // Limits count a client by its address, an IPv6 client by its /64 (clientAddress.ts).
  void app.register(rateLimit, { global: false, keyGenerator: (request) => addressKey(request.ip) });
  options.diskSpace?.reportTo(app.log);
  const { diskSpace } = options;
  void app.register(healthRoute, { ping: options.ping, writable: diskSpace && (() => diskSpace.writable()) });
  return app;
}
