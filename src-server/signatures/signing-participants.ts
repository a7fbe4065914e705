import type { SigningParticipant } from '../../src-domain/signatures/signing-turn.ts';
import { namesByPin } from '../acts/act-details.ts';
import type { ActRow } from '../acts/act-rows.ts';
import type { Db } from '../db/database.ts';

export interface SigningPerson extends SigningParticipant {
  readonly fullName: string;
  /** The party's role in the act; null for the notary. */
  readonly partyRole: string | null;
}

/**
 * Who signs an act by video (docs/signatures.md): its parties taking part by video (spec §3
 * participation type 2) who accepted the invitation, then its notary — the same people its
 * room admits. In the order they sign: parties by row, the notary last.
 */
export async function signingParticipants(db: Db, act: ActRow): Promise<SigningPerson[]> {
  const parties = await db
    .selectFrom('act_parties')
    .select(['pin', 'role', 'full_name'])
    .where('act_id', '=', act.id)
    .where('participation_type', '=', 2)
    .where('status', '=', 'accepted')
    .orderBy('id')
    .execute();
  const notaries =
    act.notary_id === null
      ? []
      : await db.selectFrom('users').select(['pin']).where('notary_id', '=', act.notary_id).where('active', '=', 1).orderBy('id').execute();
  const names = await namesByPin(db, [
    ...parties.filter((party) => party.full_name === null).map((party) => party.pin),
    ...notaries.map((notary) => notary.pin),
  ]);
  const seen = new Set<string>();
  const people: SigningPerson[] = [];
  for (const party of parties) {
    if (seen.has(party.pin)) continue;
    seen.add(party.pin);
    people.push({ pin: party.pin, role: 'party', partyRole: party.role, fullName: party.full_name ?? names.get(party.pin) ?? '' });
  }
  for (const notary of notaries) {
    if (seen.has(notary.pin)) continue;
    seen.add(notary.pin);
    people.push({ pin: notary.pin, role: 'notary', partyRole: null, fullName: names.get(notary.pin) ?? '' });
  }
  return people;
}
