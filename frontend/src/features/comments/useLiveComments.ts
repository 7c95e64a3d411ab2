import { useCallback, useEffect, useRef, useState } from 'react';
import type { Comment, CommentsClient, CommentsSubscription, NewComment, PostedCommentState } from './types';

export type LiveCommentsStatus = 'loading' | 'ready' | 'unavailable';

export interface LiveComments {
  status: LiveCommentsStatus;
  /** Newest first: the newest page, live arrivals, and the older pages asked for. */
  comments: Comment[];
  /** All of the post's comments. */
  total: number;
  hasOlder: boolean;
  /** Adds the next older page; rejects when it cannot be loaded. */
  loadOlder(): Promise<void>;
  /** Posts a comment; answers whether it shows now or waits for the school's approval. */
  add(comment: NewComment): Promise<PostedCommentState>;
}

/** How long a live connection is kept after the comments left the view or the tab was hidden (a quick glance away). */
export const defaultReleaseAfterMs = 5000;

/**
 * A post's comments while the component is mounted, live while `wantLive` (the comments in view and the tab
 * visible) and for `releaseAfterMs` after it turns false. `unavailable` only while nothing could be loaded yet;
 * the client keeps retrying, and the first success makes it `ready`.
 */
export function useLiveComments(
  postId: string,
  loadClient: () => Promise<CommentsClient>,
  wantLive = true,
  releaseAfterMs = defaultReleaseAfterMs,
): LiveComments {
  const [status, setStatus] = useState<LiveCommentsStatus>('loading');
  const [view, setView] = useState<{ comments: Comment[]; total: number; hasOlder: boolean }>({
    comments: [],
    total: 0,
    hasOlder: false,
  });
  const clientRef = useRef<Promise<CommentsClient> | null>(null);
  if (clientRef.current === null) clientRef.current = loadClient();
  const subscriptionRef = useRef<CommentsSubscription | null>(null);
  /** Whether the subscription should be live now: set by the effect below, read when the subscription starts. */
  const liveRef = useRef(false);

  useEffect(() => {
    let subscription: CommentsSubscription | undefined;
    let cancelled = false;
    clientRef.current?.then(
      (client) => {
        if (cancelled) return;
        subscription = client.subscribe(
          postId,
          (latest) => {
            setView(latest);
            setStatus('ready');
          },
          () => setStatus((current) => (current === 'ready' ? current : 'unavailable')),
        );
        subscriptionRef.current = subscription;
        subscription.setLive(liveRef.current);
      },
      () => {
        if (!cancelled) setStatus('unavailable');
      },
    );
    return () => {
      cancelled = true;
      subscriptionRef.current = null;
      subscription?.close();
    };
  }, [postId]);

  // Live at once when wanted; let go only after a grace period, so scrolling past or a glance at another tab
  // does not cost a reconnect.
  useEffect(() => {
    const apply = (live: boolean) => {
      liveRef.current = live;
      subscriptionRef.current?.setLive(live);
    };
    if (wantLive) {
      apply(true);
      return;
    }
    const timer = setTimeout(() => apply(false), releaseAfterMs);
    return () => clearTimeout(timer);
  }, [wantLive, releaseAfterMs]);

  const add = useCallback(
    async (comment: NewComment) => {
      const client = await clientRef.current!;
      return client.add(postId, comment);
    },
    [postId],
  );

  const loadOlder = useCallback(async () => {
    await subscriptionRef.current?.loadOlder();
  }, []);

  return { status, comments: view.comments, total: view.total, hasOlder: view.hasOlder, loadOlder, add };
}
