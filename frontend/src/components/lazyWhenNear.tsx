import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { useNearViewport } from '../hooks/useNearViewport';

/**
 * A part of a page below the first screen whose code is fetched only when it is wanted: when the reader scrolls
 * within `rootMargin` of it, or presses Tab (a keyboard reader must not skip it). Until then `fallback` holds its
 * place.
 *
 * Hydration-safe: without a window (a server render) the code loads at once, so the part is in the HTML; in the
 * browser the first render is the same tree, and a hydrating React that finds the code missing keeps the server's
 * markup in place (a suspended boundary stays dehydrated) and hydrates it when the code arrives. The boundary's
 * element is made once and passed through unchanged, so the watcher's own re-renders never update it before it has
 * hydrated (which would make React throw the server markup away for the fallback).
 */
export function lazyWhenNear(load: () => Promise<{ default: ComponentType }>, rootMargin: string) {
  let fetchCode = () => {};
  const wanted =
    typeof window === 'undefined'
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          fetchCode = resolve;
        });
  const Part = lazy(() => wanted.then(load));

  function Watcher({ children }: { children: ReactNode }) {
    const [ref, near] = useNearViewport<HTMLDivElement>(rootMargin);
    useEffect(() => {
      if (near) fetchCode();
    }, [near]);
    useEffect(() => {
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Tab') fetchCode();
      };
      document.addEventListener('keydown', onKey);
      return () => document.removeEventListener('keydown', onKey);
    }, []);
    return <div ref={ref}>{children}</div>;
  }

  return function LoadedWhenNear({ fallback }: { fallback: ReactNode }) {
    return (
      <Watcher>
        <Suspense fallback={fallback}>
          <Part />
        </Suspense>
      </Watcher>
    );
  };
}
