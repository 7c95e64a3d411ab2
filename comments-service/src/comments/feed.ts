import type { StoredComment } from './store.js';

/**
 * What a post's open streams are told: a new comment, or a moderator's change (a comment hidden, or published
 * by unhide or approve), with the post's count of published comments after it.
 */
export type FeedMessage =
  | { kind: 'comment'; comment: StoredComment }
  | { kind: 'hidden'; id: string; total: number }
  | { kind: 'published'; comment: StoredComment; total: number };

export type CommentListener = (message: FeedMessage) => void;

/**
 * Tells every open stream of a post about a comment the moment it is stored, and about a moderator's change the
 * moment the service hears of it (ModerationWatcher). In-process only: one comments-service instance serves the
 * site (SQLite is a single-writer, single-host store anyway).
 */
export class CommentFeed {
  private readonly listeners = new Map<string, Set<CommentListener>>();

  subscribe(postId: string, listener: CommentListener): () => void {
    let set = this.listeners.get(postId);
    if (!set) {
      set = new Set();
      this.listeners.set(postId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(postId);
    };
  }

  publish(postId: string, message: FeedMessage): void {
    for (const listener of this.listeners.get(postId) ?? []) listener(message);
  }

  /** How many streams are listening to a post (for tests and diagnostics). */
  listenerCount(postId: string): number {
    return this.listeners.get(postId)?.size ?? 0;
  }
}
