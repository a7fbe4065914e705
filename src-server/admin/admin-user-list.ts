import { type ExpressionBuilder, sql } from 'kysely';
import { userState } from '../../src-domain/admin/user-admin-rules.ts';
import type { AdminUsersQuery, AdminUsersResponse, AdminUserSummary } from '../../src-domain/http/routes/admin-users.ts';
import type { Database, Db } from '../db/database.ts';
import type { UserRole } from '../db/tables/accounts.ts';
import { containsPattern } from '../db/search-text.ts';

type UsersScope = ExpressionBuilder<Database & { u: Database['users']; p: Database['persons'] }, 'u' | 'p'>;

/** Full name as the registry spells it: surname, given name, patronymic. */
export const FULL_NAME_SQL = sql<string>`p.surname || ' ' || p.first_name || ' ' || p.patronymic`;

/**
 * A LIKE pattern for names: lower-cased, and every apostrophe form (o‘g‘li, o'g'li, oʻgʻli)
 * matching any one character, so the search needs no folded column on SQLite or PostgreSQL.
 */
function namePattern(q: string): string {
  return containsPattern(q).replaceAll("'", '_');
}

function matches(q: string) {
  return (eb: UsersScope) => {
    const digits = q.replace(/[\s()+-]/g, '');
    if (/^\d+$/.test(digits)) {
      return eb.or([eb('u.pin', 'like', `${digits}%`), eb('u.phone', 'like', `%${digits}%`), eb('p.phone', 'like', `%${digits}%`)]);
    }
    const pattern = namePattern(q);
    return eb.or([
      sql<boolean>`lower(${FULL_NAME_SQL}) like ${pattern} escape '\\'`,
      sql<boolean>`lower(u.login) like ${pattern} escape '\\'`,
      sql<boolean>`lower(coalesce(u.email, p.email, '')) like ${pattern} escape '\\'`,
    ]);
  };
}

const hasRole = (role: UserRole) => (eb: UsersScope) =>
  eb.exists(eb.selectFrom('user_roles as r').select('r.user_id').whereRef('r.user_id', '=', 'u.id').where('r.role', '=', role));
const directsEntity = (eb: UsersScope) => eb.exists(eb.selectFrom('legal_entities as e').select('e.inn').whereRef('e.director_pin', '=', 'u.pin'));

function filtered(db: Db, query: AdminUsersQuery) {
  let rows = db.selectFrom('users as u').innerJoin('persons as p', 'p.pin', 'u.pin');
  if (query.q) rows = rows.where(matches(query.q));
  if (query.state === 'active') rows = rows.where('u.active', '=', 1).where('u.deleted', '=', 0);
  if (query.state === 'blocked') rows = rows.where('u.active', '=', 0).where('u.deleted', '=', 0);
  if (query.state === 'deleted') rows = rows.where('u.deleted', '=', 1);
  if (query.role) rows = rows.where(hasRole(query.role));
  if (query.type === 2) rows = rows.where(directsEntity);
  if (query.type === 1) rows = rows.where((eb) => eb.not(directsEntity(eb)));
  return rows;
}

/**
 * `GET /api/admin/users` (spec §2 `admin/users`): accounts with their registry names, searched,
 * filtered by state, role and type, sorted and paged in the database; ties broken by id so a
 * page never repeats or skips a row.
 */
export async function listAdminUsers(db: Db, query: AdminUsersQuery): Promise<AdminUsersResponse> {
  const direction = query.order;
  const count = await filtered(db, query)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  let page = filtered(db, query)
    .select(['u.id', 'u.login', 'u.pin', 'u.active', 'u.deleted', 'u.created_at', 'u.email', 'u.phone', 'p.email as person_email', 'p.phone as person_phone'])
    .select(FULL_NAME_SQL.as('fullname'));
  switch (query.sort) {
    case 'fullname':
      page = page.orderBy('p.surname', direction).orderBy('p.first_name', direction).orderBy('p.patronymic', direction);
      break;
    case 'login':
      page = page.orderBy('u.login', direction);
      break;
    case 'created':
      page = page.orderBy('u.created_at', direction);
      break;
    case 'state':
      page = page.orderBy('u.deleted', direction).orderBy('u.active', direction === 'asc' ? 'desc' : 'asc');
      break;
  }
  const rows = await page
    .orderBy('u.id', direction)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const ids = rows.map((row) => row.id);
  const [roles, directors] = await Promise.all([
    ids.length === 0 ? [] : db.selectFrom('user_roles').select(['user_id', 'role']).where('user_id', 'in', ids).orderBy('role').execute(),
    rows.length === 0
      ? []
      : db
          .selectFrom('legal_entities')
          .select('director_pin')
          .where(
            'director_pin',
            'in',
            rows.map((row) => row.pin),
          )
          .execute(),
  ]);
  const directorPins = new Set(directors.map((row) => row.director_pin));
  const items: AdminUserSummary[] = rows.map((row) => ({
    id: row.id,
    login: row.login,
    fullname: row.fullname,
    pin: row.pin,
    state: userState({ active: row.active === 1, deleted: row.deleted === 1 }),
    roles: roles.filter((role) => role.user_id === row.id).map((role) => role.role),
    type: directorPins.has(row.pin) ? 2 : 1,
    phone: row.phone ?? row.person_phone,
    email: row.email ?? row.person_email,
    instime: row.created_at,
  }));
  return { items, total: Number(count.n), page: query.page, pageSize: query.pageSize };
}
