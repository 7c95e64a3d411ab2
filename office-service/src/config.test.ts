import { configErrors, configOrThrow } from '@school/service-kit';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('runs with nothing set: port 3004, data/office.sqlite, files beside it, no mail', () => {
    const config = configOrThrow(loadConfig({}));
    expect(config).toMatchObject({
      port: 3004,
      databasePath: 'data/office.sqlite',
      filesPath: 'data/office-files',
      messagesPerHour: 10,
      smtp: undefined,
      messageIdDomain: 'office-service.invalid',
      retentionDays: 365,
    });
  });

  it("writes the repository's site-content/ unless SITE_CONTENT_DIR says otherwise, and takes uploads up to PUBLISH_PHOTO_MAX_MB (1–50)", () => {
    expect(configOrThrow(loadConfig({})).publishing).toEqual({
      contentDir: fileURLToPath(new URL('../../site-content', import.meta.url)),
      uploadMaxBytes: 20 * 1024 * 1024,
    });
    expect(
      configOrThrow(loadConfig({ SITE_CONTENT_DIR: '/srv/content', PUBLISH_PHOTO_MAX_MB: '1' })).publishing,
    ).toEqual({ contentDir: '/srv/content', uploadMaxBytes: 1024 * 1024 });
    expect(configErrors(loadConfig({ PUBLISH_PHOTO_MAX_MB: '51' }))).toEqual([
      "PUBLISH_PHOTO_MAX_MB must be a whole number from 1 to 50, got '51'",
    ]);
  });

  it('keeps applications and messages OFFICE_RETENTION_DAYS days, at least one', () => {
    expect(configOrThrow(loadConfig({ OFFICE_RETENTION_DAYS: '30' })).retentionDays).toBe(30);
    expect(configErrors(loadConfig({ OFFICE_RETENTION_DAYS: '0' }))).toEqual([
      "OFFICE_RETENTION_DAYS must be a whole number of at least 1, got '0'",
    ]);
  });

  it('reads the SMTP settings: STARTTLS on 587 by default, TLS on 465', () => {
    const env = {
      SMTP_HOST: 'smtp.gmail.com',
      SMTP_USER: 'office@school.example.np',
      SMTP_PASSWORD: ' app password ',
      MAIL_FROM: 'office@school.example.np',
      SCHOOL_INBOX: 'head@school.example.np',
    };
    expect(configOrThrow(loadConfig(env)).smtp).toEqual({
      host: 'smtp.gmail.com',
      port: 587,
      security: 'starttls',
      user: 'office@school.example.np',
      password: ' app password ',
      from: 'office@school.example.np',
      schoolInbox: 'head@school.example.np',
    });
    expect(configOrThrow(loadConfig({ ...env, SMTP_SECURITY: 'tls' })).smtp?.port).toBe(465);
    expect(configOrThrow(loadConfig(env)).messageIdDomain).toBe('school.example.np');
  });

  it('names every wrong setting at once', () => {
    expect(
      configErrors(
        loadConfig({
          SMTP_HOST: 'smtp.zoho.com',
          SMTP_USER: 'office',
          SCHOOL_INBOX: 'a@b.np, c@d.np',
          OFFICE_MESSAGES_PER_HOUR: '0',
        }),
      ),
    ).toEqual([
      "OFFICE_MESSAGES_PER_HOUR must be a whole number of at least 1, got '0'",
      'SMTP_USER and SMTP_PASSWORD go together: set both, or neither',
      'MAIL_FROM must be set when SMTP_HOST is (an email address)',
      'SCHOOL_INBOX must be one email address such as office@school.example.np',
    ]);
  });
});

describe('RESULTS_SAMPLES', () => {
  it("is 'no' unless set; 'yes' in any case turns it on", () => {
    expect(configOrThrow(loadConfig({})).resultSamples).toBe(false);
    expect(configOrThrow(loadConfig({ RESULTS_SAMPLES: 'no' })).resultSamples).toBe(false);
    expect(configOrThrow(loadConfig({ RESULTS_SAMPLES: 'yes' })).resultSamples).toBe(true);
    expect(configOrThrow(loadConfig({ RESULTS_SAMPLES: ' YES ' })).resultSamples).toBe(true);
  });

  it('refuses anything but yes or no, in plain words', () => {
    expect(configErrors(loadConfig({ RESULTS_SAMPLES: 'true' }))).toEqual([
      "RESULTS_SAMPLES must be 'yes' (publish the sample exam results at start) or 'no', got 'true'",
    ]);
  });
});
