/**
 * The payment API as a Fastify app, built without listening: server.ts listens, tests drive it over real HTTP
 * with supertest. Routes: GET /api/health, POST /api/esewa/initiate, POST /api/payment-status.
 */
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config.js';
import { createStatusClient, type StatusChecker } from './esewa/statusClient.js';
import { createLogger, OneLinePerRequest } from './logging.js';
import { registerErrorHandlers } from './routes/errors.js';
import { registerHealthRoute } from './routes/health.js';
import { registerInitiateRoute } from './routes/initiate.js';
import { registerPaymentStatusRoute } from './routes/paymentStatus.js';
import { createReconciler, type Reconciler, type Scheduler } from './transactions/reconciler.js';
import { createSettlement } from './transactions/settlement.js';
import { openTransactionStore, type TransactionStore } from './transactions/store.js';

export interface AppOptions {
  /** Where the JSON log lines go (stdout by default); tests capture them. */
  logStream?: DestinationStream;
  /** The clock; tests move it forward instead of waiting. */
  now?: () => Date;
  /** Start the reconciler with the app (server.ts does). Tests call `app.payments.reconciler.runOnce()`. */
  startReconciler?: boolean;
  reconcilerScheduler?: Scheduler;
  /** eSewa's status API; the real client for the configured URL unless a test needs another. */
  checkStatus?: StatusChecker;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: { store: TransactionStore; reconciler: Reconciler };
  }
}

export function buildApp(config: AppConfig, options: AppOptions = {}): FastifyInstance {
  const now = options.now ?? (() => new Date());
  const logger = createLogger(config.logLevel, options.logStream);
  const app = Fastify({
    // pino's Logger is a FastifyBaseLogger; the cast only keeps the instance's type the default one.
    loggerInstance: logger as FastifyBaseLogger,
    logController: new OneLinePerRequest(),
    // nginx (loopback locally, a private address in Compose) states the client's address in X-Forwarded-For;
    // trusting it only from there makes the rate limit per parent, not per proxy.
    trustProxy: 'loopback,uniquelocal',
    bodyLimit: 8 * 1024,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true, useDefaults: false } },
  });

  const store = openTransactionStore(config.databasePath);
  const settlement = createSettlement({
    store,
    checkStatus:
      options.checkStatus ??
      createStatusClient({ statusUrl: config.esewa.statusUrl, timeoutMs: config.esewa.statusTimeoutMs }),
    secretKey: config.esewa.secretKey,
    productCode: config.esewa.productCode,
    logger,
    now,
  });
  const reconciler = createReconciler({ store, settlement, now, logger, scheduler: options.reconcilerScheduler });
  app.decorate('payments', { store, reconciler });

  registerErrorHandlers(app);
  // A list, not a string: the header is then sent only to the site's own origin, never to others.
  void app.register(cors, { origin: [config.corsOrigin], methods: ['GET', 'POST'] });
  void app.register(rateLimit, { global: false });
  void app.register(async (routes) => {
    registerHealthRoute(routes, store);
    registerInitiateRoute(routes, { config, store, now });
    registerPaymentStatusRoute(routes, { config, store, settlement });
  });

  if (options.startReconciler) app.addHook('onReady', async () => reconciler.start());
  app.addHook('onClose', async () => {
    await reconciler.stop();
    store.close();
  });
  return app;
}
