import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while the page is pre-rendered at build time and while the browser hydrates that markup, true from the
 * render after. Whatever depends on the viewer (their clock, time zone, storage, address) reads it, so the first
 * client render matches the pre-rendered HTML exactly and the viewer's values follow without a hydration mismatch.
 * A page rendered in the browser alone (no pre-rendered markup) sees true from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
