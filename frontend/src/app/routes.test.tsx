import { describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { notFoundRoute, pageFor, pageRoutes } from './routes';

describe('pageFor', () => {
  it('gives every path of the site its own page, whatever its trailing slash or letter case', () => {
    expect(pageRoutes.map((route) => route.path)).toEqual(Object.values(paths));
    for (const route of pageRoutes) {
      expect(pageFor(route.path)).toBe(route.page);
      expect(pageFor(`${route.path.toUpperCase()}/`)).toBe(route.page);
    }
  });

  it('gives the Not Found page to any other address', () => {
    expect(pageFor('/blogs')).toBe(notFoundRoute.page);
    expect(pageFor('/about/team')).toBe(notFoundRoute.page);
  });
});
