import type { BaseProxyFacts } from '../../../src-domain/acts/blocking/act-facts.ts';
import { parseIsoDate } from '../../../src-domain/time/parse-date.ts';
import type { Db } from '../../db/database.ts';

/** The registered power of attorney `regnum` (the register of search_proxy), for sub-delegation (spec §5). */
export async function findBaseProxy(db: Db, regnum: string): Promise<BaseProxyFacts | null> {
  const row = await db
    .selectFrom('proxies')
    .select(['registry_number', 'state', 'attorney_pin', 'delegation', 'valid_until'])
    .where('registry_number', '=', regnum)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const validUntil = row ? parseIsoDate(row.valid_until) : null;
  if (!row || !validUntil) return null;
  return { regnum: row.registry_number, state: row.state, attorneyPin: row.attorney_pin, delegation: row.delegation === 1, validUntil };
}
