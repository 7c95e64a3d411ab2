/** GET /api/comments/:postId → {comments: [{id, name, text, createdAt}]}, newest first. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CommentListResponse, PostParams } from '@school/contracts';
import { toPublicComment, type CommentStore } from '../comments/store.js';
import { knownPost } from './postParams.js';

/** The route's schemas: the contracts package's. */
export const listCommentsSchema = { params: PostParams, response: { 200: CommentListResponse } };

export interface ListCommentsRouteOptions {
  store: CommentStore;
}

export const listCommentsRoute: FastifyPluginAsyncTypebox<ListCommentsRouteOptions> = async (app, { store }) => {
  app.get('/api/comments/:postId', { schema: listCommentsSchema }, async (request) => {
    const postId = knownPost(request.params);
    return { comments: store.listNewestFirst(postId).map(toPublicComment) };
  });
};
