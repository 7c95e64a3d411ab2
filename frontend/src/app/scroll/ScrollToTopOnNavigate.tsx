import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Every route change starts the new page at its top (spec), before the browser paints it. */
export function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
