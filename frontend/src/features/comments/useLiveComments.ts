import { useCallback, useEffect, useRef, useState } from 'react';
import type { Comment, CommentsClient, NewComment } from './types';

export type LiveCommentsStatus = 'loading' | 'ready' | 'unavailable';

export interface LiveComments {
  status: LiveCommentsStatus;
  /** Newest first. */
  comments: Comment[];
  add(comment: NewComment): Promise<void>;
}

/**
 * A post's comments, kept up to date while the component is mounted. `unavailable` only while nothing could
 * be loaded yet; the client keeps retrying, and the first success makes it `ready`.
 */
export function useLiveComments(postId: string, loadClient: () => Promise<CommentsClient>): LiveComments {
  const [status, setStatus] = useState<LiveCommentsStatus>('loading');
  const [comments, setComments] = useState<Comment[]>([]);
  const clientRef = useRef<Promise<CommentsClient> | null>(null);
  if (clientRef.current === null) clientRef.current = loadClient();

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    clientRef.current?.then(
      (client) => {
        if (cancelled) return;
        unsubscribe = client.subscribe(
          postId,
          (latest) => {
            setComments(latest);
            setStatus('ready');
          },
          () => setStatus((current) => (current === 'ready' ? current : 'unavailable')),
        );
      },
      () => {
        if (!cancelled) setStatus('unavailable');
      },
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [postId]);

  const add = useCallback(
    async (comment: NewComment) => {
      const client = await clientRef.current!;
      await client.add(postId, comment);
    },
    [postId],
  );

  return { status, comments, add };
}
