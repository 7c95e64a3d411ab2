/**
 * The school office's comments (roles admin and office; the staff guard of service-kit checks the session):
 *
 * - GET /api/office/comments?limit= (at most 200) → {awaitingApproval, recent}: the comments waiting for approval (oldest first;
 *   only with COMMENTS_MODERATION=before can there be any), then the newest of every post, any state.
 * - POST /api/office/comments/:id/hide | unhide | approve → {id, state, changed}; 404 for no such comment.
 *
 * A change is written with its moderation event in one transaction, as `make comments` does, so the running
 * service's ModerationWatcher passes it to every open page of the post (a hidden comment leaves them within 2 s).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  ModerationAnswer,
  ModerationParams,
  StaffCommentsAnswer,
  StaffCommentsQuery,
  staffCommentsPageSize,
  type StaffComment,
} from '@school/contracts';
import type { StaffRole } from '@school/contracts';
import type { CommentStore, ModeratedComment } from '../comments/store.js';
import { messages } from '../errors.js';

export interface StaffCommentsOptions {
  store: CommentStore;
  now: () => Date;
}

const moderators: readonly StaffRole[] = ['admin', 'office'];

const forStaff = (comment: ModeratedComment): StaffComment => ({
  id: comment.id,
  name: comment.name,
  text: comment.text,
  createdAt: comment.createdAt,
  postId: comment.postId,
  state: comment.state,
});

export const staffCommentsRoutes: FastifyPluginAsyncTypebox<StaffCommentsOptions> = async (app, { store, now }) => {
  app.get(
    '/api/office/comments',
    {
      config: { staff: moderators },
      schema: { querystring: StaffCommentsQuery, response: { 200: StaffCommentsAnswer } },
    },
    async (request) => {
      const limit = Math.min(Number(request.query.limit ?? staffCommentsPageSize.default), staffCommentsPageSize.max);
      return {
        awaitingApproval: store.inState('pending', limit).map(forStaff),
        recent: store.recent(limit).map(forStaff),
      };
    },
  );

  app.post(
    '/api/office/comments/:id/:action',
    {
      config: { staff: moderators },
      schema: { params: ModerationParams, response: { 200: ModerationAnswer, 404: ErrorResponse } },
    },
    async (request, reply) => {
      const { id, action } = request.params;
      const done = store.moderate(Number(id), action, now());
      if (!done) return reply.code(404).send({ message: messages.unknownComment });
      const state = done.changed ? (store.find(Number(id))?.state ?? done.before.state) : done.before.state;
      // Who did it, and to which comment: never the comment's text or its writer's name.
      request.log.info(
        {
          commentId: id,
          postId: done.before.postId,
          action,
          changed: done.changed,
          staffRole: request.staffMember?.role,
        },
        'comment moderated from the office',
      );
      return { id, state, changed: done.changed };
    },
  );
};
