import { useCallback, useEffect, useState } from 'react';
import { useHydrated } from './useHydrated';

/**
 * True while the element is within `rootMargin` of the viewport, false while it is not: for work that should
 * run only while a part of the page can be seen (a live connection). Browsers without IntersectionObserver
 * get true once mounted (false in the pre-render, which has no viewport).
 */
export function useInViewport<T extends Element>(rootMargin: string): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const hydrated = useHydrated();
  const [inView, setInView] = useState(false);

  useEffect(() => {
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
  }, [element, rootMargin]);

  const ref = useCallback((node: T | null) => setElement(node), []);
  return [ref, inView || (hydrated && typeof IntersectionObserver === 'undefined')];
}
