import { describe, expect, it } from 'vitest';
import type { AccountChange } from '../../src-domain/admin/user-admin-rules.ts';
import type { Db } from '../db/database.ts';
import { DEMO_CAST } from '../seed/demo-cast.ts';
import { createTestDb } from '../test-support/test-app.ts';
import { inPostgresSchema, skipWithoutPostgres } from '../test-support/postgres-schema.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seed } from '../seed/seed.ts';
import { DEFAULT_SEED } from '../seed/generate-world.ts';
import { changeAccount } from './account-changes.ts';

const NOW = new Date('2026-11-23T06:00:00.000Z');
const REVOKE: AccountChange = { kind: 'role', role: 'admin', granted: false };
const BLOCK: AccountChange = { kind: 'state', state: 'blocked' };

async function idOf(db: Db, pin: string): Promise<number> {
  return (await db.selectFrom('users').select('id').where('pin', '=', pin).executeTakeFirstOrThrow()).id;
}

async function actingAdmins(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('user_roles as r', 'r.user_id', 'u.id')
    .select('u.id')
    .where('r.role', '=', 'admin')
    .where('u.active', '=', 1)
    .where('u.deleted', '=', 0)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Two administrators each try, at the same moment, to remove the other (or block them): one
 * wins, the other is refused as the last administrator (spec §6; one transaction, rows locked
 * on PostgreSQL). Run several rounds so both orders of arrival happen.
 */
async function raceTheLastAdministrator(db: Db): Promise<void> {
  const rustam = await idOf(db, DEMO_CAST.rustam.pin);
  const jamshid = await idOf(db, DEMO_CAST.jamshid.pin);
  const author = (actorUserId: number) => ({ actorUserId, reason: 'race' });
  for (const [first, second] of [
    [REVOKE, REVOKE],
    [BLOCK, REVOKE],
    [BLOCK, BLOCK],
  ] as const) {
    await db.deleteFrom('user_roles').where('role', '=', 'admin').execute();
    await db.updateTable('users').set({ active: 1, deleted: 0 }).where('id', 'in', [rustam, jamshid]).execute();
    await db
      .insertInto('user_roles')
      .values([
        { user_id: rustam, role: 'admin' },
        { user_id: jamshid, role: 'admin' },
      ])
      .execute();
    const outcomes = await Promise.allSettled([
      changeAccount(db, jamshid, first, author(rustam), NOW),
      changeAccount(db, rustam, second, author(jamshid), NOW),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect((refused as PromiseRejectedResult | undefined)?.reason).toMatchObject({ code: 'admin_last_admin' });
    expect(await actingAdmins(db)).toHaveLength(1);
  }
}

describe('the last administrator under concurrency', () => {
  it('keeps one on SQLite (one write transaction at a time)', async () => {
    const { db, remove } = await createTestDb({ scale: 0.2 });
    try {
      await raceTheLastAdministrator(db);
    } finally {
      await remove();
    }
  });

  it.skipIf(skipWithoutPostgres)('keeps one on PostgreSQL (the administrators’ rows are locked first)', { timeout: 120_000 }, async () => {
    await inPostgresSchema('admins', 4, async (db) => {
      await migrateToLatest(db);
      await seed(db, { seed: DEFAULT_SEED, scale: 0.2 });
      await raceTheLastAdministrator(db);
    });
  });
});
