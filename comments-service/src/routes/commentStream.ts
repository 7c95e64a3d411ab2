/**
 * GET /api/comments/:postId/stream → text/event-stream of the post's new comments; a reader that reconnects
 * with Last-Event-ID (or opens a new stream with ?lastEventId=) first gets the ones it missed.
 *
 * Streams are capped in all and per client address (StreamCaps): extra ones are answered at once with 429 or
 * 503, Retry-After and a {"message"}, and the page falls back to refreshing now and then. Each stream ends after
 * 10 to 15 minutes (EventSource reconnects by itself and resumes), so a reader that vanished without closing
 * its connection does not hold a place for long. HEAD answers the headers at once; other methods 405.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CommentStreamQuery, PostParams } from '@school/contracts';
import { messages } from '../errors.js';
import type { CommentFeed } from '../comments/feed.js';
import type { FeedMessage } from '../comments/feed.js';
import {
  commentEventFrame,
  commentHiddenFrame,
  commentPublishedFrame,
  heartbeatFrame,
  parseLastEventId,
  resetFrame,
  streamHeaders,
  streamPreamble,
} from '../comments/sse.js';
import { toPublicComment, type CommentStore } from '../comments/store.js';
import type { StreamCaps } from '../comments/streamCaps.js';
import type { PublishedPosts } from '../comments/publishedPosts.js';
import { knownPost } from './postParams.js';

/** The route's request schema: the contracts package's. */
export const commentStreamSchema = { params: PostParams, querystring: CommentStreamQuery };

export interface CommentStreamRouteOptions {
  store: CommentStore;
  /** The published posts that take comments. */
  posts: PublishedPosts;
  feed: CommentFeed;
  caps: StreamCaps;
  /** Interval of the keep-alive comments. */
  heartbeatMs: number;
  /** How long one stream may last: a random time in this range, so streams opened together do not end together. */
  lifetimeMs: { min: number; max: number };
}

/** At most this many missed comments are replayed to a reconnecting reader; further behind, it is told to reset. */
export const maxReplayedComments = 500;
/** A reader this far behind (bytes queued for it) is disconnected rather than buffered without end. */
const maxQueuedBytes = 1024 * 1024;
/** What a refused reader is told to wait before trying again (the page backs off further by itself). */
export const streamRetryAfterSeconds = 60;

const streamPath = '/api/comments/:postId/stream';

export const commentStreamRoute: FastifyPluginAsyncTypebox<CommentStreamRouteOptions> = async (
  app,
  { store, posts, feed, caps, heartbeatMs, lifetimeMs },
) => {
  /** Open streams, ended when the server closes so shutdown does not wait on them. */
  const openStreams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });

  // HEAD: the headers a stream would have, at once, without opening one (Fastify's automatic HEAD route would
  // run the GET handler and hold the request open).
  app.head(streamPath, { schema: commentStreamSchema }, async (request, reply) => {
    knownPost(request.params, posts);
    return reply.code(200).headers(streamHeaders).send();
  });

  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url: streamPath,
    handler: async (_request, reply) =>
      reply.code(405).header('allow', 'GET, HEAD').send({ message: messages.streamMethod }),
  });

  app.get(streamPath, { schema: commentStreamSchema, exposeHeadRoute: false }, (request, reply) => {
    const postId = knownPost(request.params, posts);

    const address = request.ip;
    const taken = caps.tryOpen(address);
    if (taken !== 'opened') {
      const [status, message] =
        taken === 'address-full' ? [429, messages.streamsFromAddress] : [503, messages.streamsFull];
      return reply.code(status).header('retry-after', String(streamRetryAfterSeconds)).send({ message });
    }

    reply.hijack();
    const response = reply.raw;
    // Headers other hooks set (CORS) are kept: a hijacked reply does not send them by itself.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) response.setHeader(name, value);
    }
    response.writeHead(200, streamHeaders);

    let ended = false;
    let unsubscribe = () => {};
    const heartbeat = setInterval(() => send(heartbeatFrame()), heartbeatMs);
    const lifetime = setTimeout(
      () => end(),
      lifetimeMs.min + Math.floor(Math.random() * (lifetimeMs.max - lifetimeMs.min + 1)),
    );
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      unsubscribe();
      openStreams.delete(end);
      caps.release(address);
      response.end();
    };
    const send = (frame: string) => {
      if (ended) return;
      response.write(frame);
      if (response.writableLength > maxQueuedBytes) end();
    };
    openStreams.add(end);
    response.on('close', end);

    // The replay and the subscription happen in the same synchronous turn (the store is synchronous too),
    // so no comment can fall between them or arrive twice.
    send(streamPreamble());
    const lastSeen = parseLastEventId(request.headers['last-event-id']) ?? parseLastEventId(request.query.lastEventId);
    if (lastSeen !== undefined) {
      const missed = store.listAfter(postId, lastSeen, maxReplayedComments + 1);
      if (missed.length > maxReplayedComments) send(resetFrame());
      else for (const comment of missed) send(commentEventFrame(comment));
    }
    unsubscribe = feed.subscribe(postId, (message) => send(frameOf(message)));
  });
};

function frameOf(message: FeedMessage): string {
  switch (message.kind) {
    case 'comment':
      return commentEventFrame(message.comment);
    case 'hidden':
      return commentHiddenFrame({ id: message.id, total: message.total });
    case 'published':
      return commentPublishedFrame({ comment: toPublicComment(message.comment), total: message.total });
  }
}
