import Box from '@mui/material/Box';
import { useEffect, useState, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { layoutTexts } from '../content/navigation';
import { useTexts } from '../hooks/useTexts';
import { SiteFooter } from './footer/SiteFooter';
import { SiteHeader } from './header/SiteHeader';
import { PageSkeleton } from './PageSkeleton';
import { useNavigationPending } from './router/BrowserRouterWithPending';
import { ScrollToTopOnNavigate } from './scroll/ScrollToTopOnNavigate';
import { SkipLink } from './SkipLink';

/** A chunk that arrives within this time never shows the skeleton, so fast links do not flash. */
const skeletonDelayMs = 150;

/** True while the next page's code has been loading for longer than the delay. */
function useSlowNavigation(): boolean {
  const loading = useNavigationPending();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setSlow(true), skeletonDelayMs);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [loading]);
  return loading && slow;
}

/** The frame every page sits in: skip link, header (with the scroll-to-top button), the page, footer. */
export function Layout({ children }: { children: ReactNode }) {
  const slowNavigation = useSlowNavigation();
  // The language's font, fetched with the page's first requests (React puts the preload in <head>), so it is in
  // time to draw the first paint: its font-display is optional (no shift), and a font late is a font unused.
  const { fontFile } = useTexts(layoutTexts);
  if (fontFile) preload(fontFile, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <SiteHeader />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {/* A navigation keeps the old page until the next one's code is in (a transition); if that lasts, the
            skeleton takes its place. */}
        {slowNavigation ? <PageSkeleton /> : children}
      </Box>
      <SiteFooter />
      <ScrollToTopOnNavigate />
    </Box>
  );
}
