/**
 * comments-service's settings, read from the environment once at start and checked all together, so an
 * operator sees every wrong setting in one go (server.ts prints the messages and exits 1).
 * An empty value counts as unset: .env.example and docker-compose.yml pass empty strings.
 */
import { defaultPublicSiteUrl, SettingsReader, type ConfigResult, type Env, type LogLevel } from '@school/service-kit';

export interface AppConfig {
  host: string;
  port: number;
  databasePath: string;
  /**
   * The published site's list of the posts that take comments (content/posts.json of the built site), reread when
   * it changes: a new publish takes comments at once.
   */
  postsFile: string;
  /** Writes are refused (503) while fewer bytes are free on the database's disk (DATA_MIN_FREE_MB). */
  minFreeDiskBytes: number;
  /** Comments one client address may post per minute. */
  rateLimitPerMinute: number;
  /** Live-comment streams open at once, in all (nginx holds the same budget: docs/operations.md, "Live comments at scale"). */
  streamsMax: number;
  /** Live-comment streams one client address may hold: a small share of the total (carrier-grade NAT). */
  streamsPerAddress: number;
  /** The origin the site is served from; the only one allowed to call the API from a browser (CORS). */
  publicSiteOrigin: string;
  logLevel: LogLevel;
  /**
   * `after` (the default): a new comment shows at once and a moderator may hide it later. `before`: a new comment
   * is stored as pending and shows only once a moderator approves it.
   */
  moderation: CommentsModeration;
  /** Where staff sessions are checked (OFFICE_SERVICE_URL): office-service keeps them. */
  officeServiceUrl: string;
}

export const commentsModerationModes = ['after', 'before'] as const;
export type CommentsModeration = (typeof commentsModerationModes)[number];

/** Reads and checks every setting; never throws. */
export function loadConfig(env: Env): ConfigResult<AppConfig> {
  const settings = new SettingsReader(env, { sentenceEnd: '' });
  const host = settings.text('BIND_HOST', '127.0.0.1');
  const port = settings.port(
    'COMMENTS_PORT',
    3002,
    (raw) => `COMMENTS_PORT must be a port number from 1 to 65535, got '${raw}'`,
  );
  const databasePath = settings.text('COMMENTS_DB_PATH', 'data/comments.sqlite');
  const postsFile = settings.text('COMMENTS_POSTS_FILE', 'frontend/dist/content/posts.json');
  const minFreeDiskBytes = settings.minFreeDiskBytes();
  const rateLimitPerMinute = settings.wholeNumber('COMMENTS_RATE_LIMIT_PER_MINUTE', 5, { min: 1, max: 100_000 });
  const streamsMax = settings.wholeNumber('COMMENTS_STREAMS_MAX', 6000, { min: 1, max: 1_000_000 });
  const streamsPerAddress = settings.wholeNumber('COMMENTS_STREAMS_PER_ADDRESS', 120, { min: 1, max: 1_000_000 });
  if (streamsPerAddress > streamsMax) {
    settings.problem(
      `COMMENTS_STREAMS_PER_ADDRESS (${streamsPerAddress}) must not be more than COMMENTS_STREAMS_MAX (${streamsMax})`,
    );
  }
  const site = settings.httpUrl(
    'PUBLIC_SITE_URL',
    defaultPublicSiteUrl(env),
    (raw) => `PUBLIC_SITE_URL must be an http(s) address such as https://school.example.np, got '${raw}'`,
  );
  const logLevel = settings.logLevel();
  const office = settings.httpUrl(
    'OFFICE_SERVICE_URL',
    `http://127.0.0.1:${env.OFFICE_PORT?.trim() || 3004}`,
    (raw) =>
      `OFFICE_SERVICE_URL must be office-service's http address such as http://office-service:3004, got '${raw}'`,
  );
  const moderationRaw = settings.text('COMMENTS_MODERATION', 'after');
  const moderation = commentsModerationModes.find((mode) => mode === moderationRaw);
  if (!moderation) {
    settings.problem(
      `COMMENTS_MODERATION must be 'after' (comments show at once, moderators may hide them) or 'before' (comments show once approved), got '${moderationRaw}'`,
    );
  }
  return settings.result(() => ({
    host,
    port,
    databasePath,
    postsFile,
    minFreeDiskBytes,
    rateLimitPerMinute,
    streamsMax,
    streamsPerAddress,
    publicSiteOrigin: site?.url.origin ?? '',
    logLevel,
    moderation: moderation ?? 'after',
    officeServiceUrl: office?.url.href ?? '',
  }));
}
