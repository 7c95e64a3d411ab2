import { useCallback, useEffect, useState } from 'react';
import { useHydrated } from './useHydrated';

/**
 * True once the element comes within `rootMargin` of the viewport with at least `threshold` of it showing, and
 * true from then on: heavy parts of a page load just before the reader scrolls to them, animations start when
 * they can be seen. Browsers without IntersectionObserver get true once mounted (never in the pre-render, which
 * has no viewport: the page hydrates with what it pre-rendered).
 */
export function useNearViewport<T extends Element>(
  rootMargin: string,
  threshold = 0,
): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const hydrated = useHydrated();
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (near || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, rootMargin, threshold]);

  const ref = useCallback((node: T | null) => setElement(node), []);
  return [ref, near || (hydrated && typeof IntersectionObserver === 'undefined')];
}
