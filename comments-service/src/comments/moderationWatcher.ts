import type { FastifyBaseLogger } from 'fastify';
import type { CommentFeed } from './feed.js';
import type { CommentStore } from './store.js';

/**
 * How the running service hears of a moderator's change. The moderation command (cli/moderate-comments.ts) is a
 * separate process that writes the comment's new state and a moderation_events row in one transaction; the service
 * reads the rows after the last one it saw, every `intervalMs`, logs each (id and action, never the text) and
 * tells the post's open streams. A primary-key range query on a tiny table costs microseconds, so polling needs
 * no admin endpoint, socket or signal that nginx or a container boundary would have to be kept from exposing.
 * Changes made while the service was down are already in the data it serves: it starts after the newest row.
 */
export class ModerationWatcher {
  private lastSeen: number;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly store: CommentStore,
    private readonly feed: CommentFeed,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs: number,
  ) {
    this.lastSeen = store.lastModerationEvent();
  }

  start(): void {
    this.timer ??= setInterval(() => this.check(), this.intervalMs);
    // A poll must not keep the process alive on its own.
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Reads and passes on the events since the last check (the timer calls it; tests may too). */
  check(): void {
    let events;
    try {
      events = this.store.moderationEventsAfter(this.lastSeen);
    } catch (error) {
      // A busy or briefly locked database: the next poll tries again from the same place.
      this.log.warn({ err: error }, 'moderation events could not be read');
      return;
    }
    for (const event of events) {
      this.lastSeen = event.sequence;
      this.log.info(
        { commentId: event.commentId, postId: event.postId, action: event.action, state: event.state },
        'comment moderated',
      );
      const total = this.store.count(event.postId);
      if (event.state === 'published') {
        const comment = this.store.find(Number(event.commentId));
        // Published, then hidden again before this poll: the later event hides it; nothing to show now.
        if (comment?.state === 'published') this.feed.publish(event.postId, { kind: 'published', comment, total });
      } else if (event.action === 'hide') {
        this.feed.publish(event.postId, { kind: 'hidden', id: event.commentId, total });
      }
    }
  }
}
