import type { FastifyPluginAsync } from 'fastify';
import { ActUuidParamsSchema } from '../../../src-domain/http/routes/acts.ts';
import { ACT_BANS_PATH, type ActBansResponse } from '../../../src-domain/http/routes/registry-lookups.ts';
import { loadActForUser } from '../../acts/act-access.ts';
import { actBans } from '../../acts/act-bans.ts';
import { parseInput } from '../../http/parse-input.ts';
import { lookupRouteConfig, type RegistryLookupDeps } from '../registry-lookups/registry-lookups-deps.ts';
import { signedIn } from '../request-user.ts';

/**
 * `GET /api/acts/:uuid/bans` (spec §2 screen 13 "ban list view"): what the registries hold
 * against the act's vehicles and real estate, for whoever may see the act (418 otherwise).
 */
export function actBanRoutes(deps: RegistryLookupDeps): FastifyPluginAsync {
  return async (app) => {
    app.get(ACT_BANS_PATH, { config: lookupRouteConfig(deps) }, async (request): Promise<ActBansResponse> => {
      const { user } = signedIn(request);
      const { uuid } = parseInput(ActUuidParamsSchema, request.params, 'params');
      const { act } = await loadActForUser(deps.db, uuid, user);
      return { subjects: await actBans(deps.db, deps.registries, act) };
    });
  };
}
