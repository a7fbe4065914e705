import type { FastifyPluginAsync } from 'fastify';
import { actSearchRoutes } from './search-acts.ts';
import { banSearchRoutes } from './search-bans.ts';
import { inheritanceSearchRoutes } from './search-inheritance.ts';
import { proxySearchRoutes } from './search-proxies.ts';
import type { SearchRouteDeps } from './search-route-deps.ts';

/** The public checks and searches of spec §2 screens 11 and 18 (9). */
export function searchRoutes(deps: SearchRouteDeps): FastifyPluginAsync {
  return async (app) => {
    await app.register(actSearchRoutes(deps));
    await app.register(proxySearchRoutes(deps));
    await app.register(inheritanceSearchRoutes(deps));
    await app.register(banSearchRoutes(deps));
  };
}
