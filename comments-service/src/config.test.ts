import { configErrors, configOrThrow } from '@school/service-kit';
import { describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig } from './config.js';

const load = (env: Record<string, string>): AppConfig => configOrThrow(loadConfig(env));
const problemsOf = (env: Record<string, string>): string[] => configErrors(loadConfig(env));

describe('loadConfig', () => {
  it('uses the defaults when nothing is set, and treats empty values as unset', () => {
    const expected = {
      host: '127.0.0.1',
      port: 3002,
      databasePath: 'data/comments.sqlite',
      postsFile: 'frontend/dist/content/posts.json',
      minFreeDiskBytes: 64 * 1024 * 1024,
      rateLimitPerMinute: 5,
      streamsMax: 6000,
      streamsPerAddress: 120,
      publicSiteOrigin: 'http://localhost:8080',
      logLevel: 'info',
      moderation: 'after',
      officeServiceUrl: 'http://127.0.0.1:3004/',
    };
    expect(load({})).toEqual(expected);
    expect(
      load({
        BIND_HOST: '',
        COMMENTS_PORT: '',
        COMMENTS_DB_PATH: '',
        COMMENTS_RATE_LIMIT_PER_MINUTE: '',
        PUBLIC_SITE_URL: '',
        LOG_LEVEL: '',
        COMMENTS_MODERATION: '',
      }),
    ).toEqual(expected);
  });

  it('reads every setting', () => {
    expect(
      load({
        BIND_HOST: '0.0.0.0',
        COMMENTS_PORT: '4002',
        COMMENTS_DB_PATH: '/data/comments.sqlite',
        COMMENTS_RATE_LIMIT_PER_MINUTE: '12',
        COMMENTS_STREAMS_MAX: '1000',
        COMMENTS_STREAMS_PER_ADDRESS: '20',
        PUBLIC_SITE_URL: 'https://school.example.np/some/path/',
        LOG_LEVEL: 'warn',
        COMMENTS_MODERATION: 'before',
        DATA_MIN_FREE_MB: '128',
        COMMENTS_POSTS_FILE: '/srv/site/current/content/posts.json',
        OFFICE_SERVICE_URL: 'http://office-service:3004',
      }),
    ).toEqual({
      host: '0.0.0.0',
      port: 4002,
      databasePath: '/data/comments.sqlite',
      postsFile: '/srv/site/current/content/posts.json',
      minFreeDiskBytes: 128 * 1024 * 1024,
      rateLimitPerMinute: 12,
      streamsMax: 1000,
      streamsPerAddress: 20,
      publicSiteOrigin: 'https://school.example.np',
      logLevel: 'warn',
      moderation: 'before',
      officeServiceUrl: 'http://office-service:3004/',
    });
  });

  it('names every bad setting at once, in plain words', () => {
    expect(
      problemsOf({
        COMMENTS_PORT: '70000',
        COMMENTS_RATE_LIMIT_PER_MINUTE: 'lots',
        PUBLIC_SITE_URL: 'school.example.np',
        LOG_LEVEL: 'verbose',
        COMMENTS_MODERATION: 'later',
      }),
    ).toEqual([
      "COMMENTS_PORT must be a port number from 1 to 65535, got '70000'",
      "COMMENTS_RATE_LIMIT_PER_MINUTE must be a whole number of at least 1, got 'lots'",
      "PUBLIC_SITE_URL must be an http(s) address such as https://school.example.np, got 'school.example.np'",
      "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got 'verbose'",
      "COMMENTS_MODERATION must be 'after' (comments show at once, moderators may hide them) or 'before' (comments show once approved), got 'later'",
    ]);
  });

  it.each([['0'], ['-1'], ['2.5'], ['1e3']])('refuses a rate limit of %s', (raw) => {
    expect(problemsOf({ COMMENTS_RATE_LIMIT_PER_MINUTE: raw })).toHaveLength(1);
  });

  it('refuses a per-address stream cap above the total', () => {
    expect(problemsOf({ COMMENTS_STREAMS_MAX: '100', COMMENTS_STREAMS_PER_ADDRESS: '101' })).toEqual([
      'COMMENTS_STREAMS_PER_ADDRESS (101) must not be more than COMMENTS_STREAMS_MAX (100)',
    ]);
    expect(problemsOf({ COMMENTS_STREAMS_MAX: '0' })).toHaveLength(1);
  });

  it('refuses a site address that is not http(s)', () => {
    expect(problemsOf({ PUBLIC_SITE_URL: 'ftp://school.example.np' })).toHaveLength(1);
  });
});
