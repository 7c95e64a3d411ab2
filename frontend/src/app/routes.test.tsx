import { describe, expect, it } from 'vitest';
import { appRoutes, pageFor } from './routes';
import { notFoundRoute, pageRoutes, paths } from '../lib/paths';

describe('the route table', () => {
  it('has one route for every path of the site, and the Not Found page last', () => {
    expect(pageRoutes.map((route) => route.path)).toEqual(Object.values(paths));
    expect(appRoutes.map((route) => route.path)).toEqual([...Object.values(paths), notFoundRoute.path]);
  });

  it('gives every path its own page module, whatever its trailing slash or letter case', async () => {
    const pages = new Set(appRoutes.map((route) => route.page));
    expect(pages.size).toBe(appRoutes.length);
    for (const route of appRoutes.slice(0, -1)) {
      expect(pageFor(route.path)).toBe(route.page);
      expect(pageFor(`${route.path.toUpperCase()}/`)).toBe(route.page);
    }
    // The module each names exists and exports its page.
    await Promise.all(appRoutes.map((route) => route.page.preload()));
  });

  it('gives the Not Found page to any other address', () => {
    const notFound = appRoutes.at(-1)!.page;
    expect(pageFor('/blogs')).toBe(notFound);
    expect(pageFor('/about/team')).toBe(notFound);
  });
});
