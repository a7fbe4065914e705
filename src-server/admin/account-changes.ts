import { accountChangeRefusal, endsSessions, stateFlags, userState, type AccountChange, type AccountFacts } from '../../src-domain/admin/user-admin-rules.ts';
import type { Db } from '../db/database.ts';
import { dialectOf } from '../db/dialect.ts';
import type { UserAuditAction } from '../db/tables/accounts.ts';
import { ApiError } from '../http/api-error.ts';
import { revokeUserSessions } from '../sessions/session-records.ts';

/** Who changed an account, and why (the audit trail's row). */
export interface ChangeAuthor {
  readonly actorUserId: number;
  readonly reason: string;
}

export async function writeUserAudit(trx: Db, userId: number, author: ChangeAuthor, action: UserAuditAction, detail: string | null, now: Date): Promise<void> {
  await trx
    .insertInto('user_audit')
    .values({ user_id: userId, actor_user_id: author.actorUserId, action, detail, reason: author.reason, created_at: now.toISOString() })
    .execute();
}

/** Administrators who can act now: the role on an active account. */
async function actingAdmins(trx: Db): Promise<number> {
  const row = await trx
    .selectFrom('users as u')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('u.active', '=', 1)
    .where('u.deleted', '=', 0)
    .where((eb) => eb.exists(eb.selectFrom('user_roles as r').select('r.user_id').whereRef('r.user_id', '=', 'u.id').where('r.role', '=', 'admin')))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Takes the rows the last-administrator rule reads before reading them. On PostgreSQL two
 * changes that would each leave one administrator then run one after the other: the second
 * waits here and counts after the first committed. SQLite runs one write transaction at a time.
 */
async function lockAdministrators(trx: Db, userId: number): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  await trx
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', userId), eb('id', 'in', eb.selectFrom('user_roles').select('user_id').where('role', '=', 'admin'))]))
    .orderBy('id')
    .forUpdate()
    .execute();
}

async function accountFacts(trx: Db, userId: number): Promise<AccountFacts> {
  const account = await trx.selectFrom('users').select(['active', 'deleted']).where('id', '=', userId).executeTakeFirst();
  if (!account) throw new ApiError('admin_user_not_found');
  const roles = await trx.selectFrom('user_roles').select('role').where('user_id', '=', userId).execute();
  return { roles: roles.map((row) => row.role), state: userState({ active: account.active === 1, deleted: account.deleted === 1 }) };
}

/**
 * An administrator's change of a role or the state of an account (spec §6), in one transaction:
 * the rule (src-domain/admin/user-admin-rules.ts) decides on the rows as they are inside it, the
 * change and its audit line are written together, and blocking or deleting ends the account's
 * sessions in the same commit.
 */
export async function changeAccount(db: Db, userId: number, change: AccountChange, author: ChangeAuthor, now: Date): Promise<{ sessionsEnded: number }> {
  return db.transaction().execute(async (trx) => {
    await lockAdministrators(trx, userId);
    const before = await accountFacts(trx, userId);
    const refusal = accountChangeRefusal(before, change, await actingAdmins(trx));
    if (refusal === 'last_admin') throw new ApiError('admin_last_admin');
    if (refusal === 'unchanged') throw new ApiError('admin_unchanged');
    if (change.kind === 'role') {
      if (change.granted) await trx.insertInto('user_roles').values({ user_id: userId, role: change.role }).execute();
      else await trx.deleteFrom('user_roles').where('user_id', '=', userId).where('role', '=', change.role).execute();
      await writeUserAudit(trx, userId, author, change.granted ? 'role_granted' : 'role_revoked', change.role, now);
    } else {
      const flags = stateFlags(change.state);
      await trx
        .updateTable('users')
        .set({ active: flags.active ? 1 : 0, deleted: flags.deleted ? 1 : 0, updated_at: now.toISOString() })
        .where('id', '=', userId)
        .execute();
      await writeUserAudit(trx, userId, author, 'state_changed', `${before.state}→${change.state}`, now);
    }
    const sessionsEnded = endsSessions(change) ? await revokeUserSessions(trx, userId, `admin_${change.kind === 'state' ? change.state : 'change'}`, now) : 0;
    return { sessionsEnded };
  });
}

/** "End all sessions" of an account (spec §6 administrator), with its audit line. */
export async function endAccountSessions(db: Db, userId: number, author: ChangeAuthor, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await accountFacts(trx, userId);
    const ended = await revokeUserSessions(trx, userId, 'admin_end_sessions', now);
    await writeUserAudit(trx, userId, author, 'sessions_ended', String(ended), now);
    return ended;
  });
}
