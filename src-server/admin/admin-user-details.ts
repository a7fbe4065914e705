import { userState } from '../../src-domain/admin/user-admin-rules.ts';
import type { AdminUserDetails, UserAuditItem } from '../../src-domain/http/routes/admin-users.ts';
import type { Locale } from '../../src-domain/i18n/locale.ts';
import { toIsoDate } from '../../src-domain/time/format-date.ts';
import { todayInTashkent } from '../../src-domain/time/tashkent.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { loadUser } from '../repositories/user-profile.ts';
import { FULL_NAME_SQL } from './admin-user-list.ts';

/** The account's audit trail, newest first, with the administrators' names. */
async function auditTrail(db: Db, userId: number): Promise<UserAuditItem[]> {
  const rows = await db
    .selectFrom('user_audit as a')
    .innerJoin('users as u', 'u.id', 'a.actor_user_id')
    .innerJoin('persons as p', 'p.pin', 'u.pin')
    .select(['a.id', 'a.created_at', 'a.action', 'a.detail', 'a.reason', 'a.actor_user_id'])
    .select(FULL_NAME_SQL.as('actor_name'))
    .where('a.user_id', '=', userId)
    .orderBy('a.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.created_at,
    action: row.action,
    detail: row.detail,
    reason: row.reason,
    actorId: row.actor_user_id,
    actorName: row.actor_name,
  }));
}

/**
 * `GET /api/admin/users/{id}` (spec §3 admin user labels): the registry data of the person as
 * the profile reads it (src-server/repositories/user-profile.ts), the account's own fields, the
 * sessions still open and the audit trail.
 */
export async function loadAdminUser(db: Db, userId: number, locale: Locale, now: Date): Promise<AdminUserDetails> {
  const account = await db.selectFrom('users').select(['id', 'active', 'deleted', 'comment', 'created_at']).where('id', '=', userId).executeTakeFirst();
  const profile = account ? await loadUser(db, userId, locale, toIsoDate(todayInTashkent(now))) : undefined;
  if (!account || !profile) throw new ApiError('admin_user_not_found');
  const [open, audit] = await Promise.all([
    db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirstOrThrow(),
    auditTrail(db, userId),
  ]);
  return {
    id: profile.id,
    login: profile.userid,
    fullname: profile.fullname,
    state: userState({ active: account.active === 1, deleted: account.deleted === 1 }),
    active: account.active === 1,
    isdeleted: account.deleted === 1,
    roles: profile.roles,
    phone: profile.phone,
    email: profile.email,
    type: profile.orginn === null ? 1 : 2,
    pin: profile.pin,
    inn: profile.inn,
    org_inn: profile.orginn,
    surname: profile.surname,
    name: profile.name,
    lastname: profile.lastname,
    birthdate: profile.birthdate,
    birthcountry: profile.birthcountry,
    passport: `${profile.passserial} ${profile.passnum}`,
    issueorg: profile.issueorg,
    issuedate: profile.issuedate,
    exprdate: profile.exprdate,
    citizenship: profile.citizenship,
    nationality: profile.nationality,
    regaddress: profile.regaddress,
    actaddress: profile.actaddress,
    orgname: profile.orgname,
    instime: account.created_at,
    comments: account.comment,
    openSessions: Number(open.n),
    audit,
  };
}
