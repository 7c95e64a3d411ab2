import { describe, expect, it } from 'vitest';
import { listedRoutes, robotsTxt, sitemapXml } from './seoFiles';

describe('the search-engine files', () => {
  it("list the route table's listed routes, in its order", () => {
    const pageRoutes = [
      { path: '/', listed: true },
      { path: '/pay', listed: true },
      { path: '/payment-success', listed: false },
      { path: '/blogs/peace-rally', listed: true },
    ];
    expect(listedRoutes({ pageRoutes })).toEqual(['/', '/pay', '/blogs/peace-rally']);
  });

  it('write absolute addresses, and robots.txt names the sitemap', () => {
    const xml = sitemapXml(['/', '/about'], 'https://school.example.np');
    expect(xml).toContain('<loc>https://school.example.np/</loc>');
    expect(xml).toContain('<loc>https://school.example.np/about</loc>');
    expect(robotsTxt('https://school.example.np')).toContain('Sitemap: https://school.example.np/sitemap.xml');
  });
});
