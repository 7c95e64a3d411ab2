/**
 * The payment API as a Fastify app, built without listening: server.ts listens, tests drive it over real HTTP
 * with supertest. Routes: GET /api/health, POST /api/esewa/initiate, POST /api/khalti/initiate,
 * POST /api/payment-status, GET /api/receipts/:token, and the parent's side of the fees: GET /api/fees/offered,
 * POST /api/fees/lookup, POST /api/esewa/initiate-dues, POST /api/khalti/initiate-dues; and eSewa's token payment,
 * called by eSewa's server: POST /api/esewa/token/access-token, GET /api/esewa/token/inquiry/:request_id,
 * POST /api/esewa/token/payment, POST /api/esewa/token/status; for the school office's staff the ledger,
 * GET /api/office/payments, /export and /:id (routes/staffPayments.ts).
 */
import {
  createServiceApp,
  diskSpaceFor,
  guardStaffRoutes,
  sessionCheckThrough,
  type SessionCheck,
} from '@school/service-kit';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config.js';
import { errorMessages } from './errors.js';
import { createStatusClient, type StatusChecker } from './esewa/statusClient.js';
import { TokenAuth } from './esewa/tokenAuth.js';
import { ParentDues } from './fees/parentDues.js';
import { PaymentLedger } from './office/paymentLedger.js';
import { StudentCheck } from './fees/studentCheck.js';
import { createKhaltiClient, type KhaltiClient } from './khalti/client.js';
import { duesInitiateRoutes } from './routes/duesInitiate.js';
import { esewaTokenRoutes } from './routes/esewaToken.js';
import { feesLookupRoutes } from './routes/feesLookup.js';
import { initiateRoute } from './routes/initiate.js';
import { khaltiInitiateRoute } from './routes/khaltiInitiate.js';
import { paymentStatusRoute } from './routes/paymentStatus.js';
import { receiptRoute } from './routes/receipts.js';
import { staffPaymentsRoutes } from './routes/staffPayments.js';
import { ReceiptMails } from './mail/receiptMails.js';
import { createReceiptMailer, type ReceiptMailer } from './mail/receiptMailer.js';
import { createInitiateLimits } from './transactions/initiateLimits.js';
import { createReconciler, type Reconciler, type Scheduler } from './transactions/reconciler.js';
import { createSettlement } from './transactions/settlement.js';
import { createStatusCallBudget } from './transactions/statusCallBudget.js';
import { openPaymentsDatabase, openTransactionStore, type TransactionStore } from './transactions/store.js';

export interface AppOptions {
  /** Where the JSON log lines go (stdout by default); tests capture them. */
  logStream?: DestinationStream;
  /** The clock; tests move it forward instead of waiting. */
  now?: () => Date;
  /**
   * Start the background jobs with the app, the reconciler and the receipts' mailer (server.ts does). Tests call
   * `app.payments.reconciler.runOnce()` and `app.receiptMailer.runOnce()`.
   */
  startReconciler?: boolean;
  reconcilerScheduler?: Scheduler;
  /** eSewa's status API; the real client for the configured URL unless a test needs another. */
  checkStatus?: StatusChecker;
  /** Khalti's API; the real client for KHALTI_BASE_URL (when KHALTI_SECRET_KEY is set) unless a test needs another. */
  khalti?: KhaltiClient;
  /** How a staff request's session is checked (default: asking office-service at OFFICE_SERVICE_URL). */
  checkSession?: SessionCheck;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: { store: TransactionStore; reconciler: Reconciler };
    receiptMailer: ReceiptMailer;
  }
}

/**
 * The wallets' secret keys (and eSewa's token payment password) must never reach a log: the code never logs the settings object, and as a second guard
 * any field that could hold it is redacted wherever it appears.
 */
export const secretKeyLogPaths = [
  'secretKey',
  '*.secretKey',
  '*.*.secretKey',
  'esewa.secretKey',
  'config.esewa.secretKey',
  'ESEWA_SECRET_KEY',
  '*.ESEWA_SECRET_KEY',
  'env.ESEWA_SECRET_KEY',
  'khalti.secretKey',
  'config.khalti.secretKey',
  'KHALTI_SECRET_KEY',
  '*.KHALTI_SECRET_KEY',
  'env.KHALTI_SECRET_KEY',
  // eSewa's token payment password (its Authorization header is redacted by the service kit).
  'credentials.password',
  '*.credentials.password',
  'config.esewaToken.credentials.password',
  'ESEWA_TOKEN_PASSWORD',
  '*.ESEWA_TOKEN_PASSWORD',
  'env.ESEWA_TOKEN_PASSWORD',
];

export function buildApp(config: AppConfig, options: AppOptions = {}): FastifyInstance {
  const now = options.now ?? (() => new Date());
  const diskSpace = diskSpaceFor(config.databasePath, config.minFreeDiskBytes);
  // The receipts' mailer is made below; a completion that queued an email wakes it after its commit.
  const mailerWake = { wake: () => {} };
  const store = openTransactionStore(config.databasePath, { diskSpace, onReceiptMailQueued: () => mailerWake.wake() });
  const app = createServiceApp({
    service: 'payment-service',
    logLevel: config.logLevel,
    logStream: options.logStream,
    redact: secretKeyLogPaths,
    siteOrigin: config.corsOrigin,
    bodyLimit: 8 * 1024,
    allSchemaErrors: true,
    errorMessages,
    ping: () => store.ping(),
    diskSpace,
  });

  const khaltiSecretKey = config.khalti.secretKey;
  const khalti =
    options.khalti ??
    (khaltiSecretKey === undefined
      ? undefined
      : createKhaltiClient({
          baseUrl: config.khalti.baseUrl,
          secretKey: khaltiSecretKey,
          timeoutMs: config.khalti.timeoutMs,
        }));

  // One budget for every status call (eSewa's status API and Khalti's lookup), the pages' and the reconciler's.
  const budget = createStatusCallBudget(config.esewa.statusCallsPerMinute, now);
  const settlement = createSettlement({
    store,
    budget,
    checkStatus:
      options.checkStatus ??
      createStatusClient({ statusUrl: config.esewa.statusUrl, timeoutMs: config.esewa.statusTimeoutMs }),
    khalti,
    secretKey: config.esewa.secretKey,
    productCode: config.esewa.productCode,
    logger: app.log,
    now,
  });
  const reconciler = createReconciler({
    store,
    settlement,
    now,
    logger: app.log,
    scheduler: options.reconcilerScheduler,
    budget,
    abandonedAlertPercent: config.limits.abandonedAlertPercent,
  });
  app.decorate('payments', { store, reconciler });

  // One set of limits for both wallets' new payments.
  const initiateLimits = createInitiateLimits(config.limits, store, now);
  void app.register(initiateRoute, { config, store, now, limits: initiateLimits });
  void app.register(khaltiInitiateRoute, { config, store, now, limits: initiateLimits, khalti });
  void app.register(paymentStatusRoute, { config, store, settlement });
  void app.register(receiptRoute, { config, store });

  // The fees' reads have a connection of their own (WAL: they never wait for the store's writes).
  const feesDb = openPaymentsDatabase(config.databasePath);
  const dues = new ParentDues(feesDb);
  // One count of wrong dates of birth per student, for the lookup and both wallets' dues payments.
  const check = new StudentCheck(dues, config.feeLookups.wrongBirthDatesPerDay, now);
  void app.register(feesLookupRoutes, { dues, check, lookupsPerMinute: config.feeLookups.lookupsPerMinute });
  void app.register(duesInitiateRoutes, { config, store, now, limits: initiateLimits, dues, check, khalti });
  // eSewa's token payment: its tokens live in memory (a restart makes eSewa sign in again).
  const { credentials, requestsPerMinute } = config.esewaToken;
  const auth = credentials && new TokenAuth(credentials, now);
  void app.register(esewaTokenRoutes, { auth, requestsPerMinute, store, dues, db: feesDb, now });

  // The school office's payments (admin, accounts): office-service keeps the sessions, asked on every request.
  guardStaffRoutes(app, {
    checkSession: options.checkSession ?? sessionCheckThrough(config.officeServiceUrl),
    siteOrigin: config.corsOrigin,
  });
  void app.register(staffPaymentsRoutes, { store, ledger: new PaymentLedger(feesDb) });

  // Receipts are mailed through the office outbox (office-service), handed over from their own table.
  const receiptMailer = createReceiptMailer({
    mails: new ReceiptMails(feesDb),
    officeServiceUrl: config.officeServiceUrl,
    now,
    logger: app.log,
  });
  mailerWake.wake = () => receiptMailer.wake();
  app.decorate('receiptMailer', receiptMailer);

  // The background jobs run with the server (server.ts); tests call runOnce() instead.
  if (options.startReconciler) {
    app.addHook('onReady', async () => {
      reconciler.start();
      receiptMailer.start();
    });
  }
  app.addHook('onClose', async () => {
    await reconciler.stop();
    await receiptMailer.stop();
    feesDb.close();
    store.close();
  });
  return app;
}
