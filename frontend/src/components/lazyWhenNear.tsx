import { lazy, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react';

/**
 * A part of a page below the first screen whose code is fetched only when it is wanted: when the reader scrolls to
 * within `marginPx` of it or past it (a jump to the end counts), or presses Tab (a keyboard reader must not skip it).
 * Until then `fallback` holds its place.
 *
 * Hydration-safe: without a window (a server render) the code loads at once, so the part is in the HTML; in the
 * browser the first render is the same tree, and a hydrating React that finds the code missing keeps the server's
 * markup in place (a suspended boundary stays dehydrated) and hydrates it when the code arrives. The watcher never
 * re-renders, so nothing updates the boundary before it has hydrated (which would make React throw the server
 * markup away for the fallback).
 */
export function lazyWhenNear(load: () => Promise<{ default: ComponentType }>, marginPx: number) {
  let fetchCode = () => {};
  const wanted =
    typeof window === 'undefined'
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          fetchCode = resolve;
        });
  const Part = lazy(() => wanted.then(load));

  function Watcher({ children }: { children: ReactNode }) {
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      // A scroll listener rather than an IntersectionObserver: a jump past the part never intersects it.
      const check = (event?: Event) => {
        const top = ref.current?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY;
        const reached = top < window.innerHeight + marginPx;
        if (!reached && !(event instanceof KeyboardEvent && event.key === 'Tab')) return;
        fetchCode();
        stop();
      };
      const stop = () => {
        window.removeEventListener('scroll', check);
        window.removeEventListener('resize', check);
        document.removeEventListener('keydown', check);
      };
      window.addEventListener('scroll', check, { passive: true });
      window.addEventListener('resize', check, { passive: true });
      document.addEventListener('keydown', check);
      check();
      return stop;
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
