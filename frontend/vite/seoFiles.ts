/**
 * robots.txt and sitemap.xml for search engines. Both need absolute addresses, which only the site's start knows
 * (PUBLIC_SITE_URL): the build writes them with the placeholder of the pre-rendered pages, and nginx/render.sh
 * completes them at start. The sitemap's routes come from the app's route table (src/lib/paths.ts), loaded
 * through Vite, so a new route is listed without another copy of the list.
 */
import { runnerImport, type Plugin } from 'vite';

/** What the plugin uses of src/lib/paths.ts (the app's own types belong to another TypeScript project). */
interface RouteTableModule {
  pageRoutes: readonly { path: string; listed: boolean }[];
}

export function sitemapXml(routes: readonly string[], siteUrl: string): string {
  const urls = routes.map((route) => `  <url><loc>${siteUrl}${route}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** The routes a search engine should list: the table's listed routes, in its order. */
export function listedRoutes({ pageRoutes }: RouteTableModule): string[] {
  return pageRoutes.filter((route) => route.listed).map((route) => route.path);
}

export function seoFiles(routeTableModule = '/src/lib/paths.ts', siteUrlModule = '/src/lib/siteUrl.ts'): Plugin {
  let root = process.cwd();
  return {
    name: 'seo-files',
    apply: 'build',
    configResolved(config) {
      root = config.root;
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
      const routes = listedRoutes(module);
      const placeholder = site.publicSiteUrlPlaceholder;
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(routes, placeholder) });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(placeholder) });
    },
  };
}
