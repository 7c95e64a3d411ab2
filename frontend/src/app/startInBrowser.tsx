import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders, createEmotionCache } from './AppProviders';
import { routes } from './routes';

/**
 * Loads the page modules of the routes the address matches and puts them on their routes (React Router's
 * documented pattern for server-rendered lazy routes). The router then starts already initialised: it renders the
 * pre-rendered page at once, never a fallback in its place.
 */
async function resolveLazyMatches(table: RouteObject[], location: Location): Promise<void> {
  const lazyMatches = (matchRoutes(table, location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      const routeModule = await lazy();
      Object.assign(route, { ...routeModule, lazy: undefined });
    }),
  );
}

/**
 * Starts the app on the page the build pre-rendered (hydrateRoot), or renders it from nothing where there is no
 * markup (the Vite dev server). A hydration mismatch is logged as a console error, which the e2e suite listens for.
 */
export async function startInBrowser(rootElement: HTMLElement): Promise<void> {
  await resolveLazyMatches(routes, window.location);
  // The pages load no data (no loaders), so there is no loader data to hand over; the empty state says so and
  // keeps the router from waiting for any. No inline script carries it either, which the CSP would refuse.
  const router = createBrowserRouter(routes, { hydrationData: { loaderData: {} } });
  const app = (
    <AppProviders emotionCache={createEmotionCache()}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  if (rootElement.hasChildNodes()) {
    hydrateRoot(rootElement, app, {
      onRecoverableError: (error, errorInfo) => {
        console.error(
          'Hydration mismatch: the page differs from its pre-rendered HTML.',
          error,
          errorInfo.componentStack,
        );
      },
    });
  } else {
    createRoot(rootElement).render(app);
  }
}
