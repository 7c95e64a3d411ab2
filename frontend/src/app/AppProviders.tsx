import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode, type ReactNode } from 'react';
import { theme } from './theme';

/**
 * Emotion's cache key, the same in the build's pre-render and in the browser: the browser's cache adopts the
 * <style data-emotion="site …"> tags the pre-render put in <head> instead of inserting the same rules again.
 * Not Emotion's default 'css': @emotion/react makes a 'css' cache of its own as it loads, and that one would adopt
 * (and move) the same tags first, restyling the whole page once more on a slow phone.
 */
const emotionCacheKey = 'site';

export function createEmotionCache(): EmotionCache {
  // In the browser, the pre-rendered page's style tags (src/app/renderPage.tsx) stay where they are: Emotion adopts
  // its tag in place when the insertion point is the node just before it, where it would otherwise move the tags
  // to the end of <head>, and a moved stylesheet makes a slow phone restyle the whole page for a third of a second.
  if (typeof document === 'undefined') return createCache({ key: emotionCacheKey });
  const insertionPoint = document.querySelector(`style[data-emotion^="${emotionCacheKey} "]`)?.previousElementSibling;
  return createCache({
    key: emotionCacheKey,
    insertionPoint: insertionPoint instanceof HTMLElement ? insertionPoint : undefined,
  });
}

/** Everything around the router, identical in the pre-render and in the browser (hydration needs the same tree). */
export function AppProviders({ emotionCache, children }: { emotionCache: EmotionCache; children: ReactNode }) {
  return (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
        </ThemeProvider>
      </CacheProvider>
    </StrictMode>
  );
}
