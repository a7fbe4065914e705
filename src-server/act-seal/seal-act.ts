import { CompactSign } from 'jose';
import { ACT_SEAL_ALGORITHM, ACT_SEAL_TYPE, ACT_SEAL_VERSION, type ActSealPayload } from '../../src-domain/searches/act-seal.ts';
import type { Db } from '../db/database.ts';
import { currentSealKey } from './seal-keys.ts';

/**
 * Seals what a printed act says with the portal's current key: a JWS compact serialization
 * whose protected header names the key (`kid`) and the seal type (docs/signatures.md "Offline check").
 */
export async function sealAct(db: Db, payload: Omit<ActSealPayload, 'v'>, now: Date): Promise<string> {
  const { kid, key } = await currentSealKey(db, now);
  const body = new TextEncoder().encode(JSON.stringify({ v: ACT_SEAL_VERSION, ...payload }));
  return new CompactSign(body).setProtectedHeader({ alg: ACT_SEAL_ALGORITHM, kid, typ: ACT_SEAL_TYPE }).sign(key);
}
