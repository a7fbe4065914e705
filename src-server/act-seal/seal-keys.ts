import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { ACT_SEAL_ALGORITHM } from '../../src-domain/searches/act-seal.ts';
import type { Db } from '../db/database.ts';

export interface SealSigningKey {
  readonly kid: string;
  readonly key: Awaited<ReturnType<typeof importJWK>>;
}

/** A published public key: a JWK with its `kid`, `alg` and `use`. */
export type PublishedKey = JWK & { kid: string; alg: string; use: 'sig' };

async function createKey(db: Db, now: Date): Promise<void> {
  const { publicKey, privateKey } = await generateKeyPair(ACT_SEAL_ALGORITHM, { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  // The kid is the key's RFC 7638 thumbprint: the same key always has the same name.
  const kid = await calculateJwkThumbprint(publicJwk);
  await db
    .insertInto('act_seal_keys')
    .values({
      kid,
      algorithm: ACT_SEAL_ALGORITHM,
      public_jwk: JSON.stringify(publicJwk),
      private_jwk: JSON.stringify(await exportJWK(privateKey)),
      created_at: now.toISOString(),
      retired_at: null,
      withdrawn_at: null,
    })
    .onConflict((oc) => oc.column('kid').doNothing())
    .execute();
}

async function currentRow(db: Db) {
  return db
    .selectFrom('act_seal_keys')
    .selectAll()
    .where('retired_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('kid')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The key that seals acts printed now: the newest neither retired nor withdrawn, made at the
 * first print when there is none (docs/signatures.md "Key rotation"). Kept with the acts, so
 * every server process on one database seals with the same key.
 */
export async function currentSealKey(db: Db, now: Date): Promise<SealSigningKey> {
  let row = await currentRow(db);
  if (!row) {
    await createKey(db, now);
    row = await currentRow(db);
  }
  if (!row) throw new Error('no act seal key could be stored');
  const key = await importJWK(JSON.parse(row.private_jwk) as JWK, row.algorithm);
  return { kid: row.kid, key };
}

/** Rotation: the current key retires (still published, no longer signing) and a new one starts. */
export async function rotateSealKey(db: Db, now: Date): Promise<string> {
  await db.updateTable('act_seal_keys').set({ retired_at: now.toISOString() }).where('retired_at', 'is', null).execute();
  await createKey(db, now);
  const row = await currentRow(db);
  if (!row) throw new Error('no act seal key could be stored');
  return row.kid;
}

/** Withdrawal: a key no longer published (compromised, or every act it sealed has expired). */
export async function withdrawSealKey(db: Db, kid: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('act_seal_keys')
    .set({ withdrawn_at: now.toISOString(), retired_at: now.toISOString() })
    .where('kid', '=', kid)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The published key set (JWKS): every key not withdrawn, retired ones included, newest first. */
export async function publishedSealKeys(db: Db): Promise<{ keys: PublishedKey[] }> {
  const rows = await db
    .selectFrom('act_seal_keys')
    .select(['kid', 'algorithm', 'public_jwk'])
    .where('withdrawn_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('kid')
    .execute();
  return { keys: rows.map((row) => ({ ...(JSON.parse(row.public_jwk) as JWK), kid: row.kid, alg: row.algorithm, use: 'sig' as const })) };
}
