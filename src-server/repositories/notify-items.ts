import { ACT_TYPE_NAMES, isActTypeId, REG_SYSTEMS, type RegSystemId } from '../../src-domain/acts/act-types.ts';
import type { NotifyItem } from '../../src-domain/auth/auth-contract.ts';
import { notifyReason } from '../../src-domain/auth/notify-rule.ts';
import type { Locale } from '../../src-domain/i18n/locale.ts';
import type { Db } from '../db/database.ts';

function isRegSystem(value: number): value is RegSystemId {
  return (REG_SYSTEMS as readonly number[]).includes(value);
}

/**
 * The notification list of the user with `pin` (spec §2 screen 7, §4.6): open acts they apply
 * for or take part in that wait for them (domain rule `notifyReason`), newest first.
 */
export async function listNotifyItems(db: Db, pin: string, locale: Locale): Promise<NotifyItem[]> {
  const rows = await db
    .selectFrom('notarial_acts as a')
    .leftJoin('act_parties as p', (join) => join.onRef('p.act_id', '=', 'a.id').on('p.pin', '=', pin))
    .select(['a.id', 'a.uuid', 'a.act_type_id', 'a.state', 'a.step', 'a.regsystem_id', 'a.regtype_id', 'a.visit_date', 'a.visit_time', 'a.applicant_pin', 'p.status', 'p.id as party_id'])
    .where((eb) => eb.or([eb('a.applicant_pin', '=', pin), eb('p.pin', '=', pin)]))
    .where('a.state', 'in', ['draft', 'awaiting_registration'])
    .orderBy('a.id', 'desc')
    .execute();
  const items = new Map<number, NotifyItem>();
  for (const row of rows) {
    if (items.has(row.id) || !isRegSystem(row.regsystem_id)) continue;
    const isApplicant = row.applicant_pin === pin;
    const reason = notifyReason({ state: row.state, step: row.step, visitDate: row.visit_date, isApplicant, partyStatus: row.party_id === null ? undefined : row.status });
    if (reason === null) continue;
    items.set(row.id, {
      regtypeid: row.regtype_id === 1 ? 1 : 2,
      na: isActTypeId(row.act_type_id) ? ACT_TYPE_NAMES[row.act_type_id][locale] : String(row.act_type_id),
      visitdate: row.visit_date,
      visittime: row.visit_time,
      regsystemid: row.regsystem_id,
      rid: row.id,
      uuid: row.uuid,
    });
  }
  return [...items.values()];
}
