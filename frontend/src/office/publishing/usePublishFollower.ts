import type { PublishAction, PublishRequestAnswer, PublishRequestedAnswer } from '@school/contracts';
import { useCallback, useEffect, useState } from 'react';
import { getJson, postJson } from '../../lib/api';

/** How often a publish request is asked after (the publisher builds in seconds to a minute). */
export const publishFollowing = { everyMs: 1000 };

export const isDone = (state: PublishRequestAnswer['state']) => state !== 'waiting' && state !== 'building';

export type FollowedPublish =
  | { state: 'idle' }
  | { state: 'sending'; action: PublishAction }
  /** The request could not be sent (status 0: no answer). */
  | { state: 'unsent'; action: PublishAction; status: number; message?: string }
  | { state: 'following'; request: string; answer?: PublishRequestAnswer };

/**
 * A publish or undo request sent and then asked after every second until it is live, refused or failed. A request
 * already waiting (another clerk's, or one sent before a reload) is followed with `follow` instead of sending
 * another. A lost answer while following is asked again at the next tick.
 */
export function usePublishFollower() {
  const [followed, setFollowed] = useState<FollowedPublish>({ state: 'idle' });
  const [tick, setTick] = useState(0);
  const request = followed.state === 'following' ? followed.request : undefined;
  const done = followed.state === 'following' && followed.answer !== undefined && isDone(followed.answer.state);

  useEffect(() => {
    if (!request || done) return;
    let current = true;
    const timer = setTimeout(
      () =>
        void getJson<PublishRequestAnswer>(`/api/office/publish/${encodeURIComponent(request)}`).then((result) => {
          if (!current) return;
          if (result.ok) setFollowed({ state: 'following', request, answer: result.data });
          setTick((count) => count + 1);
        }),
      tick === 0 ? 0 : publishFollowing.everyMs,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [request, done, tick]);

  const follow = useCallback((answer: PublishRequestAnswer) => {
    setTick(0);
    setFollowed({ state: 'following', request: answer.request, answer });
  }, []);

  const send = useCallback(async (action: PublishAction) => {
    setFollowed({ state: 'sending', action });
    const sent = await postJson<PublishRequestedAnswer>(
      action === 'undo' ? '/api/office/publish/undo' : '/api/office/publish',
      {},
    );
    setTick(0);
    if (sent.ok) setFollowed({ state: 'following', request: sent.data.request });
    else
      setFollowed({ state: 'unsent', action, status: sent.status, ...(sent.message ? { message: sent.message } : {}) });
  }, []);

  return { followed, send, follow };
}
