import { Layout } from './Layout';
import { lazyPage, type LazyPage } from './router/lazyPage';
import { paths } from '../lib/paths';
import { isSamePath, useLocation } from '../lib/router/location';

export interface PageRoute {
  path: string;
  page: LazyPage;
}

/**
 * The route table. Every page is its own lazily loaded module under src/pages that exports `Component`, so a
 * visitor downloads only the page they open. The build pre-renders every path of lib/paths.ts
 * (src/app/renderPage.tsx); the browser loads the matched page module before it hydrates
 * (src/app/startInBrowser.tsx), so no fallback ever stands in for the pre-rendered page.
 * (frontend/vite/routeModules.ts reads the `path: …, page: lazyPage(() => import(…))` pairs from this source.)
 */
export const pageRoutes: PageRoute[] = [
  { path: paths.home, page: lazyPage(() => import('../pages/HomePage')) },
  { path: paths.about, page: lazyPage(() => import('../pages/AboutPage')) },
  { path: paths.admissions, page: lazyPage(() => import('../pages/AdmissionsPage')) },
  { path: paths.checkResult, page: lazyPage(() => import('../pages/CheckResultPage')) },
  { path: paths.examInfo, page: lazyPage(() => import('../pages/ExamInfoPage')) },
  { path: paths.contact, page: lazyPage(() => import('../pages/ContactPage')) },
  { path: paths.pay, page: lazyPage(() => import('../pages/PayPage')) },
  { path: paths.paymentSuccess, page: lazyPage(() => import('../pages/PaymentSuccessPage')) },
  { path: paths.paymentFailure, page: lazyPage(() => import('../pages/PaymentFailurePage')) },
  { path: paths.career, page: lazyPage(() => import('../pages/CareerPage')) },
  { path: paths.blog, page: lazyPage(() => import('../pages/BlogPage')) },
  { path: paths.peaceRallyArticle, page: lazyPage(() => import('../pages/PeaceRallyArticlePage')) },
  { path: paths.privacy, page: lazyPage(() => import('../pages/PrivacyPage')) },
  { path: paths.terms, page: lazyPage(() => import('../pages/TermsPage')) },
];

/** Any address no route claims. */
export const notFoundRoute: PageRoute = { path: '*', page: lazyPage(() => import('../pages/NotFoundPage')) };

/** The page the address shows (the Not Found page for any address no route claims). */
export function pageFor(pathname: string): LazyPage {
  return (pageRoutes.find((route) => isSamePath(route.path, pathname)) ?? notFoundRoute).page;
}

/** The page the address shows, inside the site's layout (header, footer). */
export function AppRoutes() {
  const { Page } = pageFor(useLocation().pathname);
  return (
    <Layout>
      <Page />
    </Layout>
  );
}
