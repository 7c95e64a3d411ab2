import { useSyncExternalStore } from 'react';

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => window.matchMedia(reducedMotionQuery).matches;

/** True when the visitor asked their system for less motion: animations then jump to their end. */
export function usePrefersReducedMotion(): boolean {
  // Read on the first render, so nothing starts animating before we know.
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
