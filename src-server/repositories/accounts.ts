import type { Db } from '../db/database.ts';
import type { UserRole } from '../db/tables/accounts.ts';

export interface Account {
  id: number;
  pin: string;
  termsAccepted: boolean;
  /** An administrator may switch an account off or delete it; either stops logins. */
  enabled: boolean;
}

export async function findAccountByPin(db: Db, pin: string): Promise<Account | undefined> {
  const row = await db.selectFrom('users').select(['id', 'pin', 'terms_accepted', 'active', 'deleted']).where('pin', '=', pin).executeTakeFirst();
  return row && { id: row.id, pin: row.pin, termsAccepted: row.terms_accepted === 1, enabled: row.active === 1 && row.deleted === 0 };
}

const FIRST_ROLE: UserRole = 'citizen';

/**
 * The account of a person logging in for the first time: a citizen who has not yet accepted
 * the terms (spec §4 Terms). Two first logins racing each other end with one row.
 */
export async function ensureAccount(db: Db, person: { pin: string; phone: string | null; email: string | null }, now: Date): Promise<Account> {
  const time = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('users')
      .values({
        pin: person.pin,
        login: person.pin,
        terms_accepted: 0,
        notary_id: null,
        active: 1,
        deleted: 0,
        email: person.email,
        // The civil registry's number is the first contact phone (docs/decisions/0058-contact-phone-at-login.md).
        phone: person.phone,
        phone_confirmed_at: person.phone === null ? null : time,
        phone_confirmed_by: null,
        phone_confirmed_via: person.phone === null ? null : 'registry',
        comment: null,
        created_at: time,
        updated_at: time,
      })
      .onConflict((oc) => oc.column('pin').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) await trx.insertInto('user_roles').values({ user_id: inserted.id, role: FIRST_ROLE }).execute();
    const account = await findAccountByPin(trx, person.pin);
    if (!account) throw new Error(`account of ${person.pin} vanished`);
    return account;
  });
}

/** Spec §4 Terms: 1 accepted, 0 not (declining leaves it at 0). */
export async function setTermsAccepted(db: Db, userId: number, accepted: boolean, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ terms_accepted: accepted ? 1 : 0, updated_at: now.toISOString() })
    .where('id', '=', userId)
    .execute();
}
