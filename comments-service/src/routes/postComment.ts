/**
 * POST /api/comments/:postId {name, text} → 201 {id, name, text, createdAt, state: "published"}, or with
 * COMMENTS_MODERATION=before → 202 {id, state: "pending", message}
 *
 * Stores the comment as typed, with the server's time. Published at once, it goes to every open stream of the
 * post; pending, it goes nowhere until a moderator approves it (ModerationWatcher then publishes it).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NewCommentRequest, PendingCommentAnswer, PostParams, PublishedCommentAnswer } from '@school/contracts';
import { checkName, checkText, HttpError } from '@school/service-kit';
import type { CommentFeed } from '../comments/feed.js';
import { toPublicComment, type CommentStore } from '../comments/store.js';
import type { CommentsModeration } from '../config.js';
import { messages } from '../errors.js';
import type { PublishedPosts } from '../comments/publishedPosts.js';
import { knownPost } from './postParams.js';

/**
 * The service kit's one rule for names and texts (the payment names' too): no control characters (a comment
 * keeps its line breaks and tabs), no direction overrides; a name loses its zero-width characters, and one left
 * blank by that is refused like any blank name. Otherwise both are stored as typed.
 */
function checkedComment(body: NewCommentRequest): NewCommentRequest {
  const name = checkName(body.name, 'Your name');
  if (!name.ok) throw new HttpError(400, name.message);
  if (name.value.trim() === '') throw new HttpError(400, messages.blankName);
  const text = checkText(body.text, 'Your comment');
  if (!text.ok) throw new HttpError(400, text.message);
  return { name: name.value, text: text.value };
}

/** The route's schemas: the contracts package's. */
export const postCommentSchema = {
  params: PostParams,
  body: NewCommentRequest,
  response: { 201: PublishedCommentAnswer, 202: PendingCommentAnswer },
};

export interface PostCommentRouteOptions {
  store: CommentStore;
  /** The published posts that take comments. */
  posts: PublishedPosts;
  feed: CommentFeed;
  rateLimitPerMinute: number;
  moderation: CommentsModeration;
  now: () => Date;
}

export const postCommentRoute: FastifyPluginAsyncTypebox<PostCommentRouteOptions> = async (app, options) => {
  const { store, posts, feed, now } = options;
  app.post(
    '/api/comments/:postId',
    {
      schema: postCommentSchema,
      // Only posting is limited; reading and the stream are covered by nginx's limit.
      config: { rateLimit: { max: options.rateLimitPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const postId = knownPost(request.params, posts);
      const { name, text } = checkedComment(request.body);
      const state = options.moderation === 'before' ? 'pending' : 'published';
      const comment = store.add(postId, name, text, now(), state);
      // Ids only: a comment's name and text never reach the logs.
      request.log.info({ postId, commentId: comment.id, state }, 'comment stored');
      if (state === 'pending') {
        return reply.code(202).send({ id: comment.id, state, message: messages.awaitingApproval });
      }
      feed.publish(postId, { kind: 'comment', comment });
      return reply.code(201).send({ ...toPublicComment(comment), state });
    },
  );
};
