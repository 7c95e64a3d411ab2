/**
 * The service's settings, read from the environment once at start. An empty value counts as unset, because
 * `.env.example` and Docker Compose pass empty strings for settings the operator left alone. Every bad value
 * is reported at once, in plain words, so an operator fixes them all in one go.
 */
export interface ServiceConfig {
  host: string;
  port: number;
  databasePath: string;
  rateLimitPerMinute: number;
  /** The origin the site is served from; the only one allowed to call the API from a browser (CORS). */
  publicSiteOrigin: string;
  logLevel: LogLevel;
}

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export const configDefaults = {
  host: '127.0.0.1',
  port: 3002,
  databasePath: 'data/comments.sqlite',
  rateLimitPerMinute: 5,
  publicSiteUrl: 'http://localhost:8080',
  logLevel: 'info',
} as const;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`comments-service cannot start:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function value(env: Env, name: string): string | undefined {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
}

function wholeNumber(raw: string, min: number, max: number): number | undefined {
  if (!/^\d+$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= min && n <= max ? n : undefined;
}

function isLogLevel(raw: string): raw is LogLevel {
  return (logLevels as readonly string[]).includes(raw);
}

/** Reads and checks every setting; throws a ConfigError listing each bad one. */
export function loadConfig(env: Env): ServiceConfig {
  const problems: string[] = [];

  const host = value(env, 'BIND_HOST') ?? configDefaults.host;

  const rawPort = value(env, 'COMMENTS_PORT');
  const port = rawPort === undefined ? configDefaults.port : wholeNumber(rawPort, 1, 65535);
  if (port === undefined) problems.push(`COMMENTS_PORT must be a port number from 1 to 65535, got '${rawPort}'`);

  const databasePath = value(env, 'COMMENTS_DB_PATH') ?? configDefaults.databasePath;

  const rawLimit = value(env, 'COMMENTS_RATE_LIMIT_PER_MINUTE');
  const rateLimitPerMinute =
    rawLimit === undefined ? configDefaults.rateLimitPerMinute : wholeNumber(rawLimit, 1, 100_000);
  if (rateLimitPerMinute === undefined) {
    problems.push(`COMMENTS_RATE_LIMIT_PER_MINUTE must be a whole number of at least 1, got '${rawLimit}'`);
  }

  const rawSiteUrl = value(env, 'PUBLIC_SITE_URL') ?? configDefaults.publicSiteUrl;
  let publicSiteOrigin: string | undefined;
  try {
    const url = new URL(rawSiteUrl);
    if (url.protocol === 'http:' || url.protocol === 'https:') publicSiteOrigin = url.origin;
  } catch {
    // reported below
  }
  if (publicSiteOrigin === undefined) {
    problems.push(`PUBLIC_SITE_URL must be an http(s) address such as https://school.example.np, got '${rawSiteUrl}'`);
  }

  const rawLogLevel = value(env, 'LOG_LEVEL') ?? configDefaults.logLevel;
  const logLevel = isLogLevel(rawLogLevel) ? rawLogLevel : undefined;
  if (logLevel === undefined) problems.push(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got '${rawLogLevel}'`);

  if (port === undefined || rateLimitPerMinute === undefined || publicSiteOrigin === undefined || !logLevel) {
    throw new ConfigError(problems);
  }
  return { host, port, databasePath, rateLimitPerMinute, publicSiteOrigin, logLevel };
}
