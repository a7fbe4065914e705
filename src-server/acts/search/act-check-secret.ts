import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { readSetting } from '../../repositories/settings.ts';

/** Settings key of the act check-code secret. */
export const ACT_CHECK_SECRET_SETTING = 'act_check_secret';

/**
 * The secret behind act check codes. Codes are printed on paper and must verify for years, so
 * the secret lives with the acts in the database (not per process): made once, at the first
 * check, and the same for every server process on that database. An insert that loses a race
 * with another process leaves the winner's value, which both then read.
 */
export async function loadActCheckSecret(db: Db): Promise<string> {
  const stored = await readSetting(db, ACT_CHECK_SECRET_SETTING);
  if (stored) return stored;
  await db
    .insertInto('settings')
    .values({ key: ACT_CHECK_SECRET_SETTING, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const created = await readSetting(db, ACT_CHECK_SECRET_SETTING);
  if (!created) throw new Error('act check secret could not be stored');
  return created;
}

/**
 * The check-code secret: a configured one (ACT_CHECK_SECRET) or the database's own, read once.
 * A failed read is not remembered, so the next check tries again.
 */
export function actCheckSecretSource(db: Db, configured?: string): () => Promise<string> {
  let loading: Promise<string> | undefined;
  return () => {
    if (configured) return Promise.resolve(configured);
    loading ??= loadActCheckSecret(db).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
