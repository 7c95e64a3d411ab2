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

export type Unsubscribe = () => void;

/**
 * The one comments interface of the site. Two implementations exist, chosen by /config.js:
 * apiCommentsClient (comments-service, the default) and firestoreCommentsClient (Firebase).
 */
export interface CommentsClient {
  /** The post's comments once, newest first. */
  list(postId: string): Promise<Comment[]>;
  /**
   * Live comments: `onComments` gets the whole list, newest first, as soon as it is known and again after
   * every change. `onError` hears of a failed load; the implementation keeps retrying by itself.
   */
  subscribe(postId: string, onComments: (comments: Comment[]) => void, onError: (error: Error) => void): Unsubscribe;
  /** Stores a comment; rejects with a CommentPostError whose message a reader can act on. */
  add(postId: string, comment: NewComment): Promise<void>;
}

/** A post that did not go through, with the reason in plain words for the reader. */
export class CommentPostError extends Error {
  override name = 'CommentPostError';
}

/** Newest first; comments with the same time keep the store's order (comments-service ids only grow). */
export function compareNewestFirst(a: Comment, b: Comment): number {
  const byTime = b.createdAt.getTime() - a.createdAt.getTime();
  if (byTime !== 0) return byTime;
  const [idA, idB] = [Number(a.id), Number(b.id)];
  return Number.isFinite(idA) && Number.isFinite(idB) ? idB - idA : b.id.localeCompare(a.id);
}
