import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useState } from 'react';
import { scrollTopButtonSize } from './scrollTopSize';

// The button shows only once the page is scrolled, so its code (ring, icon, scroll tracking) waits for the first
// scroll: a page read from its top, or measured as it loads, never fetches it.
const ScrollTopButton = lazy(() => import('./ScrollTopButton').then((module) => ({ default: module.ScrollTopButton })));

/** The header's place for the scroll-to-top button: empty, the same size, until the reader first scrolls. */
export function ScrollTopPlace() {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const show = () => setScrolled(true);
    // A page opened already scrolled (a reload, a link to a fragment) wants it at once.
    if (window.scrollY > 0) {
      const frame = requestAnimationFrame(show);
      return () => cancelAnimationFrame(frame);
    }
    window.addEventListener('scroll', show, { once: true, passive: true });
    return () => window.removeEventListener('scroll', show);
  }, []);
  const emptyPlace = <Box sx={{ flexShrink: 0, width: scrollTopButtonSize, height: scrollTopButtonSize }} />;
  if (!scrolled) return emptyPlace;
  return (
    <Suspense fallback={emptyPlace}>
      <ScrollTopButton />
    </Suspense>
  );
}
