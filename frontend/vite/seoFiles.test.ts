import { describe, expect, it } from 'vitest';
import { listedRoutes, robotsTxt, sitemapXml } from './seoFiles';

describe('the search-engine files', () => {
  it("list the route table's listed routes, in its order, and a post's route at every post", () => {
    const pageRoutes = [
      { path: '/', listed: true },
      { path: '/pay', listed: true },
      { path: '/payment-success', listed: false },
      { path: '/blogs/:slug', listed: true, each: 'news' as const },
      { path: '/notices', listed: true },
    ];
    const news = ['sports-day', 'peace-rally'];
    // As the route table's own (src/lib/paths.ts, another TypeScript project).
    const addressesOf = (route: { path: string; each?: 'news' }, published: { news: readonly string[] }) =>
      route.each ? published[route.each].map((slug) => route.path.replace(':slug', slug)) : [route.path];
    expect(listedRoutes({ pageRoutes, addressesOf }, { news })).toEqual([
      '/',
      '/pay',
      '/blogs/sports-day',
      '/blogs/peace-rally',
      '/notices',
    ]);
  });

  it('write absolute addresses in every language, each with its alternates, and robots.txt names the sitemap', () => {
    const pathInLanguage = (path: string, language: string) =>
      language === 'en' ? path : path === '/' ? `/${language}` : `/${language}${path}`;
    const xml = sitemapXml(['/', '/about'], 'https://school.example.np', { languages: ['en', 'ne'], pathInLanguage });
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://school.example.np/',
      'https://school.example.np/about',
      'https://school.example.np/ne',
      'https://school.example.np/ne/about',
    ]);
    expect(xml).toContain(
      '<loc>https://school.example.np/ne/about</loc>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://school.example.np/about"/>' +
        '<xhtml:link rel="alternate" hreflang="ne" href="https://school.example.np/ne/about"/></url>',
    );
    expect(robotsTxt('https://school.example.np')).toContain('Sitemap: https://school.example.np/sitemap.xml');
  });
});
