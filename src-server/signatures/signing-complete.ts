import { allSigned } from '../../src-domain/signatures/signing-turn.ts';
import type { ActRow } from '../acts/act-rows.ts';
import type { Db } from '../db/database.ts';
import { signingParticipants } from './signing-participants.ts';
import { currentSignatures } from './signing-rows.ts';

/** Every video participant has a verified signature on the act's current document (the registration rule, docs/signatures.md). */
export async function signingComplete(db: Db, act: ActRow): Promise<boolean> {
  const signed = new Set((await currentSignatures(db, act.id)).map((row) => row.signer_pin));
  return allSigned(await signingParticipants(db, act), signed);
}
