import type { ActDeviceTest } from '../../src-domain/http/routes/device-tests.ts';
import type { LocalizedText } from '../../src-domain/http/routes/localized-text.ts';
import type { ActRow, PartyRow } from '../acts/act-rows.ts';
import type { Db } from '../db/database.ts';
import { localized } from '../db/localized.ts';
import { deviceTestResult } from './device-test-rows.ts';

/** Attaches a result to the act for its user: the act keeps one per user, the latest attached. */
export async function attachDeviceTest(db: Db, actId: number, userId: number, deviceTestId: number, now: Date): Promise<void> {
  const attachedAt = now.toISOString();
  await db
    .insertInto('device_test_acts')
    .values({ act_id: actId, user_id: userId, device_test_id: deviceTestId, attached_at: attachedAt })
    .onConflict((conflict) => conflict.columns(['act_id', 'user_id']).doUpdateSet({ device_test_id: deviceTestId, attached_at: attachedAt }))
    .execute();
}

const sameInEveryLocale = (text: string): LocalizedText => ({ oz: text, uz: text, ru: text });

interface Participant {
  role: ActDeviceTest['role'];
  partyId: number | null;
  name: LocalizedText;
}

/**
 * How the user who attached a result stands to the act today, in the order act access resolves
 * it (src-server/acts/act-access.ts): applicant, notary, party. Someone who no longer takes part
 * (a party removed, a notary replaced) is left out.
 */
function participantOf(
  act: ActRow,
  user: { pin: string; notaryId: number | null; isNotary: boolean },
  partiesByPin: ReadonlyMap<string, PartyRow[]>,
  notaryName: LocalizedText | null,
): Participant | null {
  const rows = partiesByPin.get(user.pin) ?? [];
  const partyName = (row: PartyRow) => sameInEveryLocale(row.full_name ?? '');
  const own = rows[0];
  if (act.applicant_pin === user.pin && own) return { role: 'applicant', partyId: own.id, name: partyName(own) };
  if (user.isNotary && act.notary_id !== null && user.notaryId === act.notary_id && notaryName) return { role: 'notary', partyId: null, name: notaryName };
  const latest = rows.at(-1);
  return latest ? { role: 'party', partyId: latest.id, name: partyName(latest) } : null;
}

/** The latest result each of the act's participants attached to it, oldest attachment first. */
export async function listActDeviceTests(db: Db, act: ActRow): Promise<ActDeviceTest[]> {
  const rows = await db
    .selectFrom('device_test_acts as a')
    .innerJoin('device_tests as t', 't.id', 'a.device_test_id')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .selectAll('t')
    .select((eb) => [
      'a.attached_at',
      'u.pin',
      'u.notary_id as user_notary_id',
      eb.exists(eb.selectFrom('user_roles as r').select('r.user_id').whereRef('r.user_id', '=', 'u.id').where('r.role', '=', 'notary')).as('is_notary'),
    ])
    .where('a.act_id', '=', act.id)
    .orderBy('a.attached_at')
    .orderBy('a.user_id')
    .execute();
  if (rows.length === 0) return [];

  const parties = await db.selectFrom('act_parties').selectAll().where('act_id', '=', act.id).orderBy('id').execute();
  const partiesByPin = new Map<string, PartyRow[]>();
  for (const party of parties) partiesByPin.set(party.pin, [...(partiesByPin.get(party.pin) ?? []), party]);
  const notary =
    act.notary_id === null
      ? undefined
      : await db.selectFrom('notaries').select(['name_oz', 'name_uz', 'name_ru']).where('id', '=', act.notary_id).executeTakeFirst();
  const notaryName = notary ? localized(notary, 'name') : null;

  return rows.flatMap(({ attached_at, pin, user_notary_id, is_notary, ...test }) => {
    const participant = participantOf(act, { pin, notaryId: user_notary_id, isNotary: Boolean(is_notary) }, partiesByPin, notaryName);
    return participant ? [{ ...participant, attachedAt: attached_at, result: deviceTestResult(test) }] : [];
  });
}
