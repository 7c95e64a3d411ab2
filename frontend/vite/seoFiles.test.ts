import { describe, expect, it } from 'vitest';
import { listedRoutes, robotsTxt, sitemapXml } from './seoFiles';

describe('the search-engine files', () => {
  it('list every route of the site but the unlisted ones', () => {
    const paths = { home: '/', pay: '/pay', paymentSuccess: '/payment-success', article: '/blogs/peace-rally' };
    expect(listedRoutes({ paths, unlistedPaths: ['/payment-success'] })).toEqual(['/', '/pay', '/blogs/peace-rally']);
  });

  it('write absolute addresses, and robots.txt names the sitemap', () => {
    const xml = sitemapXml(['/', '/about'], 'https://school.example.np');
    expect(xml).toContain('<loc>https://school.example.np/</loc>');
    expect(xml).toContain('<loc>https://school.example.np/about</loc>');
    expect(robotsTxt('https://school.example.np')).toContain('Sitemap: https://school.example.np/sitemap.xml');
  });
});
