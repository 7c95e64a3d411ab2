import type { RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { paths } from '../lib/paths';

/**
 * The route table. Every page is its own lazily loaded module under src/pages that exports `Component`
 * (React Router's route-module convention), so a visitor downloads only the page they open. The build pre-renders
 * every path of lib/paths.ts (src/app/renderPage.tsx); the browser loads the matched page module before it
 * hydrates (src/app/startInBrowser.tsx), so no fallback ever stands in for the pre-rendered page.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: paths.home, lazy: () => import('../pages/HomePage') },
      { path: paths.about, lazy: () => import('../pages/AboutPage') },
      { path: paths.admissions, lazy: () => import('../pages/AdmissionsPage') },
      { path: paths.checkResult, lazy: () => import('../pages/CheckResultPage') },
      { path: paths.examInfo, lazy: () => import('../pages/ExamInfoPage') },
      { path: paths.contact, lazy: () => import('../pages/ContactPage') },
      { path: paths.pay, lazy: () => import('../pages/PayPage') },
      { path: paths.paymentSuccess, lazy: () => import('../pages/PaymentSuccessPage') },
      { path: paths.paymentFailure, lazy: () => import('../pages/PaymentFailurePage') },
      { path: paths.career, lazy: () => import('../pages/CareerPage') },
      { path: paths.blog, lazy: () => import('../pages/BlogPage') },
      { path: paths.peaceRallyArticle, lazy: () => import('../pages/PeaceRallyArticlePage') },
      { path: paths.privacy, lazy: () => import('../pages/PrivacyPage') },
      { path: paths.terms, lazy: () => import('../pages/TermsPage') },
      { path: '*', lazy: () => import('../pages/NotFoundPage') },
    ],
  },
];
