import { vi } from 'vitest';

/**
 * jsdom has no matchMedia and no scrolling. These stand-ins let components that ask for the reduced-motion
 * preference, or scroll the window, run in unit tests.
 */
export function stubMatchMedia({ reducedMotion = false } = {}) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reducedMotion && query.includes('prefers-reduced-motion'),
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}

export function stubScrollTo() {
  const scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  return scrollTo;
}
