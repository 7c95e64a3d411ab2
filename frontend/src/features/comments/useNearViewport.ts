import { useCallback, useEffect, useState } from 'react';

/**
 * True once the element is within `rootMargin` of the viewport (and from then on), so heavy parts of a page
 * load just before the reader scrolls to them. Browsers without IntersectionObserver load at once.
 */
export function useNearViewport<T extends Element>(rootMargin = '600px'): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, rootMargin]);

  const ref = useCallback((node: T | null) => setElement(node), []);
  return [ref, near];
}
