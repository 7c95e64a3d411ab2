/** GET /api/comments/:postId → {comments: [{id, name, text, createdAt}]}, newest first. */
import type { FastifyPluginAsync } from 'fastify';
import { toPublicComment, type CommentStore } from '../comments/store.js';
import { knownPost, postParamsSchema, type PostParams } from './postParams.js';

/** The route's request schema. */
export const listCommentsSchema = { params: postParamsSchema } as const;

export interface ListCommentsRouteOptions {
  store: CommentStore;
}

export const listCommentsRoute: FastifyPluginAsync<ListCommentsRouteOptions> = async (app, { store }) => {
  app.get<{ Params: PostParams }>('/api/comments/:postId', { schema: listCommentsSchema }, async (request) => {
    const postId = knownPost(request.params);
    return { comments: store.listNewestFirst(postId).map(toPublicComment) };
  });
};
