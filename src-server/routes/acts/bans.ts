import type { FastifyPluginAsync } from 'fastify';
import { ActUuidParamsSchema } from '../../../src-domain/http/routes/acts.ts';
import { ACT_BANS_PATH, type ActBansResponse } from '../../../src-domain/http/routes/registry-lookups.ts';
import { loadActForUser } from '../../acts/act-access.ts';
import { parseInput } from '../../http/parse-input.ts';
import { searchBans } from '../../repositories/search-bans.ts';
import { lookupRouteConfig, type RegistryLookupDeps } from '../registry-lookups/registry-lookups-deps.ts';
import { toRestriction } from '../../registry-lookups/registry-wire.ts';
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
      const subjects = await deps.db
        .selectFrom('act_subjects')
        .select(['id', 'kind', 'vehicle_id', 'real_estate_id', 'state_number', 'cadastre_number'])
        .where('act_id', '=', act.id)
        .where('kind', 'in', ['vehicle', 'real_estate'])
        .orderBy('id')
        .execute();
      const result: ActBansResponse['subjects'] = [];
      for (const subject of subjects) {
        if (subject.kind === 'vehicle' && subject.state_number !== null) {
          const restrictions = subject.vehicle_id === null ? [] : await deps.registries.vehicles.restrictions(subject.vehicle_id);
          const bans = await searchBans(deps.db, { kind: 'vehicle', by: 'number', stateNumber: subject.state_number });
          result.push({ subjectId: subject.id, kind: 'vehicle', ref: subject.state_number, restrictions: restrictions.map(toRestriction), bans });
        } else if (subject.kind === 'real_estate' && subject.cadastre_number !== null) {
          const bans = await searchBans(deps.db, { kind: 'real_estate', cadastreNumber: subject.cadastre_number });
          result.push({ subjectId: subject.id, kind: 'real_estate', ref: subject.cadastre_number, restrictions: [], bans });
        }
      }
      return { subjects: result };
    });
  };
}
