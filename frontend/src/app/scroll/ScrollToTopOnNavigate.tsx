import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every route change starts the new page at its top (spec), before the browser paints it. Not the page the reader
 * opened: the browser placed that one, and the reader may already have scrolled it before the script started.
 */
export function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);
  useLayoutEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
