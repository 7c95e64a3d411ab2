/**
 * robots.txt and sitemap.xml for search engines. Both need absolute addresses, which only the site's start knows
 * (PUBLIC_SITE_URL): the build writes them with the placeholder of the pre-rendered pages, and nginx/render.sh
 * completes them at start. The sitemap's routes come from the app's route table (src/lib/paths.ts), loaded
 * through Vite, so a new route is listed without another copy of the list; a news post's route is listed at every
 * post of the content folder.
 */
import { runnerImport, type Plugin } from 'vite';
import type { SiteContentApi } from './siteContent.ts';

/** What the plugin uses of src/lib/paths.ts (the app's own types belong to another TypeScript project). */
interface TableRoute {
  path: string;
  listed: boolean;
  each?: 'news';
}
interface RouteTableModule {
  pageRoutes: readonly TableRoute[];
  addressesOf: (route: TableRoute, published: PublishedSlugs) => string[];
  languages: readonly string[];
  pathInLanguage: (path: string, language: string) => string;
}
interface PublishedSlugs {
  news: readonly string[];
}

/** The languages of the site, and each route's address in one (the route table's pathInLanguage). */
export interface SiteLanguages {
  languages: readonly string[];
  pathInLanguage: (path: string, language: string) => string;
}

/**
 * Every listed route in every language (English first, then each other language, in the table's order), each with
 * its address in every language as alternates (hreflang), as search engines read a multilingual sitemap.
 */
export function sitemapXml(
  routes: readonly string[],
  siteUrl: string,
  { languages, pathInLanguage }: SiteLanguages,
): string {
  const alternates = (route: string) =>
    languages
      .map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${language}" href="${siteUrl}${pathInLanguage(route, language)}"/>`,
      )
      .join('');
  const urls = languages.flatMap((language) =>
    routes.map((route) => `  <url><loc>${siteUrl}${pathInLanguage(route, language)}</loc>${alternates(route)}</url>`),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** The addresses a search engine should list: the table's listed routes, in its order, a post's route at every post. */
export function listedRoutes(
  { pageRoutes, addressesOf }: Pick<RouteTableModule, 'pageRoutes' | 'addressesOf'>,
  published: PublishedSlugs,
): string[] {
  return pageRoutes.filter((route) => route.listed).flatMap((route) => addressesOf(route, published));
}

export function seoFiles(routeTableModule = '/src/lib/paths.ts', siteUrlModule = '/src/lib/siteUrl.ts'): Plugin {
  let root = process.cwd();
  let contentApi: SiteContentApi | undefined;
  return {
    name: 'seo-files',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      const plugin = config.plugins.find((candidate) => candidate.name === 'site-content');
      contentApi = plugin?.api as SiteContentApi | undefined;
    },
    async generateBundle() {
      const { module } = await runnerImport<RouteTableModule>(routeTableModule, {
        root,
        configFile: false,
        logLevel: 'silent',
      });
      // The pre-rendered pages' placeholder, from the app's own module (another TypeScript project: loaded like the table).
      const { module: site } = await runnerImport<{ publicSiteUrlPlaceholder: string }>(siteUrlModule, {
        root,
        configFile: false,
        logLevel: 'silent',
      });
      // The news posts, as the content plugin read and checked them (vite/siteContent.ts).
      if (!contentApi) this.error('seo-files: the site-content plugin is missing from the build');
      const content = await contentApi.content();
      const routes = listedRoutes(module, { news: content.news.map((post) => post.slug) });
      const placeholder = site.publicSiteUrlPlaceholder;
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(routes, placeholder, module) });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(placeholder) });
    },
  };
}
