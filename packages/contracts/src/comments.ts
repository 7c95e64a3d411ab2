/**
 * comments-service: GET (paged) and POST /api/comments/:postId, GET /api/comments/:postId/stream (server-sent
 * events: `comment`, `comment-hidden`, `comment-published`, `reset`).
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

/**
 * Where a comment stands: `published` (shown), `hidden` (removed by a moderator), `pending` (waiting for a
 * moderator's approval, with COMMENTS_MODERATION=before). Readers only ever see published comments.
 */
export const CommentState = Type.Union([Type.Literal('published'), Type.Literal('hidden'), Type.Literal('pending')]);
export type CommentState = Static<typeof CommentState>;

/** POST answer 201: the comment is published at once (COMMENTS_MODERATION=after, the default). */
export const PublishedCommentAnswer = Type.Object({ ...PublicComment.properties, state: Type.Literal('published') });
export type PublishedCommentAnswer = Static<typeof PublishedCommentAnswer>;

/**
 * POST answer 202: the comment is stored but waits for a moderator (COMMENTS_MODERATION=before); `message`
 * says so in plain words. It carries no name or text: nothing of it is to be shown yet.
 */
export const PendingCommentAnswer = Type.Object({
  id: Type.String(),
  state: Type.Literal('pending'),
  message: Type.String(),
});
export type PendingCommentAnswer = Static<typeof PendingCommentAnswer>;

/** Comments in one page of the list: `limit` may ask for fewer or more, up to `max`. */
export const commentPageSize = { default: 50, max: 100 } as const;

/**
 * GET query (every value is a string, as in any query). Without `cursor`: the newest page. With the `nextCursor`
 * of a page: the page of comments just older than it. Cursors are opaque: pass them back as received.
 */
export const CommentListQuery = Type.Object({
  cursor: Type.Optional(Type.String({ pattern: '^[0-9]{1,15}$' })),
  limit: Type.Optional(Type.String({ pattern: '^(100|[1-9][0-9]?)$' })),
});
export type CommentListQuery = Static<typeof CommentListQuery>;

/**
 * GET answer: one page of the post's comments, newest first; `total` counts all of the post's comments, and
 * `nextCursor` fetches the next older page (null on the page that holds the oldest comment).
 */
export const CommentListResponse = Type.Object({
  comments: Type.Array(PublicComment),
  total: Type.Integer({ minimum: 0 }),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});
export type CommentListResponse = Static<typeof CommentListResponse>;

/**
 * Stream query. A stream resumes after the last comment its reader has: EventSource sends that as the
 * Last-Event-ID header when it reconnects by itself; a page opening a new stream passes it as `lastEventId`
 * (a comment's id is its event id). The header wins over the query. The stream then replays what was missed.
 */
export const CommentStreamQuery = Type.Object({
  lastEventId: Type.Optional(Type.String({ pattern: '^[0-9]{1,15}$' })),
});
export type CommentStreamQuery = Static<typeof CommentStreamQuery>;

/**
 * `comment-hidden` data: a moderator hid the comment with this id; `total` is the post's count of published
 * comments after it. No event id: the reader's Last-Event-ID stays the newest comment's.
 */
export const CommentHiddenEvent = Type.Object({ id: Type.String(), total: Type.Integer({ minimum: 0 }) });
export type CommentHiddenEvent = Static<typeof CommentHiddenEvent>;

/**
 * `comment-published` data: a moderator published a comment (unhid a hidden one or approved a pending one), which
 * may be older than those shown; `total` is the post's count after it. No event id, as above.
 */
export const CommentPublishedEvent = Type.Object({ comment: PublicComment, total: Type.Integer({ minimum: 0 }) });
export type CommentPublishedEvent = Static<typeof CommentPublishedEvent>;

/**
 * The stream's events: `comment` (data: one PublicComment, id: the comment's id), `comment-hidden`
 * (CommentHiddenEvent), `comment-published` (CommentPublishedEvent) and `reset` (no data of interest): the reader
 * missed more than the stream replays, and should load the newest page again. Moderation events that happen
 * while a reader is disconnected are not replayed; its next page load shows the current state.
 */
export const commentStreamEvents = {
  comment: 'comment',
  hidden: 'comment-hidden',
  published: 'comment-published',
  reset: 'reset',
} as const;

/** The school office's view of a comment (GET /api/office/comments): any state, with its post. */
export const StaffComment = Type.Object({
  ...PublicComment.properties,
  postId: Type.String(),
  state: CommentState,
});
export type StaffComment = Static<typeof StaffComment>;

/** GET /api/office/comments: those awaiting approval first (oldest first), then the newest of the rest. */
export const StaffCommentsAnswer = Type.Object({
  awaitingApproval: Type.Array(StaffComment),
  recent: Type.Array(StaffComment),
});
export type StaffCommentsAnswer = Static<typeof StaffCommentsAnswer>;

export const staffCommentsPageSize = { default: 50, max: 200 } as const;

export const StaffCommentsQuery = Type.Object(
  { limit: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,2}$' })) },
  { additionalProperties: false },
);

/** POST /api/office/comments/:id/:action (hide, unhide, approve). */
export const ModerationParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,15}$' }),
  action: Type.Union([Type.Literal('hide'), Type.Literal('unhide'), Type.Literal('approve')]),
});

/** What a moderation did: the comment's state after it, and whether it changed. */
export const ModerationAnswer = Type.Object({ id: Type.String(), state: CommentState, changed: Type.Boolean() });
export type ModerationAnswer = Static<typeof ModerationAnswer>;
