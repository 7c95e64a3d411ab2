import type { PublicComment } from '@school/contracts';
import { CommentPostError, compareNewestFirst, type Comment, type CommentsClient, type NewComment } from './types';

/**
 * Comments from the site's own comments-service (docs: architecture.md, "comments-service"):
 * GET and POST /api/comments/:postId, and live updates over server-sent events from .../stream.
 *
 * Catching up after a dropped connection: the browser's EventSource reconnects by itself and sends the last
 * event id, so the service replays what was missed; on every (re)connection the list is also fetched again,
 * which covers a reader who had not received any event yet. Comments are merged by id, never duplicated.
 */
export interface ApiCommentsClientOptions {
  /** Where the API lives; the site's own origin by default (nginx proxies /api/comments/). */
  baseUrl?: string;
  fetch?: typeof fetch;
  openEventSource?: (url: string) => EventSource;
  /** Wait before opening a new stream after the server refused one (EventSource gives up on HTTP errors). */
  retryDelayMs?: (failures: number) => number;
}

/** A comment as the API sends it (the contracts package's PublicComment). */
type CommentJson = PublicComment;

function isCommentJson(value: unknown): value is CommentJson {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.name === 'string' &&
    typeof v.text === 'string' &&
    typeof v.createdAt === 'string'
  );
}

function toComment(json: CommentJson): Comment {
  return { id: json.id, name: json.name, text: json.text, createdAt: new Date(json.createdAt) };
}

/** Plain words for a refused post, when the answer carries no message of its own (e.g. nginx's error pages). */
function fallbackPostMessage(status: number): string {
  if (status === 429) return 'You are posting comments too quickly. Please wait a minute and try again.';
  if (status === 413) return 'That comment is too long to send.';
  if (status >= 500) return 'The comments service is not available right now. Please try again in a moment.';
  return `The server refused the comment (error ${status}). Please check it and try again.`;
}

const unreachableMessage = "The school's server could not be reached. Please check your connection and try again.";

/** 3 s, 6 s, 12 s… up to a minute. */
const defaultRetryDelayMs = (failures: number) => Math.min(60_000, 3000 * 2 ** Math.max(0, failures - 1));

export function createApiCommentsClient(options: ApiCommentsClientOptions = {}): CommentsClient {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const openEventSource = options.openEventSource ?? ((url) => new EventSource(url));
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs;
  const commentsUrl = (postId: string) => `${baseUrl}/api/comments/${encodeURIComponent(postId)}`;
  /** Open subscriptions per post, so a reader's own comment shows at once, even before its event arrives. */
  const localListeners = new Map<string, Set<(comment: Comment) => void>>();

  async function list(postId: string): Promise<Comment[]> {
    const response = await doFetch(commentsUrl(postId), { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`the comments could not be loaded (HTTP ${response.status})`);
    const body: unknown = await response.json();
    const comments = (body as { comments?: unknown }).comments;
    if (!Array.isArray(comments)) throw new Error('the comments service answered in an unexpected shape');
    return comments.filter(isCommentJson).map(toComment).sort(compareNewestFirst);
  }

  function subscribe(
    postId: string,
    onComments: (comments: Comment[]) => void,
    onError: (error: Error) => void,
  ): () => void {
    const known = new Map<string, Comment>();
    let closed = false;
    let source: EventSource | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;

    const publish = () => onComments([...known.values()].sort(compareNewestFirst));
    const merge = (comments: Comment[]): boolean => {
      let added = false;
      for (const comment of comments) {
        if (known.has(comment.id)) continue;
        known.set(comment.id, comment);
        added = true;
      }
      return added;
    };
    const catchUp = () =>
      list(postId).then(
        (comments) => {
          if (closed) return;
          merge(comments);
          publish();
        },
        (error: unknown) => {
          if (!closed) onError(error instanceof Error ? error : new Error(String(error)));
        },
      );

    const connect = () => {
      const stream = openEventSource(`${commentsUrl(postId)}/stream`);
      source = stream;
      stream.addEventListener('open', () => {
        failures = 0;
        void catchUp();
      });
      stream.addEventListener('comment', (event) => {
        let data: unknown;
        try {
          data = JSON.parse((event as MessageEvent<string>).data);
        } catch {
          return;
        }
        if (isCommentJson(data) && merge([toComment(data)])) publish();
      });
      stream.addEventListener('error', () => {
        // A dropped connection is retried by EventSource itself (readyState CONNECTING). An HTTP error
        // answer (a restarting service behind nginx, a rate limit) closes it for good: open a new one later.
        if (closed || stream.readyState !== EventSource.CLOSED) return;
        stream.close();
        failures += 1;
        retryTimer = setTimeout(connect, retryDelayMs(failures));
      });
    };

    const onLocal = (comment: Comment) => {
      if (merge([comment])) publish();
    };
    const listeners = localListeners.get(postId) ?? new Set();
    localListeners.set(postId, listeners);
    listeners.add(onLocal);

    // The list shows at once; the stream's own catch-up follows when it opens.
    void catchUp();
    connect();

    return () => {
      closed = true;
      clearTimeout(retryTimer);
      source?.close();
      listeners.delete(onLocal);
    };
  }

  async function add(postId: string, comment: NewComment): Promise<void> {
    let response: Response;
    try {
      response = await doFetch(commentsUrl(postId), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ name: comment.name, text: comment.text }),
      });
    } catch {
      throw new CommentPostError(unreachableMessage);
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const message = (body as { message?: unknown } | undefined)?.message;
      throw new CommentPostError(
        typeof message === 'string' && message ? message : fallbackPostMessage(response.status),
      );
    }
    if (isCommentJson(body)) {
      for (const deliver of localListeners.get(postId) ?? []) deliver(toComment(body));
    }
  }

  return { list, subscribe, add };
}
