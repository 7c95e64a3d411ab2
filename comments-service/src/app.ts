/**
 * The comments API as a Fastify app, built without listening: server.ts listens, tests drive it over real HTTP
 * with supertest; it takes comments only on the published posts (PublishedPosts, COMMENTS_POSTS_FILE) and follows the moderation command's changes (ModerationWatcher). Routes: GET /api/health, GET (paged) and POST /api/comments/:postId, GET /api/comments/:postId/stream; for the school office's staff GET /api/office/comments and POST
 * /api/office/comments/:id/:action (routes/staffComments.ts).
 */
import {
  createServiceApp,
  diskSpaceFor,
  guardStaffRoutes,
  sessionCheckThrough,
  type SessionCheck,
} from '@school/service-kit';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { CommentFeed } from './comments/feed.js';
import { PublishedPosts } from './comments/publishedPosts.js';
import { ModerationWatcher } from './comments/moderationWatcher.js';
import { staffCommentsRoutes } from './routes/staffComments.js';
import { CommentStore } from './comments/store.js';
import { StreamCaps } from './comments/streamCaps.js';
import type { AppConfig } from './config.js';
import { errorMessages } from './errors.js';
import { commentStreamRoute } from './routes/commentStream.js';
import { listCommentsRoute } from './routes/listComments.js';
import { postCommentRoute } from './routes/postComment.js';

export interface AppOptions {
  /** Where the JSON log lines go (stdout by default); tests capture them. */
  logStream?: DestinationStream;
  /** The server clock (tests pin it). */
  now?: () => Date;
  /** Interval of the stream's keep-alive comments (default 25 s, below common 30-60 s proxy idle timeouts). */
  heartbeatMs?: number;
  /** How long one stream lasts at most, a random time in the range (default 10 to 15 minutes). */
  streamLifetimeMs?: { min: number; max: number };
  /** How often the moderation events are read (default 500 ms: a hidden comment leaves every page within 2 s). */
  moderationPollMs?: number;
  /** How a staff request's session is checked (default: asking office-service at OFFICE_SERVICE_URL). */
  checkSession?: SessionCheck;
}

export function buildApp(config: AppConfig, options: AppOptions = {}): FastifyInstance {
  const diskSpace = diskSpaceFor(config.databasePath, config.minFreeDiskBytes);
  const store = new CommentStore(config.databasePath, diskSpace);
  const feed = new CommentFeed();
  const app = createServiceApp({
    service: 'comments-service',
    logLevel: config.logLevel,
    logStream: options.logStream,
    siteOrigin: config.publicSiteOrigin,
    // A comment is at most 2,000 characters; 16 KiB leaves room for JSON escaping of any of them.
    bodyLimit: 16 * 1024,
    allSchemaErrors: false,
    errorMessages,
    ping: () => store.ping(),
    diskSpace,
  });

  guardStaffRoutes(app, {
    checkSession: options.checkSession ?? sessionCheckThrough(config.officeServiceUrl),
    siteOrigin: config.publicSiteOrigin,
  });
  void app.register(staffCommentsRoutes, { store, now: options.now ?? (() => new Date()) });

  const posts = new PublishedPosts(config.postsFile, app.log);
  void app.register(listCommentsRoute, { store, posts });
  void app.register(postCommentRoute, {
    store,
    posts,
    feed,
    rateLimitPerMinute: config.rateLimitPerMinute,
    moderation: config.moderation,
    now: options.now ?? (() => new Date()),
  });
  void app.register(commentStreamRoute, {
    store,
    posts,
    feed,
    caps: new StreamCaps(config.streamsMax, config.streamsPerAddress),
    heartbeatMs: options.heartbeatMs ?? 25_000,
    lifetimeMs: options.streamLifetimeMs ?? { min: 10 * 60_000, max: 15 * 60_000 },
  });

  const moderation = new ModerationWatcher(store, feed, app.log, options.moderationPollMs ?? 500);
  app.addHook('onReady', async () => moderation.start());
  app.addHook('onClose', async () => {
    moderation.stop();
    store.close();
  });
  return app;
}
