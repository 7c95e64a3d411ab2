/**
 * payment-service's settings, read from the environment once at start and checked all together, so an
 * operator sees every wrong setting in one go (server.ts prints the messages and exits 1).
 * An empty value counts as unset: .env.example and docker-compose.yml pass empty strings.
 */
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

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export interface EsewaConfig {
  env: EsewaEnv;
  formUrl: string;
  statusUrl: string;
  productCode: string;
  secretKey: string;
  /** How long one status-check call may take before eSewa counts as unreachable. */
  statusTimeoutMs: number;
}

export interface AppConfig {
  bindHost: string;
  port: number;
  databasePath: string;
  esewa: EsewaConfig;
  /** Where eSewa sends the parent back to: PUBLIC_SITE_URL + /payment-success and /payment-failure. */
  successUrl: string;
  failureUrl: string;
  /** The only origin browsers may call the API from (the site's own). */
  corsOrigin: string;
  maxAmountPaisa: number;
  rateLimitPerMinute: number;
  logLevel: LogLevel;
}

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; errors: string[] };

type Env = Record<string, string | undefined>;

function setting(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function parseHttpUrl(raw: string): URL | undefined {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Reads and checks every setting; never throws. */
export function loadConfig(env: Env): ConfigResult {
  const errors: string[] = [];

  const rawEnv = setting(env, 'ESEWA_ENV') ?? 'uat';
  let esewaEnv: EsewaEnv = 'uat';
  if (rawEnv === 'uat' || rawEnv === 'live') esewaEnv = rawEnv;
  else errors.push(`ESEWA_ENV must be 'uat' or 'live', got '${rawEnv}'.`);
  const live = esewaEnv === 'live';

  const bindHost = setting(env, 'BIND_HOST') ?? '127.0.0.1';

  const rawPort = setting(env, 'PAYMENT_PORT') ?? '3001';
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port < 1 || port > 65535) {
    errors.push(`PAYMENT_PORT must be a port number between 1 and 65535, got '${rawPort}'.`);
  }

  const databasePath = setting(env, 'PAYMENT_DB_PATH') ?? 'data/payments.sqlite';

  const esewaUrl = (name: string, fallback: string): string => {
    const raw = setting(env, name) ?? fallback;
    const url = parseHttpUrl(raw);
    if (!url) errors.push(`${name} must be an http:// or https:// address, got '${raw}'.`);
    else if (live && url.protocol !== 'https:') errors.push(`${name} must be an https:// address when ESEWA_ENV=live.`);
    return raw;
  };
  const formUrl = esewaUrl('ESEWA_FORM_URL', esewaAddresses[esewaEnv].formUrl);
  const statusUrl = esewaUrl('ESEWA_STATUS_URL', esewaAddresses[esewaEnv].statusUrl);

  let productCode = setting(env, 'ESEWA_PRODUCT_CODE');
  if (productCode === undefined) {
    if (live)
      errors.push('ESEWA_PRODUCT_CODE is required when ESEWA_ENV=live (the merchant code eSewa gave the school).');
    productCode = UAT_PRODUCT_CODE;
  } else if (!/^[A-Za-z0-9_-]{1,64}$/.test(productCode)) {
    errors.push('ESEWA_PRODUCT_CODE may contain only letters, digits, hyphens and underscores (at most 64).');
  }

  // The key itself never appears in a message: only whether it is missing or wrong.
  let secretKey = env.ESEWA_SECRET_KEY ?? '';
  if (secretKey === '') {
    if (live) errors.push('ESEWA_SECRET_KEY is required when ESEWA_ENV=live (the secret key eSewa gave the school).');
    secretKey = UAT_TEST_SECRET_KEY;
  } else if (live && secretKey === UAT_TEST_SECRET_KEY) {
    errors.push("ESEWA_SECRET_KEY is eSewa's public UAT test key, which must not be used when ESEWA_ENV=live.");
  }

  const rawSite = setting(env, 'PUBLIC_SITE_URL') ?? 'http://localhost:8080';
  const site = parseHttpUrl(rawSite);
  let siteBase = '';
  let corsOrigin = '';
  if (!site) {
    errors.push(`PUBLIC_SITE_URL must be an http:// or https:// address, got '${rawSite}'.`);
  } else if (site.search || site.hash) {
    errors.push('PUBLIC_SITE_URL must not contain a query (?) or fragment (#).');
  } else {
    if (live && site.protocol !== 'https:') {
      errors.push('PUBLIC_SITE_URL must be an https:// address when ESEWA_ENV=live (parents return to it from eSewa).');
    }
    siteBase = `${site.origin}${site.pathname.replace(/\/+$/, '')}`;
    corsOrigin = site.origin;
  }

  const rawMax = setting(env, 'PAYMENT_MAX_AMOUNT') ?? '500000';
  const maxAmountPaisa = /^\d+(\.\d{1,2})?$/.test(rawMax) ? parseRupeesToPaisa(Number(rawMax)) : undefined;
  if (maxAmountPaisa === undefined || maxAmountPaisa < 100 || maxAmountPaisa > 10_000_000_000) {
    errors.push(`PAYMENT_MAX_AMOUNT must be an amount in NPR between 1 and 100000000, got '${rawMax}'.`);
  }

  const rawRate = setting(env, 'PAYMENT_RATE_LIMIT_PER_MINUTE') ?? '30';
  const rateLimitPerMinute = Number(rawRate);
  if (!/^\d+$/.test(rawRate) || rateLimitPerMinute < 1) {
    errors.push(`PAYMENT_RATE_LIMIT_PER_MINUTE must be a whole number of at least 1, got '${rawRate}'.`);
  }

  const rawLevel = setting(env, 'LOG_LEVEL') ?? 'info';
  const logLevel = logLevels.find((level) => level === rawLevel);
  if (!logLevel) errors.push(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got '${rawLevel}'.`);

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    config: {
      bindHost,
      port,
      databasePath,
      esewa: { env: esewaEnv, formUrl, statusUrl, productCode, secretKey, statusTimeoutMs: 10_000 },
      successUrl: `${siteBase}/payment-success`,
      failureUrl: `${siteBase}/payment-failure`,
      corsOrigin,
      maxAmountPaisa: maxAmountPaisa ?? 0,
      rateLimitPerMinute,
      logLevel: logLevel ?? 'info',
    },
  };
}
