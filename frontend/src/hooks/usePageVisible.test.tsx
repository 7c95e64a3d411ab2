import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInViewport } from './useInViewport';
import { usePageVisible } from './usePageVisible';

function Probe() {
  const [ref, inView] = useInViewport<HTMLDivElement>('100px');
  const visible = usePageVisible();
  return <div ref={ref}>{`${inView ? 'in view' : 'out of view'}, ${visible ? 'visible' : 'hidden'}`}</div>;
}

function setVisibility(state: 'visible' | 'hidden') {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('useInViewport and usePageVisible', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('follow the element in and out of view, and the tab shown and hidden', () => {
    let report: (isIntersecting: boolean) => void = () => {};
    class FakeObserver {
      constructor(
        callback: IntersectionObserverCallback,
        readonly options?: IntersectionObserverInit,
      ) {
        report = (isIntersecting) =>
          act(() => callback([{ isIntersecting } as IntersectionObserverEntry], {} as never));
        expect(options).toEqual({ rootMargin: '100px' });
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Probe />);
    expect(screen.getByText('out of view, visible')).toBeInTheDocument();
    report(true);
    expect(screen.getByText('in view, visible')).toBeInTheDocument();
    setVisibility('hidden');
    expect(screen.getByText('in view, hidden')).toBeInTheDocument();
    setVisibility('visible');
    report(false);
    expect(screen.getByText('out of view, visible')).toBeInTheDocument();
  });
});
