import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { CommentFeed } from './comments/feed.js';
import { commentRoutes } from './comments/routes.js';
import { CommentStore } from './comments/store.js';
import { handleError, messages } from './errors.js';

export interface AppConfig {
  databasePath: string;
  logLevel?: string;
  /** Comments one client may post per minute (default 5). */
  rateLimitPerMinute?: number;
  /** The site's origin, the one browser origin allowed by CORS; unset allows none (same-origin use only). */
  publicSiteOrigin?: string;
  /** Interval of the stream's keep-alive comments (default 25 s, below common 30-60 s proxy idle timeouts). */
  heartbeatMs?: number;
  /** The server clock (tests pin it). */
  now?: () => Date;
  /** Where log lines go (default stdout; tests capture them). */
  logStream?: DestinationStream;
}

/**
 * Addresses of proxies whose X-Forwarded-For is believed: loopback (nginx of the local stack) and private
 * ranges (the Compose network). nginx replaces the header with the client's address, so the rate limit
 * counts real clients instead of nginx.
 */
const trustedProxies = ['loopback', 'uniquelocal'];

/** Builds the comments API without listening, so tests drive it over real HTTP with supertest. */
export function buildApp(config: AppConfig): FastifyInstance {
  const app = Fastify({
    logger: {
      level: config.logLevel ?? 'info',
      ...(config.logStream ? { stream: config.logStream } : {}),
    },
    trustProxy: trustedProxies,
    // A comment is at most 2,000 characters; 16 KiB leaves room for JSON escaping of any of them.
    bodyLimit: 16 * 1024,
    // Bad bodies are rejected as sent: no silent removal of extra fields, no "123" turning into 123.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
  });
  const store = new CommentStore(config.databasePath);
  const feed = new CommentFeed();
  app.addHook('onClose', async () => store.close());

  app.setErrorHandler(handleError);
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: messages.notFound }));

  void app.register(cors, {
    origin: config.publicSiteOrigin ?? false,
    methods: ['GET', 'POST'],
  });
  // Only posting is limited (per route below); reading and the stream are covered by nginx's limit.
  void app.register(rateLimit, { global: false });

  app.get('/api/health', async (_request, reply) => {
    try {
      store.ping();
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  void app.register(commentRoutes, {
    store,
    feed,
    rateLimitPerMinute: config.rateLimitPerMinute ?? 5,
    heartbeatMs: config.heartbeatMs ?? 25_000,
    now: config.now ?? (() => new Date()),
  });
  return app;
}
