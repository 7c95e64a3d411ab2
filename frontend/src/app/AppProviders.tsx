import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode, type ReactNode } from 'react';
import { theme } from './theme';

/**
 * Emotion's cache key, the same in the build's pre-render and in the browser: the browser's cache adopts the
 * <style data-emotion="css …"> tags the pre-render put in <head> instead of inserting the same rules again.
 */
const emotionCacheKey = 'css';

export function createEmotionCache(): EmotionCache {
  return createCache({ key: emotionCacheKey });
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
