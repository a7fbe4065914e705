import { sql } from 'kysely';
import type { ActingUser } from '../../src-domain/acts/lifecycle/apply-action.ts';
import type { ActActor, PartyStatus } from '../../src-domain/acts/lifecycle/act-actors.ts';
import { hasRole } from '../../src-domain/auth/roles.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import type { RequestUser } from '../sessions/request-auth.ts';
import type { ActRow, PartyRow } from './act-rows.ts';

/** How the signed-in user stands to one act; `admin` reads every act and may act on none. */
export type ViewerRole = ActActor | 'admin';

export interface ActAccess {
  act: ActRow;
  /** The lifecycle's view of the user (src-domain/acts/lifecycle): applicant, party, notary or other. */
  actor: ActingUser;
  viewerRole: ViewerRole;
  /** The user's own party row (the applicant's too: the applicant is a party row). */
  party?: PartyRow;
  pin: string;
  user: RequestUser;
}

export type ActKey = { uuid: string } | { id: number };

/** The notary a user with the notary role works as (users.notary_id), or null. */
export async function notaryIdOfUser(db: Db, user: RequestUser): Promise<number | null> {
  if (!hasRole(user, 'notary')) return null;
  const row = await db.selectFrom('users').select('notary_id').where('id', '=', user.id).executeTakeFirst();
  return row?.notary_id ?? null;
}

function keyText(key: ActKey): string {
  return 'uuid' in key ? key.uuid : String(key.id);
}

async function findAct(db: Db, key: ActKey): Promise<ActRow | undefined> {
  const query = db.selectFrom('notarial_acts').selectAll();
  return 'uuid' in key ? query.where('uuid', '=', key.uuid).executeTakeFirst() : query.where('id', '=', key.id).executeTakeFirst();
}

/**
 * Resolves the user against the act (spec §6, §8): the applicant, then the act's notary, then an
 * invited party, then an administrator (read-only). Anyone else: 418 `pin_not_found_in_uuid`;
 * an unknown act: 418 `uuid_not_found`. The applicant's own party row travels along.
 */
export async function resolveActAccess(db: Db, act: ActRow, user: RequestUser): Promise<ActAccess> {
  const parties = await db.selectFrom('act_parties').selectAll().where('act_id', '=', act.id).where('pin', '=', user.pin).orderBy('id').execute();
  // The applicant's own row is the first; an invitee who declined and was invited again answers on the newest.
  const party = act.applicant_pin === user.pin ? parties[0] : parties.at(-1);
  const base = { act, pin: user.pin, party, user };
  if (act.applicant_pin === user.pin) return { ...base, actor: { role: 'applicant' }, viewerRole: 'applicant' };
  if (act.notary_id !== null && (await notaryIdOfUser(db, user)) === act.notary_id) return { ...base, actor: { role: 'notary' }, viewerRole: 'notary' };
  if (party) return { ...base, actor: { role: 'party', partyStatus: party.status satisfies PartyStatus }, viewerRole: 'party' };
  if (hasRole(user, 'admin')) return { ...base, actor: { role: 'other' }, viewerRole: 'admin' };
  throw new ApiError('pin_not_found_in_uuid', { params: { user: user.pin, pin: user.pin, uuid: act.uuid } });
}

/**
 * The act with `uuid` (or numeric `id`: /my_notarial_act/{rid}) as the user may see it. Works
 * on a transaction too: repositories take `db` first (Kysely's example).
 */
export async function loadActForUser(db: Db, key: string | ActKey, user: RequestUser): Promise<ActAccess> {
  const actKey = typeof key === 'string' ? { uuid: key } : key;
  const act = await findAct(db, actKey);
  if (!act) throw new ApiError('uuid_not_found', { params: { uuid: keyText(actKey) } });
  return resolveActAccess(db, act, user);
}

export interface ActTransactionOptions {
  /** The ActDetails.version the client saw; a different one is 409 `act_version_conflict`. */
  version?: number;
  now?: Date;
}

/**
 * Runs `fn` in one transaction on the act as the user may see it, reloaded inside the
 * transaction, after claiming the act: `version` is bumped first with a compare-and-set on the
 * version read, so of two concurrent mutations the second waits for the first (PostgreSQL row
 * lock; SQLite runs one write transaction at a time) and then finds the version moved: 409.
 * A throw anywhere rolls the whole mutation back, version included. `fn` sees the act with
 * the new version.
 */
export async function withActTransaction<T>(
  db: Db,
  key: string | ActKey,
  user: RequestUser,
  fn: (trx: Db, access: ActAccess) => Promise<T>,
  options: ActTransactionOptions = {},
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const access = await loadActForUser(trx, key, user);
    const seen = access.act.version;
    if (options.version !== undefined && options.version !== seen) throw new ApiError('act_version_conflict');
    const updatedAt = (options.now ?? new Date()).toISOString();
    const claimed = await trx
      .updateTable('notarial_acts')
      .set({ version: sql<number>`version + 1`, updated_at: updatedAt })
      .where('id', '=', access.act.id)
      .where('version', '=', seen)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new ApiError('act_version_conflict');
    return fn(trx, { ...access, act: { ...access.act, version: seen + 1, updated_at: updatedAt } });
  });
}
