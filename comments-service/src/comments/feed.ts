import type { StoredComment } from './store.js';

export type CommentListener = (comment: StoredComment) => void;

/**
 * Tells every open stream of a post about a comment the moment it is stored. In-process only: one
 * comments-service instance serves the site (SQLite is a single-writer, single-host store anyway).
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

  publish(postId: string, comment: StoredComment): void {
    for (const listener of this.listeners.get(postId) ?? []) listener(comment);
  }

  /** How many streams are listening to a post (for tests and diagnostics). */
  listenerCount(postId: string): number {
    return this.listeners.get(postId)?.size ?? 0;
  }
}
