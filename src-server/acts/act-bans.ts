import type { ActBansResponse } from '../../src-domain/http/routes/registry-lookups.ts';
import type { Db } from '../db/database.ts';
import type { Registries } from '../registries/registries.ts';
import { toRestriction } from '../registry-lookups/registry-wire.ts';
import { searchBans } from '../repositories/search-bans.ts';
import type { ActRow } from './act-rows.ts';

/**
 * What the registries hold against the act's vehicles and real estate (spec §2 screen 13 "ban
 * list view"): each subject's registry restrictions and the bans the public search finds for it.
 */
export async function actBans(db: Db, registries: Registries, act: ActRow): Promise<ActBansResponse['subjects']> {
  const subjects = await db
    .selectFrom('act_subjects')
    .select(['id', 'kind', 'vehicle_id', 'real_estate_id', 'state_number', 'cadastre_number'])
    .where('act_id', '=', act.id)
    .where('kind', 'in', ['vehicle', 'real_estate'])
    .orderBy('id')
    .execute();
  const result: ActBansResponse['subjects'] = [];
  for (const subject of subjects) {
    if (subject.kind === 'vehicle' && subject.state_number !== null) {
      const restrictions = subject.vehicle_id === null ? [] : await registries.vehicles.restrictions(subject.vehicle_id);
      const bans = await searchBans(db, { kind: 'vehicle', by: 'number', stateNumber: subject.state_number });
      result.push({ subjectId: subject.id, kind: 'vehicle', ref: subject.state_number, restrictions: restrictions.map(toRestriction), bans });
    } else if (subject.kind === 'real_estate' && subject.cadastre_number !== null) {
      const bans = await searchBans(db, { kind: 'real_estate', cadastreNumber: subject.cadastre_number });
      result.push({ subjectId: subject.id, kind: 'real_estate', ref: subject.cadastre_number, restrictions: [], bans });
    }
  }
  return result;
}
