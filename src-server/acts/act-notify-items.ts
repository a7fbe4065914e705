import { ACT_TYPE_NAMES, isActTypeId, REG_SYSTEMS, type RegSystemId, regTypeOf } from '../../src-domain/acts/act-types.ts';
import type { NotifyItem } from '../../src-domain/auth/auth-contract.ts';
import type { Locale } from '../../src-domain/i18n/locale.ts';
import { awaitsUser, takesPartIn } from './act-membership.ts';
import type { Db } from '../db/database.ts';

function isRegSystem(value: number): value is RegSystemId {
  return (REG_SYSTEMS as readonly number[]).includes(value);
}

/** The bell lists at most this many acts; the "awaiting" tab of My acts pages through all of them. */
const NOTIFY_LIMIT = 50;

/**
 * The notification list of the user with `pin` (spec §2 screen 7, §4.6): open acts they apply
 * for or take part in that wait for them, newest first — the very query of the "awaiting" tab
 * of My notarial acts (src-server/acts/act-membership.ts, the SQL form of src-domain's
 * `notifyReason`), so the bell and the tab always list the same acts.
 */
export async function listNotifyItems(db: Db, pin: string, locale: Locale): Promise<NotifyItem[]> {
  const rows = await db
    .selectFrom('notarial_acts as a')
    .select(['a.id', 'a.uuid', 'a.act_type_id', 'a.regsystem_id', 'a.regtype_id', 'a.visit_date', 'a.visit_time'])
    .where((eb) => eb.and([takesPartIn(eb, pin), awaitsUser(eb, pin)]))
    .orderBy('a.id', 'desc')
    .limit(NOTIFY_LIMIT)
    .execute();
  return rows.flatMap((row) => {
    if (!isRegSystem(row.regsystem_id)) return [];
    return [
      {
        regtypeid: regTypeOf(row.regtype_id),
        na: isActTypeId(row.act_type_id) ? ACT_TYPE_NAMES[row.act_type_id][locale] : String(row.act_type_id),
        visitdate: row.visit_date,
        visittime: row.visit_time,
        regsystemid: row.regsystem_id,
        rid: row.id,
        uuid: row.uuid,
      } satisfies NotifyItem,
    ];
  });
}
