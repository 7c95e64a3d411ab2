import { describe, expect, it } from 'vitest';
import { defaultPublicSiteUrl, setting, SettingsReader } from './settings.js';

describe('setting', () => {
  it('treats an unset, empty or blank value as unset and trims the rest', () => {
    expect(setting({}, 'A')).toBeUndefined();
    expect(setting({ A: '' }, 'A')).toBeUndefined();
    expect(setting({ A: '   ' }, 'A')).toBeUndefined();
    expect(setting({ A: ' value ' }, 'A')).toBe('value');
  });

  it('keeps a secret exactly as given when asked to', () => {
    expect(setting({ A: ' key ' }, 'A', { keepWhitespace: true })).toBe(' key ');
    expect(setting({ A: '' }, 'A', { keepWhitespace: true })).toBeUndefined();
  });
});

describe('SettingsReader', () => {
  it('answers the fallbacks when nothing is set', () => {
    const settings = new SettingsReader({ PORT: '', LIMIT: '' });
    const config = settings.result(() => ({
      host: settings.text('HOST', '127.0.0.1'),
      port: settings.port('PORT', 3001),
      limit: settings.wholeNumber('LIMIT', 5, { min: 1 }),
      level: settings.logLevel(),
      site: settings.httpUrl('SITE', 'http://localhost:8080')?.url.origin,
    }));
    expect(config).toEqual({
      ok: true,
      config: { host: '127.0.0.1', port: 3001, limit: 5, level: 'info', site: 'http://localhost:8080' },
    });
  });

  it('reads good values', () => {
    const settings = new SettingsReader({ PORT: '4001', LIMIT: '12', LOG_LEVEL: 'warn', SITE: 'https://a.np/x/' });
    expect(settings.port('PORT', 3001)).toBe(4001);
    expect(settings.wholeNumber('LIMIT', 5, { min: 1, max: 100 })).toBe(12);
    expect(settings.logLevel()).toBe('warn');
    expect(settings.httpUrl('SITE', 'http://localhost')).toEqual({
      text: 'https://a.np/x/',
      url: new URL('https://a.np/x/'),
    });
    expect(settings.errors).toEqual([]);
  });

  it('collects every problem, in the order read, and then answers only them', () => {
    const settings = new SettingsReader({ PORT: '70000', LIMIT: '2.5', LOG_LEVEL: 'loud', SITE: 'ftp://a.np' });
    settings.port('PORT', 3001);
    settings.wholeNumber('LIMIT', 5, { min: 1 });
    settings.logLevel();
    expect(settings.httpUrl('SITE', 'http://localhost')).toBeUndefined();
    settings.problem('A rule of the service itself.');
    expect(settings.result(() => 'never built')).toEqual({
      ok: false,
      errors: [
        "PORT must be a port number between 1 and 65535, got '70000'.",
        "LIMIT must be a whole number of at least 1, got '2.5'.",
        "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got 'loud'.",
        "SITE must be an http:// or https:// address, got 'ftp://a.np'.",
        'A rule of the service itself.',
      ],
    });
  });

  it.each([['0'], ['-1'], ['1e3'], ['x'], ['101']])('refuses the whole number %s outside 1 to 100', (raw) => {
    const settings = new SettingsReader({ LIMIT: raw });
    expect(settings.wholeNumber('LIMIT', 5, { min: 1, max: 100 })).toBe(5);
    expect(settings.errors).toHaveLength(1);
  });

  it("takes a service's own wording and sentence end", () => {
    const settings = new SettingsReader({ PORT: 'x', LOG_LEVEL: 'loud' }, { sentenceEnd: '' });
    settings.port('PORT', 1, (raw) => `PORT is not a port: '${raw}'`);
    settings.logLevel();
    expect(settings.errors).toEqual([
      "PORT is not a port: 'x'",
      "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got 'loud'",
    ]);
  });
});

describe('defaultPublicSiteUrl', () => {
  it('is https://SITE_DOMAIN when the site has its own domain (HTTPS by itself)', () => {
    expect(defaultPublicSiteUrl({ SITE_DOMAIN: 'school.example.edu.np' })).toBe('https://school.example.edu.np');
  });

  it('is the Compose default address without one (an empty value counts as unset)', () => {
    expect(defaultPublicSiteUrl({})).toBe('http://localhost:8080');
    expect(defaultPublicSiteUrl({ SITE_DOMAIN: ' ' })).toBe('http://localhost:8080');
  });
});
