/**
 * comments-service: GET and POST /api/comments/:postId, GET /api/comments/:postId/stream (server-sent events whose
 * `data` is one PublicComment).
 */
import { Type, type Static } from 'typebox';
import { commentLimits } from './commentLimits.js';

export const PostParams = Type.Object({ postId: Type.String() });
export type PostParams = Static<typeof PostParams>;

/**
 * POST body. `\S` means "not blank after trimming"; the value itself is stored as typed, spaces included.
 * Lengths count Unicode code points, as Ajv does.
 */
export const NewCommentRequest = Type.Object(
  {
    name: Type.String({ maxLength: commentLimits.nameMaxLength, pattern: '\\S' }),
    text: Type.String({ maxLength: commentLimits.textMaxLength, pattern: '\\S' }),
  },
  { additionalProperties: false },
);
export type NewCommentRequest = Static<typeof NewCommentRequest>;

/** A comment as the API shows it: the POST answer (201), one list entry, one stream event. */
export const PublicComment = Type.Object({
  /** Given by the store; ids only grow, so they also order comments posted in the same millisecond. */
  id: Type.String(),
  name: Type.String(),
  text: Type.String(),
  /** ISO 8601, UTC, assigned by the server. */
  createdAt: Type.String(),
});
export type PublicComment = Static<typeof PublicComment>;

/** GET answer: the post's comments, newest first. */
export const CommentListResponse = Type.Object({ comments: Type.Array(PublicComment) });
export type CommentListResponse = Static<typeof CommentListResponse>;
