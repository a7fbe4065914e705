import type { SigningParticipant } from '../../src-domain/signatures/signing-turn.ts';
import { namesByPin } from '../acts/act-details.ts';
import type { ActRow } from '../acts/act-rows.ts';
import { videoParticipants } from '../acts/video-participants.ts';
import type { Db } from '../db/database.ts';

export interface SigningPerson extends SigningParticipant {
  readonly fullName: string;
  /** The party's role in the act; null for the notary. */
  readonly partyRole: string | null;
}

/**
 * Who signs an act by video (docs/signatures.md): whoever takes part in it by video
 * (acts/video-participants.ts), the same people its room admits. In the order they sign:
 * parties by row, the notary last.
 */
export async function signingParticipants(db: Db, act: ActRow): Promise<SigningPerson[]> {
  const { parties, notaryPins } = await videoParticipants(db, act);
  const names = await namesByPin(db, [...parties.filter((party) => party.full_name === null).map((party) => party.pin), ...notaryPins]);
  const seen = new Set<string>();
  const people: SigningPerson[] = [];
  for (const party of parties) {
    if (seen.has(party.pin)) continue;
    seen.add(party.pin);
    people.push({ pin: party.pin, role: 'party', partyRole: party.role, fullName: party.full_name ?? names.get(party.pin) ?? '' });
  }
  for (const pin of notaryPins) {
    if (seen.has(pin)) continue;
    seen.add(pin);
    people.push({ pin, role: 'notary', partyRole: null, fullName: names.get(pin) ?? '' });
  }
  return people;
}
