import { useCallback, useState, type RefCallback } from 'react';
import { useHydrated } from './useHydrated';

/**
 * True once the element comes within `rootMargin` of the viewport with at least `threshold` of it showing, and
 * true from then on: heavy parts of a page load just before the reader scrolls to them, animations start when
 * they can be seen. Browsers without IntersectionObserver get true once mounted (never in the pre-render, which
 * has no viewport: the page hydrates with what it pre-rendered).
 */
export function useNearViewport<T extends Element>(rootMargin: string, threshold = 0): [RefCallback<T>, boolean] {
  const hydrated = useHydrated();
  const [near, setNear] = useState(false);

  // The ref itself starts and stops the observer (React calls the returned cleanup when the element goes): a ref
  // that set state instead would re-render the page at once, inside the commit that hydrates it.
  const ref = useCallback(
    (element: T | null) => {
      if (!element || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          setNear(true);
          observer.disconnect();
        },
        { rootMargin, threshold },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [rootMargin, threshold],
  );
  return [ref, near || (hydrated && typeof IntersectionObserver === 'undefined')];
}
