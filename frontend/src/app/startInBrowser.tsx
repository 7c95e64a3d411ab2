import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { recordEnteredBeforeStart } from '../lib/enteredBeforeStart';
import { AppProviders, createEmotionCache } from './AppProviders';
import { BrowserRouterWithPending } from './router/BrowserRouterWithPending';
import { AppRoutes, preloadPageFor } from './routes';
import { languageOfPath, languagePrefix } from '../lib/paths';

/**
 * Marks the page interactive once React has taken it over (`<html data-hydrated>`): the app starts only after the
 * page has loaded (vite/startAfterLoad.js), so the e2e tests wait for this before they click or type.
 */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

/**
 * Starts the app on the page the build pre-rendered (hydrateRoot), or renders it from nothing where there is no
 * markup (the Vite dev server). The page's module loads first, so hydration renders the pre-rendered page itself,
 * never a fallback. A hydration mismatch is logged as a console error, which the e2e suite listens for.
 */
export async function startInBrowser(rootElement: HTMLElement): Promise<void> {
  await preloadPageFor(window.location.pathname);
  const language = languageOfPath(window.location.pathname);
  const app = (
    <AppProviders emotionCache={createEmotionCache()}>
      <BrowserRouterWithPending basename={languagePrefix(language)}>
        <AppRoutes language={language} />
      </BrowserRouterWithPending>
      {/* Renders nothing, so the pre-rendered markup, which lacks it, still matches. */}
      <MarkHydrated />
    </AppProviders>
  );
  if (!rootElement.hasChildNodes()) {
    createRoot(rootElement).render(app);
    return;
  }
  // Hydration overwrites the fields' pre-rendered defaults: note first what a parent has typed into them.
  recordEnteredBeforeStart(rootElement);
  // In a transition, React hydrates in slices of a few milliseconds and lets the browser handle input between
  // them, instead of one long task that would freeze a slow phone for half a second.
  startTransition(() => {
    hydrateRoot(rootElement, app, {
      onRecoverableError: (error, errorInfo) => {
        console.error(
          'Hydration mismatch: the page differs from its pre-rendered HTML.',
          error,
          errorInfo.componentStack,
        );
      },
    });
  });
}
