/**
 * GET /api/comments/:postId/stream → text/event-stream of the post's new comments; a reader that reconnects
 * with Last-Event-ID first gets the ones it missed.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PostParams } from '@school/contracts';
import type { CommentFeed } from '../comments/feed.js';
import { commentEventFrame, heartbeatFrame, parseLastEventId, streamPreamble } from '../comments/sse.js';
import type { CommentStore } from '../comments/store.js';
import { knownPost } from './postParams.js';

/** The route's request schema: the contracts package's. */
export const commentStreamSchema = { params: PostParams };

export interface CommentStreamRouteOptions {
  store: CommentStore;
  feed: CommentFeed;
  /** Interval of the keep-alive comments. */
  heartbeatMs: number;
}

/** At most this many missed comments are replayed to a reconnecting reader; its refetch covers anything older. */
const maxReplayedComments = 500;
/** A reader this far behind (bytes queued for it) is disconnected rather than buffered without end. */
const maxQueuedBytes = 1024 * 1024;

export const commentStreamRoute: FastifyPluginAsyncTypebox<CommentStreamRouteOptions> = async (
  app,
  { store, feed, heartbeatMs },
) => {
  /** Open streams, ended when the server closes so shutdown does not wait on them. */
  const openStreams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });

  app.get('/api/comments/:postId/stream', { schema: commentStreamSchema }, (request, reply) => {
    const postId = knownPost(request.params);

    reply.hijack();
    const response = reply.raw;
    // Headers other hooks set (CORS) are kept: a hijacked reply does not send them by itself.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) response.setHeader(name, value);
    }
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx: pass each event on at once (the site's config also turns buffering off for this path).
      'x-accel-buffering': 'no',
    });

    let ended = false;
    let unsubscribe = () => {};
    const heartbeat = setInterval(() => send(heartbeatFrame()), heartbeatMs);
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      openStreams.delete(end);
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
    const lastSeen = parseLastEventId(request.headers['last-event-id']);
    if (lastSeen !== undefined) {
      for (const missed of store.listAfter(postId, lastSeen, maxReplayedComments)) send(commentEventFrame(missed));
    }
    unsubscribe = feed.subscribe(postId, (comment) => send(commentEventFrame(comment)));
  });
};
