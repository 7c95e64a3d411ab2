import { useEffect, useState, type RefObject } from 'react';
import { coversContent } from './coversContent';

/**
 * A floating button may pass over the page while the reader scrolls, but must not cover a control or content once
 * the page is at rest (a parent tapping "Terms of Use", or reading a report card's last column, would hit the button
 * instead). This long after the last scroll, the button steps aside if it covers something: long enough to reach
 * for it when it was wanted. While the pointer is over it or it has focus it stays.
 */
const restAfterMs = 1200;

export function useHiddenWhenCovering(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!active) return;
    let timer = 0;
    const check = () => {
      const element = ref.current;
      if (!element || element.matches(':hover, :focus-within')) return;
      setHidden(coversContent(element));
    };
    const restart = () => {
      setHidden(false);
      window.clearTimeout(timer);
      timer = window.setTimeout(check, restAfterMs);
    };
    // Content that arrives or moves without a scroll (a lazy section, a report card) is checked again too.
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(restart) : undefined;
    resize?.observe(document.body);
    window.addEventListener('scroll', restart, { passive: true });
    restart();
    return () => {
      window.clearTimeout(timer);
      resize?.disconnect();
      window.removeEventListener('scroll', restart);
    };
  }, [ref, active]);
  return active && hidden;
}
