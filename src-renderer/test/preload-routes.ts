import { matchRoutes, type RouteObject } from 'react-router';

type LazyLoader = () => unknown;

function loadersOf(route: RouteObject): LazyLoader[] {
  const { lazy } = route;
  if (typeof lazy === 'function') return [lazy as LazyLoader];
  if (lazy && typeof lazy === 'object') return Object.values(lazy as Record<string, unknown>).filter((load): load is LazyLoader => typeof load === 'function');
  return [];
}

/**
 * Loads the lazily imported page chunks of `routes` (the first use of a chunk in a test run also
 * compiles it, which takes seconds on a loaded machine) before a test starts waiting for what a
 * page shows. The router still runs its own `lazy`; it then finds the modules already there.
 * With `path`, only the routes that path matches; without, the whole table.
 */
export async function preloadRoutes(routes: RouteObject[], path?: string): Promise<void> {
  const chosen = path === undefined ? allRoutes(routes) : (matchRoutes(routes, path) ?? []).map((match) => match.route);
  // A route whose module fails to load is the router's to show (its error element): only the
  // compiling is done ahead here, never the judging.
  await Promise.allSettled(chosen.flatMap(loadersOf).map((load) => load()));
}

function allRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
}
