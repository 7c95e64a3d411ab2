import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './useNearViewport';

function Probe({ rootMargin, threshold }: { rootMargin: string; threshold?: number }) {
  const [ref, near] = useNearViewport<HTMLDivElement>(rootMargin, threshold);
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

/** A stand-in IntersectionObserver that records its options and lets the test report an intersection. */
function stubIntersectionObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
    watching: Element[];
  }[] = [];
  class FakeObserver {
    private readonly record;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, options, watching: [] as Element[] };
      observers.push(this.record);
    }
    observe(element: Element) {
      this.record.watching.push(element);
    }
    disconnect() {
      this.record.watching = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const report = (isIntersecting: boolean) =>
    act(() => {
      for (const { callback } of observers) callback([{ isIntersecting } as IntersectionObserverEntry], {} as never);
    });
  return { observers, report };
}

describe('useNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is true at once where there is no IntersectionObserver', () => {
    render(<Probe rootMargin="600px" />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('watches with the given margin and threshold, turns true on an intersection and stays true', () => {
    const { observers, report } = stubIntersectionObserver();
    render(<Probe rootMargin="0px" threshold={0.3} />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(observers[0]?.options).toEqual({ rootMargin: '0px', threshold: 0.3 });

    expect(observers[0]?.watching).toHaveLength(1);

    report(true);
    expect(screen.getByText('near')).toBeInTheDocument();
    // Near once is near for good: the observer is let go.
    expect(observers[0]?.watching).toHaveLength(0);
    report(false);
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('stops watching when the element goes', () => {
    const { observers } = stubIntersectionObserver();
    const { unmount } = render(<Probe rootMargin="600px" />);
    expect(observers[0]?.watching).toHaveLength(1);
    unmount();
    expect(observers[0]?.watching).toHaveLength(0);
  });
});
