import { matchRoutes, Route, Routes } from 'react-router-dom';
import { Layout } from './Layout';
import { lazyPage, type LazyPage, type PageModule } from './router/lazyPage';
import { LanguageContext } from '../lib/languageContext';
import {
  languageOfPath,
  notFoundRoute,
  pageRoutes,
  pathWithoutLanguage,
  type Language,
  type PageRoute,
} from '../lib/paths';
import { preloadTexts } from '../lib/texts';

/** Every page module under src/pages, not loaded: Vite makes each its own chunk, imported when asked for. */
const pageModules = import.meta.glob<PageModule>('../pages/*Page.tsx');

/** A route of the table with its page, ready for React Router. */
export interface AppRoute {
  path: string;
  page: LazyPage;
}

/** The route's page, loaded on demand; a route whose page module does not exist stops the app (and the build). */
function appRoute(route: PageRoute): AppRoute {
  const load = pageModules[`../pages/${route.page}.tsx`];
  if (!load) throw new Error(`route ${route.path}: its page module src/pages/${route.page}.tsx does not exist`);
  return { path: route.path, page: lazyPage(load) };
}

/**
 * The routes of the table (src/lib/paths.ts), in its order, the Not Found page last. The build pre-renders each
 * (src/app/renderPage.tsx); the browser loads the matched page module before it hydrates
 * (src/app/startInBrowser.tsx), so no fallback ever stands in for the pre-rendered page.
 */
export const appRoutes: AppRoute[] = [...pageRoutes, notFoundRoute].map(appRoute);

/**
 * The route the address matches, in any language (the Not Found page's for any address no route claims), with its
 * parameters.
 */
function matchFor(pathname: string) {
  const match = matchRoutes(appRoutes, pathWithoutLanguage(pathname))?.[0];
  if (!match) throw new Error(`no route for ${pathname}, not even the catch-all`);
  return match;
}

/** The page the address shows (the Not Found page for any address no route claims). */
export function pageFor(pathname: string): LazyPage {
  return matchFor(pathname).route.page;
}

/**
 * Loads the page the address shows, and what it needs there (a news post's text), and in its language the texts of
 * the layout and the page: before hydrating.
 */
export async function preloadPageFor(pathname: string): Promise<void> {
  const { route, params } = matchFor(pathname);
  const language = languageOfPath(pathname);
  await route.page.preload(params, language);
  await preloadTexts(language);
}

/**
 * The page the address shows, inside the site's layout (header, footer), in the address's language. The router's
 * basename is that language's prefix, so the routes (and every link) are the route table's own paths.
 */
export function AppRoutes({ language }: { language: Language }) {
  return (
    <LanguageContext value={language}>
      <Layout>
        <Routes>
          {appRoutes.map(({ path, page }) => (
            <Route key={path} path={path} element={<page.Page />} />
          ))}
        </Routes>
      </Layout>
    </LanguageContext>
  );
}
