import { useCallback, useState, type RefCallback } from 'react';
import { useHydrated } from './useHydrated';

/**
 * True while the element is within `rootMargin` of the viewport, false while it is not: for work that should
 * run only while a part of the page can be seen (a live connection). Browsers without IntersectionObserver
 * get true once mounted (false in the pre-render, which has no viewport).
 */
export function useInViewport<T extends Element>(rootMargin: string): [RefCallback<T>, boolean] {
  const hydrated = useHydrated();
  const [inView, setInView] = useState(false);

  // The ref itself starts and stops the observer, as in useNearViewport: no state set inside a commit.
  const ref = useCallback(
    (element: T | null) => {
      if (!element || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver(
        (entries) => {
          const latest = entries.at(-1);
          if (latest) setInView(latest.isIntersecting);
        },
        { rootMargin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [rootMargin],
  );
  return [ref, inView || (hydrated && typeof IntersectionObserver === 'undefined')];
}
