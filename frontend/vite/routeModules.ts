/**
 * Which page module each route loads, read from the route table's source: its `path: paths.x, page: lazyPage(() =>
 * import('../pages/Y'))` pairs. The pre-render uses it to preload a page's chunks; the bundle-size bench to weigh them.
 */
export interface RouteModule {
  /** The route's path, e.g. /about ('*' for the Not Found route). */
  route: string;
  /** The page module, from the frontend folder, e.g. src/pages/AboutPage.tsx. */
  module: string;
}

const routePattern =
  /path:\s*(?:paths\.(\w+)|'([^']*)'),\s*page:\s*lazyPage\(\(\)\s*=>\s*import\('\.\.\/pages\/(\w+)'\)\)/g;

export function routeModules(routesSource: string, paths: Readonly<Record<string, string>>): RouteModule[] {
  const found = [...routesSource.matchAll(routePattern)].map(([, key, literal, page]) => {
    const route = key ? paths[key] : literal;
    if (route === undefined) throw new Error(`routes.tsx names paths.${key}, which paths.ts does not define`);
    return { route, module: `src/pages/${page}.tsx` };
  });
  if (found.length === 0) throw new Error('found no lazy routes in frontend/src/app/routes.tsx');
  return found;
}
