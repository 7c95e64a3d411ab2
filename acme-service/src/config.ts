/**
 * acme-service's settings, read from the environment once at start and checked all together (see docs/operations.md, "HTTPS").
 * An empty value counts as unset: .env.example and docker-compose.https.yml pass empty strings.
 */
import { SettingsReader, type ConfigResult, type Env, type LogLevel } from '@school/service-kit';

export const letsEncryptDirectoryUrl = 'https://acme-v02.api.letsencrypt.org/directory';

export interface AcmeConfig {
  /** The one name the certificate is for (the site's public host name). */
  domain: string;
  /** The account's contact address: the CA writes there about expiring certificates and policy changes. */
  email: string;
  directoryUrl: string;
  /** A certificate with fewer days than this left is renewed. */
  renewDays: number;
  /** How often the certificate's remaining days are checked. */
  checkIntervalMinutes: number;
  /** The longest wait after failed orders (renewal.ts: retryDelayMinutes; the CA's rate limits count failures). */
  retryMinutes: number;
  /** Where the served key and certificate go (read by nginx). */
  certificateDir: string;
  /** Where HTTP-01 challenge files go (served by nginx at /.well-known/acme-challenge/). */
  challengeDir: string;
  /** Where the ACME account key is kept (only this service reads it). */
  accountDir: string;
  logLevel: LogLevel;
}

// A host name as DNS has it: labels of letters, digits and inner hyphens, at least two of them.
const hostName = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** Reads and checks every setting; never throws. */
export function loadConfig(env: Env): ConfigResult<AcmeConfig> {
  const settings = new SettingsReader(env, { sentenceEnd: '' });
  const domain = (settings.optional('SITE_DOMAIN') ?? '').toLowerCase();
  if (!domain) settings.problem('SITE_DOMAIN must name the site, such as school.example.edu.np');
  else if (!hostName.test(domain)) {
    settings.problem(
      `SITE_DOMAIN must be a host name such as school.example.edu.np (no scheme, port or path), got '${domain}'`,
    );
  }
  const email = settings.optional('ACME_EMAIL') ?? '';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    settings.problem(`ACME_EMAIL must be an e-mail address the certificate authority can write to, got '${email}'`);
  }
  const directory = settings.httpUrl(
    'ACME_DIRECTORY_URL',
    letsEncryptDirectoryUrl,
    (raw) => `ACME_DIRECTORY_URL must be an https address of an ACME directory, got '${raw}'`,
  );
  if (directory && directory.url.protocol !== 'https:') {
    settings.problem(`ACME_DIRECTORY_URL must be an https address of an ACME directory, got '${directory.url.href}'`);
  }
  const renewDays = settings.wholeNumber('ACME_RENEW_DAYS', 30, { min: 1, max: 365 });
  const checkIntervalMinutes = settings.wholeNumber('ACME_CHECK_INTERVAL_MINUTES', 720, { min: 1, max: 10_080 });
  const retryMinutes = settings.wholeNumber('ACME_RETRY_MINUTES', 60, { min: 1, max: 10_080 });
  const certificateDir = settings.text('TLS_CERT_DIR', '/tls');
  const challengeDir = settings.text('ACME_CHALLENGE_DIR', '/challenges');
  const accountDir = settings.text('ACME_ACCOUNT_DIR', '/account');
  const logLevel = settings.logLevel();
  return settings.result(() => ({
    domain,
    email,
    directoryUrl: directory?.url.href ?? letsEncryptDirectoryUrl,
    renewDays,
    checkIntervalMinutes,
    retryMinutes,
    certificateDir,
    challengeDir,
    accountDir,
    logLevel,
  }));
}
