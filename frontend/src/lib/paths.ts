import { siteLanguages, type SiteLanguage } from '@school/contracts/languages';

/** Every address of the site, in one place, for links and the route table below. */
export const paths = {
  home: '/',
  about: '/about',
  admissions: '/admissions',
  checkResult: '/checkresult',
  examInfo: '/examinfo',
  contact: '/contact',
  pay: '/pay',
  paymentSuccess: '/payment-success',
  paymentFailure: '/payment-failure',
  /** A fee receipt's own address: its token is in the fragment (/receipt#TOKEN), which never reaches a server. */
  receipt: '/receipt',
  career: '/career',
  blog: '/blog',
  /** A news post: one page per file of site-content/news/, at its file's name (postPath below). */
  blogPost: '/blogs/:slug',
  notices: '/notices',
  privacy: '/privacy',
  terms: '/terms',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/**
 * The languages the site is written in. English stays at the addresses above; every other language has each page
 * under its own prefix (/ne/about), which the app's router takes as its basename, so a link to paths.about on a
 * Nepali page goes to /ne/about without saying so. The order is the language switch's. One list for the site and the
 * services that answer in a page's language (@school/contracts/languages).
 */
export const languages = siteLanguages;
export type Language = SiteLanguage;
export const defaultLanguage: Language = 'en';

/** Each language in its own words, for the language switch. */
export const languageNames: Record<Language, string> = { en: 'English', ne: 'नेपाली' };

/** The prefix of a language's addresses ('' for English): the router's basename. */
export function languagePrefix(language: Language): string {
  return language === defaultLanguage ? '' : `/${language}`;
}

/** The language an address is in: its prefix's, or English. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1];
  return languages.find((language) => language !== defaultLanguage && language === first) ?? defaultLanguage;
}

/** The address without its language's prefix: the route table's own path ('/ne/about' → '/about', '/ne' → '/'). */
export function pathWithoutLanguage(pathname: string): string {
  const prefix = languagePrefix(languageOfPath(pathname));
  return pathname.slice(prefix.length) || '/';
}

/** A route table's path in a language ('/about' → '/ne/about', '/' → '/ne'). */
export function pathInLanguage(path: string, language: Language): string {
  const prefix = languagePrefix(language);
  return prefix && path === '/' ? prefix : `${prefix}${path}`;
}

/**
 * The route table, as plain data: which page each address shows. Everything that needs the routes reads this one
 * list: the app's router (src/app/routes.tsx), the build's pre-render and its preloads (vite/prerenderPages.ts), the
 * sitemap (vite/seoFiles.ts), the bench (scripts/bench) and the e2e tests. This module imports nothing, so Node
 * (the bench, the e2e tests) loads it as it is, without the app.
 */
export interface PageRoute {
  /** The page's address (from paths above); '*' for the Not Found page, which takes any address no route claims. */
  path: string;
  /**
   * The page module that renders it: src/pages/<page>.tsx, exporting its page as `Component`. Each is its own
   * chunk, loaded when the page is opened. The build fails when the module does not exist.
   */
  page: string;
  /**
   * In the sitemap. Not a parent's own payment outcome or receipt (those pages say noindex), nor the Not Found page.
   */
  listed: boolean;
  /**
   * A route with `:slug` in its path has a page per entry of this content collection, at the entry's slug (its
   * file's name): the build pre-renders and the sitemap lists each (addressesOf below).
   */
  each?: 'news';
}

/** The address of the news post of site-content/news/<slug>.md. */
export const postPath = (slug: string) => paths.blogPost.replace(':slug', slug);

/** The slugs of the published entries, per collection a route can be made of. */
export interface PublishedSlugs {
  news: readonly string[];
}

/** The addresses a route is pre-rendered at: its path, or one per published entry of its collection. */
export function addressesOf(route: PageRoute, published: PublishedSlugs): string[] {
  return route.each ? published[route.each].map((slug) => route.path.replace(':slug', slug)) : [route.path];
}

export const pageRoutes: readonly PageRoute[] = [
  { path: paths.home, page: 'HomePage', listed: true },
  { path: paths.about, page: 'AboutPage', listed: true },
  { path: paths.admissions, page: 'AdmissionsPage', listed: true },
  { path: paths.checkResult, page: 'CheckResultPage', listed: true },
  { path: paths.examInfo, page: 'ExamInfoPage', listed: true },
  { path: paths.contact, page: 'ContactPage', listed: true },
  { path: paths.pay, page: 'PayPage', listed: true },
  { path: paths.paymentSuccess, page: 'PaymentSuccessPage', listed: false },
  { path: paths.paymentFailure, page: 'PaymentFailurePage', listed: false },
  { path: paths.receipt, page: 'ReceiptPage', listed: false },
  { path: paths.career, page: 'CareerPage', listed: true },
  { path: paths.blog, page: 'BlogPage', listed: true },
  { path: paths.blogPost, page: 'NewsPostPage', listed: true, each: 'news' },
  { path: paths.notices, page: 'NoticesPage', listed: true },
  { path: paths.privacy, page: 'PrivacyPage', listed: true },
  { path: paths.terms, page: 'TermsPage', listed: true },
];

/** Any address no route claims. */
export const notFoundRoute: PageRoute = { path: '*', page: 'NotFoundPage', listed: false };

/** The page module's file, from the frontend folder (as Vite's manifest and chunks name it). */
export function pageModuleFile(route: PageRoute): string {
  return `src/pages/${route.page}.tsx`;
}

/** A page the build writes: its route, the address it is rendered at, its language and its file under frontend/dist. */
export interface PrerenderedPage {
  route: PageRoute;
  path: string;
  language: Language;
  file: string;
}

/**
 * Every page the build pre-renders, in every language: each route at its addresses (home: index.html, others:
 * <path>/index.html, under the language's folder: ne/about/index.html), and the Not Found page at an address no
 * route claims, into 404.html (ne/404.html), which nginx answers unknown addresses with (404).
 */
export function prerenderedPagesOf(published: PublishedSlugs): PrerenderedPage[] {
  return languages.flatMap((language) => {
    const fileOf = (path: string) => {
      const address = pathInLanguage(path, language);
      return address === '/' ? 'index.html' : `${address.slice(1)}/index.html`;
    };
    return [
      ...pageRoutes.flatMap((route) =>
        addressesOf(route, published).map((path) => ({
          route,
          path: pathInLanguage(path, language),
          language,
          file: fileOf(path),
        })),
      ),
      {
        route: notFoundRoute,
        path: pathInLanguage('/404', language),
        language,
        file: language === defaultLanguage ? '404.html' : `${language}/404.html`,
      },
    ];
  });
}
