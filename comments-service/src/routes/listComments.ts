/**
 * GET /api/comments/:postId[?cursor=…&limit=…] → {comments, total, nextCursor}: one page of the post's comments,
 * newest first (50 by default), the count of all of them, and the cursor of the next older page (null on the
 * last). The cursor is the sequence of the page's oldest comment; callers treat it as opaque.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CommentListQuery, CommentListResponse, commentPageSize, PostParams } from '@school/contracts';
import { toPublicComment, type CommentStore } from '../comments/store.js';
import type { PublishedPosts } from '../comments/publishedPosts.js';
import { knownPost } from './postParams.js';

/** The route's schemas: the contracts package's. */
export const listCommentsSchema = {
  params: PostParams,
  querystring: CommentListQuery,
  response: { 200: CommentListResponse },
};

export interface ListCommentsRouteOptions {
  store: CommentStore;
  /** The published posts that take comments. */
  posts: PublishedPosts;
}

export const listCommentsRoute: FastifyPluginAsyncTypebox<ListCommentsRouteOptions> = async (app, { store, posts }) => {
  app.get('/api/comments/:postId', { schema: listCommentsSchema }, async (request) => {
    const postId = knownPost(request.params, posts);
    const limit = request.query.limit === undefined ? commentPageSize.default : Number(request.query.limit);
    const before = request.query.cursor === undefined ? undefined : Number(request.query.cursor);
    const page = store.page(postId, limit, before);
    const oldest = page.comments.at(-1);
    return {
      comments: page.comments.map(toPublicComment),
      total: store.count(postId),
      nextCursor: page.hasOlder && oldest ? String(oldest.sequence) : null,
    };
  });
};
