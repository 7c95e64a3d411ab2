import type { FastifyInstance, FastifyReply } from 'fastify';
import { messages } from '../errors.js';
import { isKnownPostId } from '../posts.js';
import type { CommentFeed } from './feed.js';
import { commentEventFrame, heartbeatFrame, parseLastEventId, streamPreamble } from './sse.js';
import { toPublicComment, type CommentStore } from './store.js';
import { newCommentBodySchema, type NewCommentBody } from './validation.js';

export interface CommentRoutesOptions {
  store: CommentStore;
  feed: CommentFeed;
  rateLimitPerMinute: number;
  heartbeatMs: number;
  now: () => Date;
}

interface PostParams {
  postId: string;
}

/** At most this many missed comments are replayed to a reconnecting reader; its refetch covers anything older. */
const maxReplayedComments = 500;
/** A reader this far behind (bytes queued for it) is disconnected rather than buffered without end. */
const maxQueuedBytes = 1024 * 1024;

function unknownPost(reply: FastifyReply) {
  return reply.code(404).send({ message: messages.unknownPost });
}

/** The comments API of architecture.md: list, post, and the live stream, per blog post. */
export async function commentRoutes(app: FastifyInstance, options: CommentRoutesOptions): Promise<void> {
  const { store, feed, heartbeatMs, now } = options;
  /** Open streams, ended when the server closes so shutdown does not wait on them. */
  const openStreams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });

  app.get<{ Params: PostParams }>('/api/comments/:postId', async (request, reply) => {
    const { postId } = request.params;
    if (!isKnownPostId(postId)) return unknownPost(reply);
    return { comments: store.listNewestFirst(postId).map(toPublicComment) };
  });

  app.post<{ Params: PostParams; Body: NewCommentBody }>(
    '/api/comments/:postId',
    {
      schema: { body: newCommentBodySchema },
      config: { rateLimit: { max: options.rateLimitPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const { postId } = request.params;
      if (!isKnownPostId(postId)) return unknownPost(reply);
      const comment = store.add(postId, request.body.name, request.body.text, now());
      // Ids only: a comment's name and text never reach the logs.
      request.log.info({ postId, commentId: comment.id }, 'comment stored');
      feed.publish(postId, comment);
      return reply.code(201).send(toPublicComment(comment));
    },
  );

  app.get<{ Params: PostParams }>('/api/comments/:postId/stream', (request, reply) => {
    const { postId } = request.params;
    if (!isKnownPostId(postId)) {
      void unknownPost(reply);
      return;
    }

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
}
