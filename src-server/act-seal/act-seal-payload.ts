import type { ActSealPayload } from '../../src-domain/searches/act-seal.ts';
import { publicActState } from '../../src-domain/searches/public-act-state.ts';
import { signerInitials } from '../../src-domain/signatures/signer-initials.ts';
import type { ActDetails } from '../../src-domain/http/routes/acts.ts';
import { namesByPin } from '../acts/act-details.ts';
import type { Db } from '../db/database.ts';

/**
 * What the seal of a registered act vouches for (src-domain/searches/act-seal.ts): number,
 * date, type, the parties' initials from the registry (the same whoever prints), the office in
 * the act's language, the state and the time of printing, and whether it was signed digitally.
 */
export async function actSealPayload(db: Db, act: ActDetails, signedElectronically: boolean, printedAt: Date): Promise<Omit<ActSealPayload, 'v'> | null> {
  if (act.regnum === null || act.regdate === null) return null;
  const parties = await db.selectFrom('act_parties').select(['pin', 'full_name', 'status']).where('act_id', '=', act.id).orderBy('id').execute();
  const present = parties.filter((party) => party.status !== 'declined' && party.status !== 'exited');
  const names = await namesByPin(
    db,
    present.filter((party) => party.full_name === null).map((party) => party.pin),
  );
  return {
    n: act.regnum,
    d: act.regdate,
    t: act.actTypeId,
    p: [...new Set(present.map((party) => signerInitials(party.full_name ?? names.get(party.pin) ?? '')))].filter(Boolean),
    o: act.office?.name[act.language] ?? '',
    s: publicActState(act.state),
    at: new Date(Math.floor(printedAt.getTime() / 1000) * 1000).toISOString().replace('.000Z', 'Z'),
    e: signedElectronically ? 1 : 0,
  };
}
