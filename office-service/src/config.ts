/**
 * office-service's settings, read from the environment once at start and checked all together, so an operator
 * sees every wrong setting in one go (server.ts prints the messages and exits 1). An empty value counts as unset.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bytesPerMegabyte, defaultUploadLimits } from '@school/contracts/admission-checks';
import { isValidEmail } from '@school/contracts/contact-checks';
import { defaultPublicSiteUrl, SettingsReader, type ConfigResult, type Env, type LogLevel } from '@school/service-kit';

/** How the connection to the mail server is protected. */
export const smtpSecurityModes = ['starttls', 'tls', 'none'] as const;
export type SmtpSecurity = (typeof smtpSecurityModes)[number];

/** Where and how mail leaves: a school's Gmail or Zoho account, or the mail sandbox on this machine. */
export interface SmtpConfig {
  host: string;
  port: number;
  /**
   * `starttls` (the default; port 587): the connection must turn encrypted before anything is sent.
   * `tls` (port 465): encrypted from the first byte. `none`: plain text, for a mail server on this machine only.
   */
  security: SmtpSecurity;
  user: string | undefined;
  /** A secret: never logged (app.ts redacts it). */
  password: string | undefined;
  /** The sender address of every email (MAIL_FROM). */
  from: string;
  /** Where the school's copies go (SCHOOL_INBOX). */
  schoolInbox: string;
}

export interface AppConfig {
  host: string;
  port: number;
  databasePath: string;
  /** The folder of uploaded files (beside the database unless OFFICE_FILES_PATH says otherwise). */
  filesPath: string;
  /** Writes are refused (503) while fewer bytes are free on the database's disk (DATA_MIN_FREE_MB). */
  minFreeDiskBytes: number;
  /** Contact messages one client address may send per hour. */
  messagesPerHour: number;
  /** Result lookups one client address may make per minute (RESULTS_LOOKUPS_PER_MINUTE). */
  resultLookupsPerMinute: number;
  /** The origin the site is served from; the only one allowed to call the API from a browser (CORS). */
  publicSiteOrigin: string;
  /** payment-service's address (PAYMENT_SERVICE_URL): receipts are read there before they are mailed. */
  paymentServiceUrl: string;
  logLevel: LogLevel;
  /** Undefined without SMTP_HOST: everything is kept, nothing is mailed (and the log says so at start). */
  smtp: SmtpConfig | undefined;
  /** The domain of the emails' Message-IDs: MAIL_FROM's, or a name that is never a real domain. */
  messageIdDomain: string;
  /** POST /api/admissions (the admission form's applications): its limits. */
  admissions: AdmissionsConfig;
  /** Applications and messages older than this many days are removed, with their files and emails (OFFICE_RETENTION_DAYS). */
  retentionDays: number;
  /** RESULTS_SAMPLES=yes: the repository's sample results are published at start, each exam not there yet. */
  resultSamples: boolean;
  /** Staff sessions end after this long without a request (OFFICE_SESSION_IDLE_HOURS, 8) or after it began (OFFICE_SESSION_MAX_DAYS, 7). */
  staffSessions: { idleMs: number; maxMs: number };
  /** Publishing from the console: the content folder's entries and uploads. */
  publishing: PublishingConfig;
  /**
   * The publish queue's folder (PUBLISH_QUEUE_DIR), shared with the publisher service, which builds the site; unset,
   * the console's publish routes say publishing is not set up here.
   */
  publishQueueDir: string | undefined;
}

/** The content folder the console writes and the largest photo or PDF it takes. */
export interface PublishingConfig {
  /** SITE_CONTENT_DIR: the folder `make publish` reads (default: the repository's site-content/). */
  contentDir: string;
  /** PUBLISH_PHOTO_MAX_MB: a photo or PDF uploaded for a news post or notice (not the admission form's). */
  uploadMaxBytes: number;
}

/** The repository's site-content/ (from src/ or dist/ alike), as `make publish` resolves the default. */
const repositoryContentDir = fileURLToPath(new URL('../../site-content', import.meta.url));

/** The admission form's upload limits and rate. */
export interface AdmissionsConfig {
  /** Applications one client address may send per hour (OFFICE_ADMISSIONS_PER_HOUR). */
  perHour: number;
  /** OFFICE_PHOTO_MAX_MB, OFFICE_CERTIFICATE_MAX_MB. */
  photoMaxBytes: number;
  certificateMaxBytes: number;
  /** An upload that brings no byte for this long is cut off (OFFICE_UPLOAD_IDLE_SECONDS). */
  idleMs: number;
  /** An upload not whole after this long is cut off (OFFICE_UPLOAD_MAX_SECONDS). */
  totalMs: number;
}

function readAdmissions(settings: SettingsReader): AdmissionsConfig {
  // The defaults are the site form's too (contracts' defaultUploadLimits); nginx hands the form the values set here.
  const megabytes = (name: string, fallback: number) =>
    settings.wholeNumber(name, fallback, { min: 1, max: 100 }) * bytesPerMegabyte;
  return {
    perHour: settings.wholeNumber('OFFICE_ADMISSIONS_PER_HOUR', 5, { min: 1, max: 100_000 }),
    photoMaxBytes: megabytes('OFFICE_PHOTO_MAX_MB', defaultUploadLimits.photoMaxMb),
    certificateMaxBytes: megabytes('OFFICE_CERTIFICATE_MAX_MB', defaultUploadLimits.certificateMaxMb),
    idleMs: settings.wholeNumber('OFFICE_UPLOAD_IDLE_SECONDS', 30, { min: 1, max: 3600 }) * 1000,
    totalMs: settings.wholeNumber('OFFICE_UPLOAD_MAX_SECONDS', 900, { min: 1, max: 86_400 }) * 1000,
  };
}

/** Reads and checks every setting; never throws. */
export function loadConfig(env: Env): ConfigResult<AppConfig> {
  const settings = new SettingsReader(env, { sentenceEnd: '' });
  const host = settings.text('BIND_HOST', '127.0.0.1');
  const port = settings.port(
    'OFFICE_PORT',
    3004,
    (raw) => `OFFICE_PORT must be a port number from 1 to 65535, got '${raw}'`,
  );
  const databasePath = settings.text('OFFICE_DB_PATH', 'data/office.sqlite');
  const filesPath = settings.text('OFFICE_FILES_PATH', join(dirname(databasePath), 'office-files'));
  const minFreeDiskBytes = settings.minFreeDiskBytes();
  const messagesPerHour = settings.wholeNumber('OFFICE_MESSAGES_PER_HOUR', 10, { min: 1, max: 100_000 });
  const resultLookupsPerMinute = settings.wholeNumber('RESULTS_LOOKUPS_PER_MINUTE', 10, { min: 1, max: 100_000 });
  const site = settings.httpUrl(
    'PUBLIC_SITE_URL',
    defaultPublicSiteUrl(env),
    (raw) => `PUBLIC_SITE_URL must be an http(s) address such as https://school.example.np, got '${raw}'`,
  );
  // Where a receipt is read before it is mailed (POST /internal/receipt-mail): payment-service holds the money.
  const paymentService = settings.httpUrl(
    'PAYMENT_SERVICE_URL',
    'http://127.0.0.1:3001',
    (raw) =>
      `PAYMENT_SERVICE_URL must be payment-service's http address such as http://payment-service:3001, got '${raw}'`,
  );
  const logLevel = settings.logLevel();
  const admissions = readAdmissions(settings);
  // A year: one admission cycle, from the first applications to the start of the school year they are for.
  const retentionDays = settings.wholeNumber('OFFICE_RETENTION_DAYS', 365, { min: 1, max: 36_500 });
  const samplesRaw = settings.text('RESULTS_SAMPLES', 'no');
  const samples = samplesRaw.toLowerCase();
  if (samples !== 'yes' && samples !== 'no') {
    settings.problem(
      `RESULTS_SAMPLES must be 'yes' (publish the sample exam results at start) or 'no', got '${samplesRaw}'`,
    );
  }

  // At most 50 MB: the upload is held in memory while sharp re-encodes it. (wholeNumber's words name only the minimum.)
  const uploadMaxMb = settings.wholeNumber('PUBLISH_PHOTO_MAX_MB', 20, { min: 1 });
  if (uploadMaxMb > 50)
    settings.problem(`PUBLISH_PHOTO_MAX_MB must be a whole number from 1 to 50, got '${uploadMaxMb}'`);
  const publishing: PublishingConfig = {
    contentDir: resolve(settings.text('SITE_CONTENT_DIR', repositoryContentDir)),
    uploadMaxBytes: Math.min(uploadMaxMb, 50) * bytesPerMegabyte,
  };

  const sessionIdleHours = settings.wholeNumber('OFFICE_SESSION_IDLE_HOURS', 8, { min: 1, max: 24 * 30 });
  const sessionMaxDays = settings.wholeNumber('OFFICE_SESSION_MAX_DAYS', 7, { min: 1, max: 90 });
  const publishQueueDir = settings.optional('PUBLISH_QUEUE_DIR');

  const smtpHost = settings.optional('SMTP_HOST');
  const securityRaw = settings.text('SMTP_SECURITY', 'starttls');
  const security = smtpSecurityModes.find((mode) => mode === securityRaw);
  if (!security) {
    settings.problem(`SMTP_SECURITY must be 'starttls' (port 587), 'tls' (port 465) or 'none', got '${securityRaw}'`);
  }
  const smtpPort = settings.port('SMTP_PORT', security === 'tls' ? 465 : 587);
  const user = settings.optional('SMTP_USER');
  const password = settings.optional('SMTP_PASSWORD', { keepWhitespace: true });
  if ((user === undefined) !== (password === undefined)) {
    settings.problem('SMTP_USER and SMTP_PASSWORD go together: set both, or neither');
  }
  const address = (name: string): string | undefined => {
    const value = settings.optional(name);
    if (value === undefined) {
      if (smtpHost) settings.problem(`${name} must be set when SMTP_HOST is (an email address)`);
      return undefined;
    }
    if (!isValidEmail(value)) settings.problem(`${name} must be one email address such as office@school.example.np`);
    return value;
  };
  const from = address('MAIL_FROM');
  const schoolInbox = address('SCHOOL_INBOX');

  return settings.result(() => ({
    host,
    port,
    databasePath,
    filesPath,
    minFreeDiskBytes,
    messagesPerHour,
    resultLookupsPerMinute,
    publicSiteOrigin: site?.url.origin ?? '',
    paymentServiceUrl: paymentService?.url.origin ?? '',
    logLevel,
    smtp: smtpHost
      ? {
          host: smtpHost,
          port: smtpPort,
          security: security ?? 'starttls',
          user,
          password,
          from: from ?? '',
          schoolInbox: schoolInbox ?? '',
        }
      : undefined,
    messageIdDomain: from?.split('@')[1] ?? 'office-service.invalid',
    admissions,
    retentionDays,
    resultSamples: samples === 'yes',
    staffSessions: { idleMs: sessionIdleHours * 60 * 60_000, maxMs: sessionMaxDays * 24 * 60 * 60_000 },
    publishing,
    publishQueueDir,
  }));
}
