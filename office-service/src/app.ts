/**
 * The school office's API as a Fastify app, built without listening: server.ts listens, tests drive it over real
 * HTTP with supertest. Routes: GET /api/health, POST /api/messages, POST /api/admissions, POST /api/results/lookup,
 * GET /api/results/exams, and for the school office's staff under /api/office/: sign-in (routes/staffSignIn.ts), passkeys (routes/staffPasskeys.ts),
 * applications, messages and the audit log (routes/staffDesk.ts), exam results (routes/staffResults.ts), the content folder's entries (routes/staffContent.ts), publishing the site (routes/staffPublishing.ts); and, on the services' own network only,
 * POST /internal/receipt-mail (payment-service's receipts, mailed through the outbox: routes/receiptMail.ts). It also runs the outbox's sender when SMTP is configured, the retention purge, and
 * publishes the sample results at start when RESULTS_SAMPLES=yes.
 */
import { createServiceApp, diskSpaceFor, guardStaffRoutes, isDiskFull } from '@school/service-kit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { join } from 'node:path';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config.js';
import { errorMessages } from './errors.js';
import { Outbox } from './mail/outbox.js';
import { OutboxSender, type RetryDelays } from './mail/sender.js';
import { smtpTransport, type MailTransport } from './mail/transport.js';
import { MessageStore } from './messages/messageStore.js';
import { postMessageRoute } from './routes/postMessage.js';
import { ExamHasRecordsError, ResultStore } from './results/resultStore.js';
import { publishSampleResults } from './results/sampleResults.js';
import { resultRoutes } from './routes/lookupResult.js';
import { WrongBirthDates, wrongBirthDatesPerDay } from './results/wrongBirthDates.js';
import { AdmissionStore } from './admissions/admissionStore.js';
import { postAdmissionRoute } from './routes/postAdmission.js';
import { OfficeRecords } from './records/officeRecords.js';
import { RetentionJob } from './records/retention.js';
import { openDatabase } from './store/database.js';
import { staffSignInRoutes } from './routes/staffSignIn.js';
import { staffDeskRoutes } from './routes/staffDesk.js';
import { staffResultsRoutes } from './routes/staffResults.js';
import { staffContentRoutes } from './routes/staffContent.js';
import { ContentFolder } from './content/contentFolder.js';
import { ContentUploads } from './content/contentUploads.js';
import { staffPublishingRoutes } from './routes/staffPublishing.js';
import { PublishQueue } from '@school/service-kit/publish-queue';
import { ResultsDesk } from './results/resultsDesk.js';
import { staffMembersRoutes } from './routes/staffMembers.js';
import { StaffChanges } from './staff/staffChanges.js';
import { staffPasskeyRoutes } from './routes/staffPasskeys.js';
import { StaffPasskeys } from './passkeys/staffPasskeys.js';
import { receiptMailRoute } from './routes/receiptMail.js';
import { ReceiptMailQueue } from './receipts/receiptMailQueue.js';
import { OfficeDesk } from './records/officeDesk.js';
import { sessionCookie } from './staff/sessionCookie.js';
import { SignIn, defaultSignInLimits, type SignInLimits } from './staff/signIn.js';
import { StaffSessions } from './staff/staffSessions.js';

/** Log paths of the SMTP password, redacted wherever they appear. */
export const secretLogPaths = [
  'password',
  '*.password',
  '*.*.password',
  'smtp.password',
  'config.smtp.password',
  'SMTP_PASSWORD',
  '*.SMTP_PASSWORD',
  'env.SMTP_PASSWORD',
  'auth.pass',
  '*.auth.pass',
];

export interface AppOptions {
  /** Where the JSON log lines go (stdout by default); tests capture them. */
  logStream?: DestinationStream;
  /** The server clock (tests pin it). */
  now?: () => Date;
  /** The waits between failed tries (default: 5 s doubling up to 1 hour). */
  mailRetry?: RetryDelays;
  /** The mail transport (default: SMTP from the settings). */
  transport?: MailTransport;
  /** The staff sign-in's limits (tests lower them). */
  signInLimits?: SignInLimits;
}

export function buildApp(config: AppConfig, options: AppOptions = {}): FastifyInstance {
  const diskSpace = diskSpaceFor(config.databasePath, config.minFreeDiskBytes);
  const db = openDatabase(config.databasePath);
  const store = new MessageStore(db, config.messageIdDomain, diskSpace);
  const app = createServiceApp({
    service: 'office-service',
    logLevel: config.logLevel,
    logStream: options.logStream,
    redact: secretLogPaths,
    siteOrigin: config.publicSiteOrigin,
    // A message is at most 1,500 characters; 32 KiB leaves room for JSON escaping of all the fields.
    bodyLimit: 32 * 1024,
    allSchemaErrors: false,
    errorMessages,
    ping: () => void db.prepare('SELECT 1').get(),
    diskSpace,
  });

  // The school office's staff: sign-in by emailed code, sessions kept here. Every /api/office/ route is guarded
  // (service-kit's staffAccess.ts); this service reads its own sessions, the others ask it.
  const now = options.now ?? (() => new Date());
  const staffSessions = new StaffSessions(db, config.staffSessions, now);
  const cookie = sessionCookie(config.publicSiteOrigin.startsWith('https:'));
  guardStaffRoutes(app, {
    checkSession: async (cookieHeader) => staffSessions.check(cookie.read(cookieHeader)),
    siteOrigin: config.publicSiteOrigin,
  });

  const sender = config.smtp
    ? new OutboxSender({
        outbox: new Outbox(db),
        transport: options.transport ?? smtpTransport(config.smtp),
        from: config.smtp.from,
        schoolInbox: config.smtp.schoolInbox,
        log: app.log,
        retry: options.mailRetry,
        now: options.now,
        filesPath: config.filesPath,
      })
    : undefined;

  void app.register(postMessageRoute, {
    store,
    messagesPerHour: config.messagesPerHour,
    queued: () => sender?.wake(),
    now: options.now ?? (() => new Date()),
  });

  // Exam results: one child's record at a time, read from the file on every request.
  const resultStore = new ResultStore(db);
  if (config.resultSamples) publishSamples(resultStore, app.log, options.now?.() ?? new Date());
  void app.register(resultRoutes, {
    store: resultStore,
    lookupsPerMinute: config.resultLookupsPerMinute,
    wrongBirthDates: new WrongBirthDates(wrongBirthDatesPerDay, options.now),
  });

  // Admission applications: the files' disk is guarded as well as the database's.
  const filesDisk =
    config.databasePath === ':memory:' ? undefined : diskSpaceFor(join(config.filesPath, 'x'), config.minFreeDiskBytes);
  filesDisk?.reportTo(app.log);
  const admissionStore = new AdmissionStore(
    db,
    config.filesPath,
    config.messageIdDomain,
    [diskSpace, filesDisk].filter((d) => d !== undefined),
  );
  void app.register(postAdmissionRoute, {
    store: admissionStore,
    filesPath: config.filesPath,
    limits: config.admissions,
    admissionsPerHour: config.admissions.perHour,
    queued: () => sender?.wake(),
    now: options.now ?? (() => new Date()),
  });

  const signIn = new SignIn(
    db,
    staffSessions,
    config.messageIdDomain,
    options.signInLimits ?? defaultSignInLimits,
    now,
  );
  void app.register(staffSignInRoutes, {
    signIn,
    sessions: staffSessions,
    cookie,
    cookieMaxAgeSeconds: Math.floor(config.staffSessions.maxMs / 1000),
    queued: () => sender?.wake(),
  });

  // Passkeys: added after a fresh emailed code, used to sign in without email.
  void app.register(staffPasskeyRoutes, {
    passkeys: new StaffPasskeys(db, staffSessions, config.publicSiteOrigin, config.messageIdDomain, now),
    signIn,
    cookie,
    cookieMaxAgeSeconds: Math.floor(config.staffSessions.maxMs / 1000),
    queued: () => sender?.wake(),
    now,
  });

  const officeRecords = new OfficeRecords(db, config.filesPath);
  const desk = new OfficeDesk(db, now);
  void app.register(staffDeskRoutes, { desk, records: officeRecords, filesPath: config.filesPath });
  void app.register(staffResultsRoutes, {
    results: new ResultsDesk(db, (by, action, reference) => desk.audit(by, action, reference), now),
  });
  // Publishing from the console: the content folder's entries and their photos and PDFs.
  void app.register(staffContentRoutes, {
    folder: new ContentFolder(config.publishing.contentDir),
    uploads: new ContentUploads(config.publishing.contentDir),
    uploadMaxBytes: config.publishing.uploadMaxBytes,
    audit: (by, action, reference) => desk.audit(by, action, reference),
  });
  // Publishing: requests go to the publisher service through the queue folder it watches (it has no port).
  void app.register(staffPublishingRoutes, {
    queue: config.publishQueueDir ? new PublishQueue(config.publishQueueDir).prepare() : undefined,
    audit: (by, action, reference) => desk.audit(by, action, reference),
  });
  void app.register(staffMembersRoutes, {
    changes: new StaffChanges(db, (by, action, reference) => desk.audit(by, action, reference), now),
  });

  // Receipts of fee payments, mailed for payment-service (which holds the money and reads no mail settings).
  void app.register(receiptMailRoute, {
    queue: new ReceiptMailQueue(db, config.messageIdDomain),
    paymentServiceUrl: config.paymentServiceUrl,
    siteOrigin: config.publicSiteOrigin,
    queued: () => sender?.wake(),
    now,
  });

  const retention = new RetentionJob(officeRecords, config.retentionDays, app.log, options.now);

  app.addHook('onReady', async () => {
    retention.start();
    if (sender) {
      app.log.info(
        { smtpHost: config.smtp?.host, smtpPort: config.smtp?.port, security: config.smtp?.security },
        'mailing through the SMTP server',
      );
      sender.start();
    } else {
      app.log.warn(
        {},
        'SMTP_HOST is not set: nothing is being mailed. Messages are kept, with their emails queued until SMTP is set.',
      );
    }
  });
  app.addHook('onClose', async () => {
    retention.stop();
    await sender?.stop();
    db.close();
  });
  return app;
}

/** How an operator takes the samples off the site again (the start log says it). */
export const removeSamplesHint =
  'to remove them, set RESULTS_SAMPLES=no and run make results ARGS="delete --exam NAME" for each (make results ARGS=list shows them)';

/**
 * RESULTS_SAMPLES=yes: publishes each sample exam not there yet, and says so in one line with the exams' names and
 * the count (never a child's name). A full disk or an import running at the same moment leaves the service starting.
 */
function publishSamples(store: ResultStore, log: FastifyBaseLogger, now: Date): void {
  try {
    const loaded = publishSampleResults(store, now);
    if (loaded.exams.length > 0) {
      log.info(
        { exams: loaded.exams, records: loaded.records },
        `sample results loaded (RESULTS_SAMPLES=yes): ${loaded.records} fictional records in ${loaded.exams.length} exams; ${removeSamplesHint}`,
      );
    } else {
      log.info({}, `sample results already published (RESULTS_SAMPLES=yes); ${removeSamplesHint}`);
    }
  } catch (error) {
    if (!isDiskFull(error) && !(error instanceof ExamHasRecordsError)) throw error;
    log.warn({ err: error }, 'sample results not loaded: ' + (error as Error).message);
  }
}
