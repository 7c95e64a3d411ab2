import type { CommentListResponse, PublicComment } from '@school/contracts';
import { checkName, checkText } from '@school/contracts/text-rules';
import { characterCount, commentLimits, isBlank } from './commentLimits';
import type { CommentPostProblem } from './postProblems';
import {
  CommentPostError,
  compareNewestFirst,
  type Comment,
  type CommentsClient,
  type CommentsSubscription,
  type CommentsView,
  type NewComment,
  type PostedCommentState,
} from './types';

/**
 * Comments from the site's own comments-service (docs/operations.md, "Live comments at scale": the comments API): GET (paged) and
 * POST /api/comments/:postId, and live updates over server-sent events from .../stream.
 *
 * The newest page shows first; "Show older comments" fetches the next page with its cursor. A stream is held
 * only while the subscription is live (the comments in view, the tab visible). It opens after the newest known
 * comment (?lastEventId=, a comment's id being its event id) and, when EventSource reconnects by itself after a
 * drop, with the Last-Event-ID header: either way the service replays exactly what was missed, so a reconnect
 * never refetches the list. When a stream is refused (the caps are full, the service is restarting) the newest
 * page is refreshed instead and a new stream tried later, backing off with jitter. Comments are merged by id,
 * never duplicated. A moderator's changes arrive on the same stream: `comment-hidden` removes a comment,
 * `comment-published` adds one back (or an approved one), each with the post's new count.
 */
export interface ApiCommentsClientOptions {
  /** Where the API lives; the site's own origin by default (nginx proxies /api/comments/). */
  baseUrl?: string;
  fetch?: typeof fetch;
  openEventSource?: (url: string) => EventSource;
  /**
   * Wait before trying again after the server refused a stream or the list could not be loaded (EventSource
   * gives up on HTTP errors), by the number of failures in a row.
   */
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

/** The data of a stream event, parsed; undefined when it is not JSON. */
function eventData(event: Event): unknown {
  try {
    return JSON.parse((event as MessageEvent<string>).data);
  } catch {
    return undefined;
  }
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function toComment(json: CommentJson): Comment {
  return { id: json.id, name: json.name, text: json.text, createdAt: new Date(json.createdAt) };
}

/**
 * What went wrong with a refused post, from the answer's status and, where the service explained a 400, from the
 * comment itself: the service checks what the page does (the contract's schema, then the text rules), so the same
 * checks here find which it refused. The English message stays the service's own; this is for a page in another
 * language. An answer without a message (nginx's own error pages) is told by its status alone.
 */
function refusalOf(status: number, comment: NewComment, explained: boolean): CommentPostProblem {
  if (status === 429) return { kind: 'rateLimited' };
  if (status === 413) return { kind: 'tooLarge' };
  if (status >= 500) return { kind: 'unavailable' };
  if (explained && status === 404) return { kind: 'unknownPost' };
  if (explained && status === 400) return draftProblem(comment) ?? { kind: 'refused', status };
  return { kind: 'refused', status };
}

/** The first thing comments-service refuses in a comment, in its order: the schema first, then the text rules. */
function draftProblem({ name, text }: NewComment): CommentPostProblem | undefined {
  if (isBlank(name)) return { kind: 'blankName' };
  if (characterCount(name) > commentLimits.nameMaxLength) return { kind: 'tooLong', field: 'name' };
  if (isBlank(text)) return { kind: 'blankText' };
  if (characterCount(text) > commentLimits.textMaxLength) return { kind: 'tooLong', field: 'text' };
  const checkedName = checkName(name, '');
  if (!checkedName.ok) return { kind: 'characters', field: 'name', problem: checkedName.problem };
  if (isBlank(checkedName.value)) return { kind: 'blankName' };
  const checkedText = checkText(text, '');
  if (!checkedText.ok) return { kind: 'characters', field: 'text', problem: checkedText.problem };
  return undefined;
}

/**
 * Exponential backoff with jitter: 5 s, 10 s, 20 s… up to 5 minutes, each time a random point in the upper half,
 * so readers refused together do not all come back together.
 */
export const defaultRetryDelayMs = (failures: number, random: () => number = Math.random) => {
  const ceiling = Math.min(300_000, 5000 * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
};

interface Page {
  comments: Comment[];
  total: number;
  nextCursor: string | null;
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

export function createApiCommentsClient(options: ApiCommentsClientOptions = {}): CommentsClient {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const openEventSource = options.openEventSource ?? ((url) => new EventSource(url));
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs;
  const commentsUrl = (postId: string) => `${baseUrl}/api/comments/${encodeURIComponent(postId)}`;
  /** Open subscriptions per post, so a reader's own comment shows at once, even before its event arrives. */
  const localListeners = new Map<string, Set<(comment: Comment) => void>>();

  async function fetchPage(postId: string, cursor?: string): Promise<Page> {
    const query = cursor === undefined ? '' : `?cursor=${encodeURIComponent(cursor)}`;
    const response = await doFetch(`${commentsUrl(postId)}${query}`, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`the comments could not be loaded (HTTP ${response.status})`);
    const body = (await response.json()) as Partial<CommentListResponse> | null;
    const { comments, total, nextCursor } = body ?? {};
    if (
      !Array.isArray(comments) ||
      typeof total !== 'number' ||
      !(typeof nextCursor === 'string' || nextCursor === null)
    ) {
      throw new Error('the comments service answered in an unexpected shape');
    }
    return { comments: comments.filter(isCommentJson).map(toComment).sort(compareNewestFirst), total, nextCursor };
  }

  function subscribe(
    postId: string,
    onView: (view: CommentsView) => void,
    onError: (error: Error) => void,
  ): CommentsSubscription {
    const known = new Map<string, Comment>();
    let total = 0;
    let olderCursor: string | null = null;
    /** The newest comment id known: where a new stream resumes. */
    let lastEventId = 0;
    let loaded = false;
    let live = false;
    let closed = false;
    let source: EventSource | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;

    const publish = () => {
      if (closed || !loaded) return;
      onView({ comments: [...known.values()].sort(compareNewestFirst), total, hasOlder: olderCursor !== null });
    };
    /** Adds the comments not yet known; answers how many were new. */
    const merge = (comments: Comment[]): number => {
      let added = 0;
      for (const comment of comments) {
        if (known.has(comment.id)) continue;
        known.set(comment.id, comment);
        const id = Number(comment.id);
        if (Number.isSafeInteger(id) && id > lastEventId) lastEventId = id;
        added += 1;
      }
      return added;
    };

    /**
     * The newest page: the first view, the refresh while no stream can be held, and a stream's reset. When the
     * page does not reach the comments already shown (more were posted than a page holds), the older ones are
     * dropped from the view, so it never shows a gap; "Show older comments" continues from the page.
     */
    const loadNewest = async (replace = false): Promise<boolean> => {
      try {
        const page = await fetchPage(postId);
        if (closed) return false;
        const oldest = page.comments.at(-1);
        const gap = !loaded || replace || (page.nextCursor !== null && oldest !== undefined && !known.has(oldest.id));
        if (gap) {
          for (const [id, comment] of known) if (!oldest || compareNewestFirst(comment, oldest) > 0) known.delete(id);
          olderCursor = page.nextCursor;
        }
        merge(page.comments);
        total = loaded ? Math.max(total, page.total) : page.total;
        loaded = true;
        publish();
        return true;
      } catch (error) {
        if (!closed) onError(asError(error));
        return false;
      }
    };

    const scheduleRetry = () => {
      if (closed || !live || retryTimer !== undefined) return;
      failures += 1;
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        if (!loaded) void start();
        else connect();
      }, retryDelayMs(failures));
    };

    const connect = () => {
      if (closed || !live || source) return;
      const stream = openEventSource(`${commentsUrl(postId)}/stream?lastEventId=${lastEventId}`);
      source = stream;
      stream.addEventListener('open', () => {
        failures = 0;
      });
      stream.addEventListener('comment', (event) => {
        const data = eventData(event);
        if (!isCommentJson(data)) return;
        const added = merge([toComment(data)]);
        if (added > 0) {
          total += added;
          publish();
        }
      });
      // A moderator hid a comment: it leaves the view, and the count is the service's.
      stream.addEventListener('comment-hidden', (event) => {
        const data = eventData(event) as { id?: unknown; total?: unknown } | undefined;
        if (typeof data?.id !== 'string' || !isCount(data.total)) return;
        known.delete(data.id);
        total = data.total;
        publish();
      });
      // A moderator published a comment (unhid or approved it). It may be older than the newest page: it joins
      // the view only where the view reaches, and "Show older comments" brings it otherwise.
      stream.addEventListener('comment-published', (event) => {
        const data = eventData(event) as { comment?: unknown; total?: unknown } | undefined;
        if (!isCommentJson(data?.comment) || !isCount(data.total)) return;
        const comment = toComment(data.comment);
        const oldestShown = [...known.values()].sort(compareNewestFirst).at(-1);
        if (olderCursor === null || (oldestShown && compareNewestFirst(comment, oldestShown) <= 0)) merge([comment]);
        total = data.total;
        publish();
      });
      // More was missed than the stream replays: start again from the newest page.
      stream.addEventListener('reset', () => void loadNewest(true));
      stream.addEventListener('error', () => {
        // A dropped connection is retried by EventSource itself (readyState CONNECTING), resuming with
        // Last-Event-ID. An HTTP error answer (the caps are full, a restart behind nginx, a rate limit) closes it
        // for good: refresh the newest page now, and try a new stream later.
        if (closed || stream.readyState !== EventSource.CLOSED) return;
        stream.close();
        if (source === stream) source = undefined;
        void loadNewest();
        scheduleRetry();
      });
    };

    let starting: Promise<void> | undefined;
    const start = (): Promise<void> =>
      (starting ??= loadNewest().then((ok) => {
        starting = undefined;
        if (ok) connect();
        else scheduleRetry();
      }));

    const disconnect = () => {
      clearTimeout(retryTimer);
      retryTimer = undefined;
      source?.close();
      source = undefined;
    };

    const onLocal = (comment: Comment) => {
      const added = merge([comment]);
      if (added > 0) {
        total += added;
        publish();
      }
    };
    const listeners = localListeners.get(postId) ?? new Set();
    localListeners.set(postId, listeners);
    listeners.add(onLocal);

    // The newest page shows at once, live or not; the stream follows when the subscription is live.
    void start();

    return {
      setLive(next) {
        if (closed || next === live) return;
        live = next;
        if (!live) {
          disconnect();
          failures = 0;
        } else if (loaded) {
          connect();
        } else {
          void start();
        }
      },
      async loadOlder() {
        if (olderCursor === null) return;
        const page = await fetchPage(postId, olderCursor);
        if (closed) return;
        merge(page.comments);
        olderCursor = page.nextCursor;
        total = Math.max(total, page.total);
        publish();
      },
      close() {
        closed = true;
        disconnect();
        listeners.delete(onLocal);
      },
    };
  }

  async function add(postId: string, comment: NewComment): Promise<PostedCommentState> {
    let response: Response;
    try {
      response = await doFetch(commentsUrl(postId), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ name: comment.name, text: comment.text }),
      });
    } catch {
      throw new CommentPostError({ kind: 'unreachable' });
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const message = (body as { message?: unknown } | undefined)?.message;
      const explained = typeof message === 'string' && message !== '';
      throw new CommentPostError(refusalOf(response.status, comment, explained), explained ? message : undefined);
    }
    // 202: stored, but waiting for the school's approval; nothing of it is shown until then.
    if (response.status === 202 || (body as { state?: unknown } | undefined)?.state === 'pending') return 'pending';
    if (isCommentJson(body)) {
      for (const deliver of localListeners.get(postId) ?? []) deliver(toComment(body));
    }
    return 'published';
  }

  return { subscribe, add };
}
