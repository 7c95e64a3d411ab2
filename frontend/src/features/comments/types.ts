import { commentsTexts } from '../../content/comments';
import { describePostProblem, type CommentPostProblem, type PostFailure } from './postProblems';

/** A public comment as every part of the site sees it, whichever backend stores it. */
export interface Comment {
  id: string;
  name: string;
  text: string;
  createdAt: Date;
}

/** What a reader types: stored exactly as typed (not trimmed). */
export interface NewComment {
  name: string;
  text: string;
}

/** Where a comment just posted stands. */
export type PostedCommentState = 'published' | 'pending';

/** What a reader sees of a post's comments at one moment. */
export interface CommentsView {
  /** Newest first: the newest page, the comments that arrived since, and the older pages the reader asked for. */
  comments: Comment[];
  /** All of the post's comments, not only those shown (the heading counts these). */
  total: number;
  /** Older comments remain to be shown ("Show older comments"). */
  hasOlder: boolean;
}

/** One reader's view of a post's comments, kept up to date; made by CommentsClient.subscribe. */
export interface CommentsSubscription {
  /**
   * Hold a live connection (true: the comments are in view and the tab is visible) or let it go (false). While
   * none can be held (refused, cut off), the view is refreshed now and then and a new one tried, backing off.
   */
  setLive(live: boolean): void;
  /** Adds the next older page to the view; rejects when it cannot be loaded. */
  loadOlder(): Promise<void>;
  close(): void;
}

/**
 * The one comments interface of the site. Two implementations exist, chosen by /config.js:
 * apiCommentsClient (comments-service, the default) and firestoreCommentsClient (Firebase).
 */
export interface CommentsClient {
  /**
   * A post's comments, a page at a time: `onView` gets the newest page as soon as it is known and the whole view
   * again after every change. The subscription starts without a live connection (see `setLive`). `onError`
   * hears of a failed load; the implementation keeps retrying by itself while live.
   */
  subscribe(
    postId: string,
    onView: (view: CommentsView) => void,
    onError: (error: Error) => void,
  ): CommentsSubscription;
  /**
   * Stores a comment; rejects with a CommentPostError whose message a reader can act on. Answers `published` when
   * it shows at once, `pending` when it waits for the school's approval (comments-service with
   * COMMENTS_MODERATION=before): nothing of it is shown then.
   */
  add(postId: string, comment: NewComment): Promise<PostedCommentState>;
}

/**
 * A post that did not go through: what went wrong (`problem`, for a page's own words) and, as its message, the
 * reason in plain English words for the reader: the service's own when it gave any.
 */
export class CommentPostError extends Error implements PostFailure {
  override name = 'CommentPostError';
  readonly problem: CommentPostProblem;

  constructor(problem: CommentPostProblem, serviceMessage?: string) {
    super(serviceMessage || describePostProblem(problem, commentsTexts.en.failure));
    this.problem = problem;
  }
}

/** Newest first; comments with the same time keep the store's order (comments-service ids only grow). */
export function compareNewestFirst(a: Comment, b: Comment): number {
  const byTime = b.createdAt.getTime() - a.createdAt.getTime();
  if (byTime !== 0) return byTime;
  const [idA, idB] = [Number(a.id), Number(b.id)];
  return Number.isFinite(idA) && Number.isFinite(idB) ? idB - idA : b.id.localeCompare(a.id);
}
