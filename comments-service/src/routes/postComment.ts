/**
 * POST /api/comments/:postId {name, text} → 201 {id, name, text, createdAt}
 *
 * Stores the comment as typed, with the server's time, and passes it to every open stream of the post.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NewCommentRequest, PostParams, PublicComment } from '@school/contracts';
import type { CommentFeed } from '../comments/feed.js';
import { toPublicComment, type CommentStore } from '../comments/store.js';
import { knownPost } from './postParams.js';

/** The route's schemas: the contracts package's. */
export const postCommentSchema = { params: PostParams, body: NewCommentRequest, response: { 201: PublicComment } };

export interface PostCommentRouteOptions {
  store: CommentStore;
  feed: CommentFeed;
  rateLimitPerMinute: number;
  now: () => Date;
}

export const postCommentRoute: FastifyPluginAsyncTypebox<PostCommentRouteOptions> = async (app, options) => {
  const { store, feed, now } = options;
  app.post(
    '/api/comments/:postId',
    {
      schema: postCommentSchema,
      // Only posting is limited; reading and the stream are covered by nginx's limit.
      config: { rateLimit: { max: options.rateLimitPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const postId = knownPost(request.params);
      const comment = store.add(postId, request.body.name, request.body.text, now());
      // Ids only: a comment's name and text never reach the logs.
      request.log.info({ postId, commentId: comment.id }, 'comment stored');
      feed.publish(postId, comment);
      return reply.code(201).send(toPublicComment(comment));
    },
  );
};
