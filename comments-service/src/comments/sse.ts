import type { CommentHiddenEvent, CommentPublishedEvent } from '@school/contracts';
import { toPublicComment, type StoredComment } from './store.js';

/**
 * The text/event-stream framing of the live comments stream. Each new comment is one `comment` event whose
 * id is the comment's store sequence, so the browser's EventSource sends it back as Last-Event-ID when it
 * reconnects and the stream resumes right after it.
 */

/**
 * How long the browser waits before reconnecting after the stream drops: a random time in this range, chosen per
 * stream, so that thousands of readers cut off together (a restart) do not all come back in the same second.
 */
export const reconnectDelayMs = { min: 3000, max: 15_000 } as const;

/** The first bytes of every stream: the reconnect delay, and a comment that makes proxies pass the headers on. */
export function streamPreamble(random: () => number = Math.random): string {
  const delay = reconnectDelayMs.min + Math.floor(random() * (reconnectDelayMs.max - reconnectDelayMs.min));
  return `retry: ${delay}\n: connected\n\n`;
}

/** The headers of a stream (and of a HEAD request for one). */
export const streamHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  // nginx: pass each event on at once (the site's config also turns buffering off for this path).
  'x-accel-buffering': 'no',
} as const;

/**
 * Tells a reader that it missed more comments than the stream replays: it loads the newest page again. No id,
 * so the reader's Last-Event-ID stays where it was.
 */
export function resetFrame(): string {
  return 'event: reset\ndata: {}\n\n';
}

/** A comment line that keeps idle proxies and load balancers from closing the stream. */
export function heartbeatFrame(): string {
  return ': heartbeat\n\n';
}

export function commentEventFrame(comment: StoredComment): string {
  // JSON.stringify escapes line breaks, so the data never spans lines and cannot end the event early.
  return `id: ${comment.sequence}\nevent: comment\ndata: ${JSON.stringify(toPublicComment(comment))}\n\n`;
}

/**
 * The sequence a reconnecting reader last saw, from its Last-Event-ID header (or the stream's `lastEventId`
 * query); undefined when absent or not one of our ids (the reader then gets new comments only).
 */
export function parseLastEventId(header: string | string[] | undefined): number | undefined {
  const raw = Array.isArray(header) ? header[0] : header;
  if (raw === undefined || !/^\d{1,15}$/.test(raw.trim())) return undefined;
  return Number(raw.trim());
}

/**
 * A moderator hid a comment, or published one (unhid or approved it). No id line: an event without one leaves the
 * reader's Last-Event-ID at the newest comment it has, so a reconnect still resumes from there.
 */
export function commentHiddenFrame(data: CommentHiddenEvent): string {
  return `event: comment-hidden\ndata: ${JSON.stringify(data)}\n\n`;
}

export function commentPublishedFrame(data: CommentPublishedEvent): string {
  return `event: comment-published\ndata: ${JSON.stringify(data)}\n\n`;
}
