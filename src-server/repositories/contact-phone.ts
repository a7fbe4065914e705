import type { SentCode } from '../../src-domain/auth/contact-phone.ts';
import type { Db } from '../db/database.ts';
import type { PhoneConfirmedVia } from '../db/tables/accounts.ts';

/** An account's confirmed contact phone (9 digits), or null (docs/decisions/0058-contact-phone-at-login.md). */
export async function contactPhoneOf(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirst();
  return row?.phone ?? null;
}

/** The contact phone of whoever holds an account for `pin`, for an SMS to them; null without one. */
export async function contactPhoneOfPin(db: Db, pin: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('phone').where('pin', '=', pin).where('deleted', '=', 0).executeTakeFirst();
  return row?.phone ?? null;
}

/** The newest code sent to the account, as `codeVerdict` reads it, with its id and hash. */
export async function newestPhoneCode(db: Db, userId: number): Promise<(SentCode & { id: number; codeHash: string }) | null> {
  const row = await db
    .selectFrom('phone_codes')
    .select(['id', 'phone', 'code_hash', 'sent_at', 'checks', 'used_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    phone: row.phone,
    codeHash: row.code_hash,
    sentAt: Date.parse(row.sent_at),
    checks: row.checks,
    usedAt: row.used_at === null ? null : Date.parse(row.used_at),
  };
}

export async function insertPhoneCode(db: Db, userId: number, phone: string, codeHash: string, now: Date): Promise<void> {
  await db.insertInto('phone_codes').values({ user_id: userId, phone, code_hash: codeHash, sent_at: now.toISOString(), checks: 0, used_at: null }).execute();
}

/** Counts a wrong try; false when the code was used or spent meanwhile (two tries at once count once each). */
export async function countWrongTry(db: Db, codeId: number, maxChecks: number): Promise<boolean> {
  const result = await db
    .updateTable('phone_codes')
    .set((eb) => ({ checks: eb('checks', '+', 1) }))
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .where('checks', '<', maxChecks)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Marks the code used; false when another request used it first, or wrong tries sent at the same
 * moment spent it meanwhile (a burst of guesses all read the code before any was counted).
 */
export async function usePhoneCode(db: Db, codeId: number, maxChecks: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('phone_codes')
    .set({ used_at: now.toISOString() })
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .where('checks', '<', maxChecks)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Makes `phone` the account's contact phone, recording when, by whom and how it was confirmed,
 * with a line in the account's audit trail (the person is its author), in one transaction.
 */
export async function setContactPhone(
  db: Db,
  userId: number,
  phone: string,
  via: PhoneConfirmedVia,
  audit: { detail: string; reason: string },
  now: Date,
): Promise<void> {
  const time = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ phone, phone_confirmed_at: time, phone_confirmed_by: userId, phone_confirmed_via: via, updated_at: time })
      .where('id', '=', userId)
      .execute();
    await trx
      .insertInto('user_audit')
      .values({ user_id: userId, actor_user_id: userId, action: 'phone_confirmed', detail: audit.detail, reason: audit.reason, created_at: time })
      .execute();
  });
}
