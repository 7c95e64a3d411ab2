import { useSyncExternalStore } from 'react';

/** How far down the page is scrolled: pixels from the top and the share of the scrollable height (0–100). */
export interface ScrollProgress {
  scrollY: number;
  percent: number;
}

function subscribe(onChange: () => void) {
  // One update per frame at most, however many scroll events the browser fires.
  let frame = 0;
  const schedule = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      onChange();
    });
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  return () => {
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    cancelAnimationFrame(frame);
  };
}

// A whole-number snapshot keeps React from re-rendering for sub-pixel changes.
const snapshot = () => {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  const percent = scrollable > 0 ? Math.min(100, Math.round((window.scrollY / scrollable) * 100)) : 0;
  return Math.round(window.scrollY) * 1000 + percent;
};

export function useScrollProgress(): ScrollProgress {
  const packed = useSyncExternalStore(subscribe, snapshot, () => 0);
  return { scrollY: Math.floor(packed / 1000), percent: packed % 1000 };
}
