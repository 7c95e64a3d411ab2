/**
 * POST /api/comments/:postId {name, text} → 201 {id, name, text, createdAt}
 *
 * Stores the comment as typed, with the server's time, and passes it to every open stream of the post.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { CommentFeed } from '../comments/feed.js';
import { toPublicComment, type CommentStore } from '../comments/store.js';
import { commentLimits } from '../comments/validation.js';
import { knownPost, postParamsSchema, type PostParams } from './postParams.js';

interface NewCommentBody {
  name: string;
  text: string;
}

/**
 * The route's request schema. Lengths count characters (Unicode code points). `\S` means "not blank after
 * trimming"; the value itself is stored as typed, spaces included.
 */
export const postCommentSchema = {
  params: postParamsSchema,
  body: {
    type: 'object',
    required: ['name', 'text'],
    additionalProperties: false,
    properties: {
      name: { type: 'string', maxLength: commentLimits.nameMaxLength, pattern: '\\S' },
      text: { type: 'string', maxLength: commentLimits.textMaxLength, pattern: '\\S' },
    },
  },
} as const;

export interface PostCommentRouteOptions {
  store: CommentStore;
  feed: CommentFeed;
  rateLimitPerMinute: number;
  now: () => Date;
}

export const postCommentRoute: FastifyPluginAsync<PostCommentRouteOptions> = async (app, options) => {
  const { store, feed, now } = options;
  app.post<{ Params: PostParams; Body: NewCommentBody }>(
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
