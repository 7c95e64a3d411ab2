/**
 * payment-service's settings, read from the environment once at start and checked all together, so an
 * operator sees every wrong setting in one go (server.ts prints the messages and exits 1).
 * An empty value counts as unset: .env.example and docker-compose.yml pass empty strings.
 */
import { defaultPublicSiteUrl, SettingsReader, type ConfigResult, type Env, type LogLevel } from '@school/service-kit';
import type { PaymentLanguage } from '@school/contracts';
import { parseRupeesToPaisa } from './money.js';

export type EsewaEnv = 'uat' | 'live';

/** eSewa's public test key for UAT (developer.esewa.com.np, ePay v2). Never valid in live. */
export const UAT_TEST_SECRET_KEY = '8gBm/:&EnhH.1/q';
export const UAT_PRODUCT_CODE = 'EPAYTEST';

/** eSewa's own addresses (ePay v2 documentation), used when ESEWA_FORM_URL / ESEWA_STATUS_URL are unset. */
export const esewaAddresses: Record<EsewaEnv, { formUrl: string; statusUrl: string }> = {
  uat: {
    formUrl: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
    statusUrl: 'https://rc.esewa.com.np/api/epay/transaction/status/',
  },
  live: {
    formUrl: 'https://epay.esewa.com.np/api/epay/main/v2/form',
    statusUrl: 'https://epay.esewa.com.np/api/epay/transaction/status/',
  },
};

export interface EsewaConfig {
  env: EsewaEnv;
  formUrl: string;
  statusUrl: string;
  productCode: string;
  secretKey: string;
  /** How long one status-check call may take before eSewa counts as unreachable. */
  statusTimeoutMs: number;
  /** The most status-API calls made in any minute, the reconciler's and the pages' together. */
  statusCallsPerMinute: number;
}

/** Khalti's ePayment API (KPG-2): its sandbox unless KHALTI_BASE_URL names the live one. */
export const khaltiAddresses = {
  sandbox: 'https://dev.khalti.com/api/v2/',
  live: 'https://khalti.com/api/v2/',
};

export interface KhaltiConfig {
  /** Khalti's API root, ending in /api/v2/ (KHALTI_BASE_URL). */
  baseUrl: string;
  /** The merchant's secret key (KHALTI_SECRET_KEY); undefined: paying with Khalti is switched off. */
  secretKey: string | undefined;
  /** How long one initiate or lookup call may take before Khalti counts as unreachable. */
  timeoutMs: number;
}

/**
 * eSewa's token payment (routes/esewaToken.ts): the credentials agreed with eSewa, which its server signs in with
 * (Basic, or for an access token). Both unset: switched off (every token endpoint answers 503).
 */
export interface EsewaTokenConfig {
  /** ESEWA_TOKEN_USERNAME and ESEWA_TOKEN_PASSWORD; undefined while both are unset. */
  credentials: { username: string; password: string } | undefined;
  /** Requests one client address may make to the token endpoints in a minute (ESEWA_TOKEN_REQUESTS_PER_MINUTE). */
  requestsPerMinute: number;
}

/** How many payments may be started, and when too many ended abandoned. */
export interface PaymentLimits {
  /** Payments one client address may start in an hour that are not paid (yet). */
  unpaidPerAddressPerHour: number;
  /** Payments all addresses together may start in an hour that are not paid (yet). */
  unpaidPerHour: number;
  /** Warn when more than this share (%) of the payments started in an hour end abandoned. */
  abandonedAlertPercent: number;
}

/** How often a parent's page may look up a student's dues (POST /api/fees/lookup, routes/feesLookup.ts). */
export interface FeeLookupLimits {
  /** Lookups one client address (an IPv6 client by its /64) may make in a minute. */
  lookupsPerMinute: number;
  /** Wrong dates of birth one student may be asked with in a day before their dues answer 429. */
  wrongBirthDatesPerDay: number;
}

/** The pages eSewa sends a parent back to after a payment, and after a cancel or a failure. */
export interface ReturnUrls {
  successUrl: string;
  failureUrl: string;
}

/** The site's pages in each language: English at the site's root, every other language under its own prefix. */
export function returnUrlsOf(siteBase: string): Record<PaymentLanguage, ReturnUrls> {
  const of = (prefix: string): ReturnUrls => ({
    successUrl: `${siteBase}${prefix}/payment-success`,
    failureUrl: `${siteBase}${prefix}/payment-failure`,
  });
  return { en: of(''), ne: of('/ne') };
}

export interface AppConfig {
  bindHost: string;
  port: number;
  databasePath: string;
  /** Writes are refused (503) while fewer bytes are free on the database's disk (DATA_MIN_FREE_MB). */
  minFreeDiskBytes: number;
  esewa: EsewaConfig;
  khalti: KhaltiConfig;
  esewaToken: EsewaTokenConfig;
  /**
   * Where eSewa sends the parent back to, by the language of the page they paid from: PUBLIC_SITE_URL +
   * /payment-success and /payment-failure in English, + /ne/payment-success and /ne/payment-failure in Nepali.
   */
  returnUrls: Record<PaymentLanguage, ReturnUrls>;
  /** The only origin browsers may call the API from (the site's own). */
  corsOrigin: string;
  maxAmountPaisa: number;
  rateLimitPerMinute: number;
  limits: PaymentLimits;
  feeLookups: FeeLookupLimits;
  /** office-service's address (OFFICE_SERVICE_URL): receipts are mailed through its outbox; staff sessions are checked there. */
  officeServiceUrl: string;
  /** The school's PAN (SCHOOL_PAN), printed on receipts; null while unset. */
  schoolPan: string | null;
  logLevel: LogLevel;
}

/** Reads and checks every setting; never throws. */
export function loadConfig(env: Env): ConfigResult<AppConfig> {
  const settings = new SettingsReader(env);

  const rawEnv = settings.text('ESEWA_ENV', 'uat');
  let esewaEnv: EsewaEnv = 'uat';
  if (rawEnv === 'uat' || rawEnv === 'live') esewaEnv = rawEnv;
  else settings.problem(`ESEWA_ENV must be 'uat' or 'live', got '${rawEnv}'.`);
  const live = esewaEnv === 'live';

  const bindHost = settings.text('BIND_HOST', '127.0.0.1');
  const port = settings.port('PAYMENT_PORT', 3001);
  const databasePath = settings.text('PAYMENT_DB_PATH', 'data/payments.sqlite');
  const minFreeDiskBytes = settings.minFreeDiskBytes();

  const esewaUrl = (name: string, fallback: string): string => {
    const address = settings.httpUrl(name, fallback);
    if (address && live && address.url.protocol !== 'https:') {
      settings.problem(`${name} must be an https:// address when ESEWA_ENV=live.`);
    }
    return address?.text ?? fallback;
  };
  const formUrl = esewaUrl('ESEWA_FORM_URL', esewaAddresses[esewaEnv].formUrl);
  const statusUrl = esewaUrl('ESEWA_STATUS_URL', esewaAddresses[esewaEnv].statusUrl);

  let productCode = settings.optional('ESEWA_PRODUCT_CODE');
  if (productCode === undefined) {
    if (live) {
      settings.problem('ESEWA_PRODUCT_CODE is required when ESEWA_ENV=live (the merchant code eSewa gave the school).');
    }
    productCode = UAT_PRODUCT_CODE;
  } else if (!/^[A-Za-z0-9_-]{1,64}$/.test(productCode)) {
    settings.problem('ESEWA_PRODUCT_CODE may contain only letters, digits, hyphens and underscores (at most 64).');
  }

  // Taken exactly as given (a key is not trimmed), and never put in a message: only whether it is missing or wrong.
  let secretKey = settings.optional('ESEWA_SECRET_KEY', { keepWhitespace: true });
  if (secretKey === undefined) {
    if (live) {
      settings.problem('ESEWA_SECRET_KEY is required when ESEWA_ENV=live (the secret key eSewa gave the school).');
    }
    secretKey = UAT_TEST_SECRET_KEY;
  } else if (live && secretKey === UAT_TEST_SECRET_KEY) {
    settings.problem("ESEWA_SECRET_KEY is eSewa's public UAT test key, which must not be used when ESEWA_ENV=live.");
  }

  // Khalti: switched off without a key (the page's Khalti payments are then refused with a plain 503).
  const khaltiBase = settings.httpUrl('KHALTI_BASE_URL', khaltiAddresses.sandbox);
  if (khaltiBase && live && khaltiBase.url.protocol !== 'https:') {
    settings.problem('KHALTI_BASE_URL must be an https:// address when ESEWA_ENV=live.');
  }
  const khaltiSecretKey = settings.optional('KHALTI_SECRET_KEY', { keepWhitespace: true });

  // eSewa's token payment: both credentials or neither (one alone is a half-done setup, refused).
  const tokenUsername = settings.optional('ESEWA_TOKEN_USERNAME');
  const tokenPassword = settings.optional('ESEWA_TOKEN_PASSWORD', { keepWhitespace: true });
  if ((tokenUsername === undefined) !== (tokenPassword === undefined)) {
    settings.problem(
      'ESEWA_TOKEN_USERNAME and ESEWA_TOKEN_PASSWORD go together: set both (eSewa token payment) or neither.',
    );
  }
  const tokenRequestsPerMinute = settings.wholeNumber('ESEWA_TOKEN_REQUESTS_PER_MINUTE', 120, { min: 1 });

  const site = settings.httpUrl('PUBLIC_SITE_URL', defaultPublicSiteUrl(env))?.url;
  let siteBase = '';
  let corsOrigin = '';
  if (site?.search || site?.hash) {
    settings.problem('PUBLIC_SITE_URL must not contain a query (?) or fragment (#).');
  } else if (site) {
    if (live && site.protocol !== 'https:') {
      settings.problem(
        'PUBLIC_SITE_URL must be an https:// address when ESEWA_ENV=live (parents return to it from eSewa).',
      );
    }
    siteBase = `${site.origin}${site.pathname.replace(/\/+$/, '')}`;
    corsOrigin = site.origin;
  }

  const rawMax = settings.text('PAYMENT_MAX_AMOUNT', '500000');
  const maxAmountPaisa = /^\d+(\.\d{1,2})?$/.test(rawMax) ? parseRupeesToPaisa(Number(rawMax)) : undefined;
  if (maxAmountPaisa === undefined || maxAmountPaisa < 100 || maxAmountPaisa > 10_000_000_000) {
    settings.problem(`PAYMENT_MAX_AMOUNT must be an amount in NPR between 1 and 100000000, got '${rawMax}'.`);
  }

  const rateLimitPerMinute = settings.wholeNumber('PAYMENT_RATE_LIMIT_PER_MINUTE', 30, { min: 1 });
  const statusCallsPerMinute = settings.wholeNumber('ESEWA_STATUS_CALLS_PER_MINUTE', 60, { min: 1, max: 6000 });
  const limits: PaymentLimits = {
    unpaidPerAddressPerHour: settings.wholeNumber('PAYMENT_INITIATE_LIMIT_PER_ADDRESS', 10, { min: 1 }),
    unpaidPerHour: settings.wholeNumber('PAYMENT_INITIATE_LIMIT_PER_HOUR', 300, { min: 1 }),
    abandonedAlertPercent: settings.wholeNumber('PAYMENT_ABANDONED_ALERT_PERCENT', 50, { min: 0, max: 100 }),
  };
  const feeLookups: FeeLookupLimits = {
    lookupsPerMinute: settings.wholeNumber('FEES_LOOKUPS_PER_MINUTE', 10, { min: 1 }),
    wrongBirthDatesPerDay: settings.wholeNumber('FEES_WRONG_BIRTH_DATES_PER_DAY', 10, { min: 1 }),
  };
  // Nepal's PAN is nine digits; Nepali digits are not read here (the setting is typed once, by the operator).
  const schoolPan = settings.optional('SCHOOL_PAN') ?? null;
  if (schoolPan !== null && !/^\d{9}$/.test(schoolPan)) {
    settings.problem(`SCHOOL_PAN must be the school's 9-digit PAN, got '${schoolPan}'.`);
  }
  const officeService = settings.httpUrl('OFFICE_SERVICE_URL', 'http://127.0.0.1:3004');
  const logLevel = settings.logLevel();

  return settings.result(() => ({
    bindHost,
    port,
    databasePath,
    minFreeDiskBytes,
    esewa: { env: esewaEnv, formUrl, statusUrl, productCode, secretKey, statusTimeoutMs: 10_000, statusCallsPerMinute },
    khalti: {
      baseUrl: khaltiBase?.text ?? khaltiAddresses.sandbox,
      secretKey: khaltiSecretKey,
      timeoutMs: 10_000,
    },
    esewaToken: {
      credentials:
        tokenUsername !== undefined && tokenPassword !== undefined
          ? { username: tokenUsername, password: tokenPassword }
          : undefined,
      requestsPerMinute: tokenRequestsPerMinute,
    },
    returnUrls: returnUrlsOf(siteBase),
    corsOrigin,
    maxAmountPaisa: maxAmountPaisa ?? 0,
    rateLimitPerMinute,
    limits,
    feeLookups,
    schoolPan,
    officeServiceUrl: officeService?.url.origin ?? '',
    logLevel,
  }));
}
