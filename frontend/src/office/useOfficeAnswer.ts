import { startTransition, useCallback, useEffect, useState } from 'react';
import { getJson } from '../lib/api';
import { useSession } from './session';

/** What a console page has of its answer: still asked, refused or unreached (its status: 0 for none), or in. */
export type OfficeAnswer<T> = { state: 'loading' } | { state: 'failed'; status: number } | { state: 'loaded'; data: T };

/**
 * GET a path of the office's API for a page, again whenever the path changes or `reload` is called. A 401 means the
 * session ended (signed out elsewhere, expired, `make staff signout`): the session is asked again, and the guard
 * sends the person to the sign-in page, which brings them back here.
 */
export function useOfficeAnswer<T>(path: string): { answer: OfficeAnswer<T>; reload: () => void } {
  const { check } = useSession();
  const [loads, setLoads] = useState(0);
  // Each answer is kept with the request it answers: until the current request's is in, the page is loading.
  const request = `${path}#${loads}`;
  const [answered, setAnswered] = useState<{ request: string; answer: OfficeAnswer<T> }>();

  useEffect(() => {
    let current = true;
    void getJson<T>(path).then((result) => {
      if (!current) return;
      if (result.status === 401) {
        check();
        return;
      }
      // As a transition: where what the answer shows needs words not yet loaded (a Nepali row's dates), the page
      // keeps showing itself loading until they are in, instead of giving way to the Suspense fallback (a blank
      // page, with no heading, for a moment).
      startTransition(() =>
        setAnswered({
          request,
          answer: result.ok ? { state: 'loaded', data: result.data } : { state: 'failed', status: result.status },
        }),
      );
    });
    return () => {
      current = false;
    };
  }, [path, request, check]);

  const reload = useCallback(() => setLoads((count) => count + 1), []);
  const answer: OfficeAnswer<T> = answered?.request === request ? answered.answer : { state: 'loading' };
  return { answer, reload };
}
