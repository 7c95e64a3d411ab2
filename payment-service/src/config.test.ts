import { configErrors, configOrThrow } from '@school/service-kit';
import { describe, expect, it } from 'vitest';
import { esewaAddresses, khaltiAddresses, loadConfig, UAT_TEST_SECRET_KEY, type AppConfig } from './config.js';

const load = (env: Record<string, string>): AppConfig => configOrThrow(loadConfig(env));
const errorsFor = (env: Record<string, string>): string[] => configErrors(loadConfig(env));

const liveEnv = {
  ESEWA_ENV: 'live',
  ESEWA_PRODUCT_CODE: 'NP-ES-SCHOOL',
  ESEWA_SECRET_KEY: 'the-school-live-key',
  PUBLIC_SITE_URL: 'https://school.example.np',
};

describe('payment-service settings', () => {
  it("defaults to eSewa's UAT with its public test credentials", () => {
    const config = load({});
    expect(config.esewa).toEqual({
      env: 'uat',
      formUrl: esewaAddresses.uat.formUrl,
      statusUrl: esewaAddresses.uat.statusUrl,
      productCode: 'EPAYTEST',
      secretKey: UAT_TEST_SECRET_KEY,
      statusTimeoutMs: 10_000,
      statusCallsPerMinute: 60,
    });
    expect(config.limits).toEqual({ unpaidPerAddressPerHour: 10, unpaidPerHour: 300, abandonedAlertPercent: 50 });
    expect(config.feeLookups).toEqual({ lookupsPerMinute: 10, wrongBirthDatesPerDay: 10 });
    expect(config).toMatchObject({
      bindHost: '127.0.0.1',
      port: 3001,
      databasePath: 'data/payments.sqlite',
      minFreeDiskBytes: 64 * 1024 * 1024,
      returnUrls: {
        en: {
          successUrl: 'http://localhost:8080/payment-success',
          failureUrl: 'http://localhost:8080/payment-failure',
        },
        ne: {
          successUrl: 'http://localhost:8080/ne/payment-success',
          failureUrl: 'http://localhost:8080/ne/payment-failure',
        },
      },
      corsOrigin: 'http://localhost:8080',
      maxAmountPaisa: 50_000_000,
      rateLimitPerMinute: 30,
      logLevel: 'info',
    });
  });

  it('treats empty values as unset, as .env.example and Compose pass them', () => {
    const empty = Object.fromEntries(
      [
        'ESEWA_ENV',
        'ESEWA_FORM_URL',
        'ESEWA_STATUS_URL',
        'ESEWA_PRODUCT_CODE',
        'ESEWA_SECRET_KEY',
        'PAYMENT_PORT',
        'LOG_LEVEL',
        'ESEWA_STATUS_CALLS_PER_MINUTE',
        'PAYMENT_INITIATE_LIMIT_PER_ADDRESS',
        'PAYMENT_INITIATE_LIMIT_PER_HOUR',
        'PAYMENT_ABANDONED_ALERT_PERCENT',
        'KHALTI_SECRET_KEY',
        'KHALTI_BASE_URL',
        'ESEWA_TOKEN_USERNAME',
        'ESEWA_TOKEN_PASSWORD',
        'ESEWA_TOKEN_REQUESTS_PER_MINUTE',
      ].map((name) => [name, '']),
    );
    expect(load(empty)).toEqual(load({}));
  });

  it("switches Khalti off without a key, points it at Khalti's sandbox by default, and wants https in live", () => {
    expect(load({}).khalti).toEqual({ baseUrl: khaltiAddresses.sandbox, secretKey: undefined, timeoutMs: 10_000 });
    const set = load({ KHALTI_SECRET_KEY: ' key-with-space ', KHALTI_BASE_URL: 'http://127.0.0.1:3006/api/v2/' });
    expect(set.khalti).toMatchObject({ baseUrl: 'http://127.0.0.1:3006/api/v2/', secretKey: ' key-with-space ' });
    expect(errorsFor({ ...liveEnv, KHALTI_BASE_URL: 'http://khalti.test/api/v2/' })).toEqual([
      'KHALTI_BASE_URL must be an https:// address when ESEWA_ENV=live.',
    ]);
    expect(load({ ...liveEnv, KHALTI_BASE_URL: khaltiAddresses.live }).khalti.baseUrl).toBe(khaltiAddresses.live);
  });

  it("switches eSewa's token payment off without credentials and refuses one credential without the other", () => {
    expect(load({}).esewaToken).toEqual({ credentials: undefined, requestsPerMinute: 120 });
    const set = load({
      ESEWA_TOKEN_USERNAME: 'esewa_app',
      ESEWA_TOKEN_PASSWORD: ' a long password ',
      ESEWA_TOKEN_REQUESTS_PER_MINUTE: '60',
    });
    expect(set.esewaToken).toEqual({
      credentials: { username: 'esewa_app', password: ' a long password ' },
      requestsPerMinute: 60,
    });
    const halfSet =
      'ESEWA_TOKEN_USERNAME and ESEWA_TOKEN_PASSWORD go together: set both (eSewa token payment) or neither.';
    expect(errorsFor({ ESEWA_TOKEN_USERNAME: 'esewa_app' })).toEqual([halfSet]);
    const passwordOnly = errorsFor({ ESEWA_TOKEN_PASSWORD: 'the-secret-password' });
    expect(passwordOnly).toEqual([halfSet]);
    expect(passwordOnly.join('\n')).not.toContain('the-secret-password');
  });

  it("uses eSewa's live addresses in live", () => {
    const config = load(liveEnv);
    expect(config.esewa).toMatchObject({
      env: 'live',
      formUrl: 'https://epay.esewa.com.np/api/epay/main/v2/form',
      statusUrl: 'https://epay.esewa.com.np/api/epay/transaction/status/',
      productCode: 'NP-ES-SCHOOL',
      secretKey: 'the-school-live-key',
    });
  });

  it('builds the return addresses of each language and the CORS origin from PUBLIC_SITE_URL', () => {
    const config = load({ PUBLIC_SITE_URL: 'https://school.example.np/site/' });
    expect(config.returnUrls.en).toEqual({
      successUrl: 'https://school.example.np/site/payment-success',
      failureUrl: 'https://school.example.np/site/payment-failure',
    });
    expect(config.returnUrls.ne).toEqual({
      successUrl: 'https://school.example.np/site/ne/payment-success',
      failureUrl: 'https://school.example.np/site/ne/payment-failure',
    });
    expect(config.corsOrigin).toBe('https://school.example.np');
  });

  it('takes explicit addresses, limits and paths', () => {
    const config = load({
      ESEWA_FORM_URL: 'http://127.0.0.1:3003/api/epay/main/v2/form',
      ESEWA_STATUS_URL: 'http://127.0.0.1:3003/api/epay/transaction/status/',
      PAYMENT_MAX_AMOUNT: '1000.50',
      PAYMENT_RATE_LIMIT_PER_MINUTE: '600',
      PAYMENT_DB_PATH: '/data/payments.sqlite',
      DATA_MIN_FREE_MB: '16',
      BIND_HOST: '0.0.0.0',
      PAYMENT_PORT: '4001',
      LOG_LEVEL: 'warn',
      ESEWA_STATUS_CALLS_PER_MINUTE: '120',
      PAYMENT_INITIATE_LIMIT_PER_ADDRESS: '40',
      PAYMENT_INITIATE_LIMIT_PER_HOUR: '1000',
      PAYMENT_ABANDONED_ALERT_PERCENT: '100',
      FEES_LOOKUPS_PER_MINUTE: '30',
      FEES_WRONG_BIRTH_DATES_PER_DAY: '5',
    });
    expect(config.feeLookups).toEqual({ lookupsPerMinute: 30, wrongBirthDatesPerDay: 5 });
    expect(config.esewa.statusCallsPerMinute).toBe(120);
    expect(config.limits).toEqual({ unpaidPerAddressPerHour: 40, unpaidPerHour: 1000, abandonedAlertPercent: 100 });
    expect(config).toMatchObject({
      maxAmountPaisa: 100050,
      rateLimitPerMinute: 600,
      databasePath: '/data/payments.sqlite',
      minFreeDiskBytes: 16 * 1024 * 1024,
      bindHost: '0.0.0.0',
      port: 4001,
      logLevel: 'warn',
    });
    expect(config.esewa.formUrl).toBe('http://127.0.0.1:3003/api/epay/main/v2/form');
  });

  it('refuses live without the school’s own product code and key', () => {
    expect(errorsFor({ ESEWA_ENV: 'live', PUBLIC_SITE_URL: 'https://school.example.np' })).toEqual([
      'ESEWA_PRODUCT_CODE is required when ESEWA_ENV=live (the merchant code eSewa gave the school).',
      'ESEWA_SECRET_KEY is required when ESEWA_ENV=live (the secret key eSewa gave the school).',
    ]);
    expect(errorsFor({ ...liveEnv, ESEWA_SECRET_KEY: UAT_TEST_SECRET_KEY })).toEqual([
      "ESEWA_SECRET_KEY is eSewa's public UAT test key, which must not be used when ESEWA_ENV=live.",
    ]);
  });

  it('refuses plain http addresses in live', () => {
    expect(
      errorsFor({ ...liveEnv, PUBLIC_SITE_URL: 'http://school.example.np', ESEWA_STATUS_URL: 'http://epay.example/x' }),
    ).toEqual([
      'ESEWA_STATUS_URL must be an https:// address when ESEWA_ENV=live.',
      'PUBLIC_SITE_URL must be an https:// address when ESEWA_ENV=live (parents return to it from eSewa).',
    ]);
  });

  it('reports every bad setting at once, each in its own words', () => {
    const errors = errorsFor({
      ESEWA_ENV: 'production',
      PAYMENT_PORT: '70000',
      ESEWA_FORM_URL: 'ftp://esewa',
      ESEWA_PRODUCT_CODE: 'EPAY TEST',
      PUBLIC_SITE_URL: 'school.example',
      PAYMENT_MAX_AMOUNT: '12.345',
      PAYMENT_RATE_LIMIT_PER_MINUTE: '0',
      ESEWA_STATUS_CALLS_PER_MINUTE: '0',
      PAYMENT_INITIATE_LIMIT_PER_ADDRESS: 'ten',
      LOG_LEVEL: 'loud',
    });
    expect(errors).toEqual([
      "ESEWA_ENV must be 'uat' or 'live', got 'production'.",
      "PAYMENT_PORT must be a port number between 1 and 65535, got '70000'.",
      "ESEWA_FORM_URL must be an http:// or https:// address, got 'ftp://esewa'.",
      'ESEWA_PRODUCT_CODE may contain only letters, digits, hyphens and underscores (at most 64).',
      "PUBLIC_SITE_URL must be an http:// or https:// address, got 'school.example'.",
      "PAYMENT_MAX_AMOUNT must be an amount in NPR between 1 and 100000000, got '12.345'.",
      "PAYMENT_RATE_LIMIT_PER_MINUTE must be a whole number of at least 1, got '0'.",
      "ESEWA_STATUS_CALLS_PER_MINUTE must be a whole number of at least 1, got '0'.",
      "PAYMENT_INITIATE_LIMIT_PER_ADDRESS must be a whole number of at least 1, got 'ten'.",
      "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got 'loud'.",
    ]);
  });

  it('never puts the secret key in a message', () => {
    const errors = errorsFor({ ...liveEnv, ESEWA_SECRET_KEY: UAT_TEST_SECRET_KEY, PAYMENT_PORT: 'x' });
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join('\n')).not.toContain(UAT_TEST_SECRET_KEY);
  });
});
