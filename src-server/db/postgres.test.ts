import { sql } from 'kysely';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { NotaryListResponseSchema } from '../../src-domain/http/routes/notaries.ts';
import { buildApp } from '../app.ts';
import { createSqlRegistries } from '../registries/registries.ts';
import { DEFAULT_SEED } from '../seed/generate-world.ts';
import { seed } from '../seed/seed.ts';
import { createTestDb } from '../test-support/test-app.ts';
import { testRegistryPhotos } from '../test-support/test-registry-photos.ts';
import { DEMO_CAST } from '../seed/demo-cast.ts';
import type { Db } from './database.ts';
import { createDb, poolUse } from './create-db.ts';
import { dialectOf } from './dialect.ts';
import { migrateToEmpty, migrateToLatest, SCHEMA_DROP_LOCK, whileNoSchemaIsDropped } from './migrate.ts';
import { inPostgresSchema, openPostgresSchema, skipWithoutPostgres } from '../test-support/postgres-schema.ts';

/**
 * The same migrations, seed and queries on PostgreSQL (docs/architecture.md: SQLite by default,
 * PostgreSQL when DATABASE_URL is set). Runs when TEST_DATABASE_URL names a server (.ci/run
 * starts one); in CI its absence is a failure, elsewhere the test reports itself skipped.
 * Each run works in its own schema, so parallel runs and leftovers never meet.
 */
const SCALE = 0.2;

async function rows(db: Db) {
  return {
    persons: await db.selectFrom('persons').selectAll().orderBy('pin').execute(),
    notaries: await db.selectFrom('notaries').selectAll().orderBy('id').execute(),
    acts: await db.selectFrom('notarial_acts').selectAll().orderBy('id').execute(),
    payments: await db.selectFrom('payments').selectAll().orderBy('id').execute(),
  };
}

describe('PostgreSQL dialect', () => {
  it.skipIf(skipWithoutPostgres)('migrates, seeds and serves the notary registry exactly as SQLite does', { timeout: 60_000 }, async () => {
    await inPostgresSchema('dialect', 4, async (db, schema) => {
      const sqlite = await createTestDb({ seed: DEFAULT_SEED, scale: SCALE });
      try {
        expect(dialectOf(db)).toBe('postgres');
        await migrateToLatest(db);
        await seed(db, { seed: DEFAULT_SEED, scale: SCALE, photos: await testRegistryPhotos() });
        expect(await rows(db)).toEqual(await rows(sqlite.db));
        // Registry photos: bytes (bytea here, blob there) come back as they went in.
        const pgPhoto = await createSqlRegistries(db).civil.registryPhoto(DEMO_CAST.aziz.pin);
        expect(pgPhoto?.byteLength).toBeGreaterThan(1000);
        expect(pgPhoto).toEqual(await createSqlRegistries(sqlite.db).civil.registryPhoto(DEMO_CAST.aziz.pin));

        const app = await buildApp({ db, webRoot: '/nonexistent' });
        const sqliteApp = await buildApp({ db: sqlite.db, webRoot: '/nonexistent' });
        for (const query of ['?sort=rating&pageSize=100', '?region=1&sort=reviews', '?q=saidova', "?q=o'g'li&page=2&pageSize=5"]) {
          const fromPg = await app.inject({ url: `/api/notaries${query}` });
          expect(fromPg.statusCode, query).toBe(200);
          v.parse(NotaryListResponseSchema, fromPg.json());
          expect(fromPg.json(), query).toEqual((await sqliteApp.inject({ url: `/api/notaries${query}` })).json());
        }
        expect((await app.inject({ url: '/api/notaries/1' })).json()).toEqual((await sqliteApp.inject({ url: '/api/notaries/1' })).json());
        expect((await app.inject({ url: '/api/catalogue' })).json()).toEqual((await sqliteApp.inject({ url: '/api/catalogue' })).json());
        expect((await app.inject({ url: '/api/dictionaries/regions', headers: { 'if-none-match': '"1"' } })).statusCode).toBe(304);
        await app.close();
        await sqliteApp.close();

        // Seeded rows carry explicit ids; the sequences must have moved past them.
        const payment = await db
          .insertInto('payments')
          .values({
            act_id: null,
            payer_pin: null,
            payer_name: 'test',
            amount_tiyin: 100,
            state: 'paid',
            invoice_number: 'PAY-SEQUENCE-TEST',
            system: 'bank',
            created_at: '2026-11-22T09:00:00.000Z',
            paid_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const lastSeeded = await db
          .selectFrom('payments')
          .select((eb) => eb.fn.max('id').as('id'))
          .where('id', '<', payment.id)
          .executeTakeFirstOrThrow();
        expect(payment.id).toBe(Number(lastSeeded.id) + 1);

        await migrateToEmpty(db);
        const left = await sql<{
          n: number;
        }>`select count(*)::int as n from information_schema.tables where table_schema = ${schema} and table_name not like 'kysely_%'`.execute(db);
        expect(left.rows[0]?.n).toBe(0);
      } finally {
        await sqlite.remove();
      }
    });
  });

  it.skipIf(skipWithoutPostgres)('cuts a statement at DB_STATEMENT_TIMEOUT_MS and keeps the pool at DB_POOL_SIZE', { timeout: 30_000 }, async () => {
    const url = process.env.TEST_DATABASE_URL ?? '';
    const db = createDb({ kind: 'postgres', url, poolSize: 2, statementTimeoutMs: 200 });
    try {
      await expect(sql`select pg_sleep(2)`.execute(db)).rejects.toMatchObject({ code: '57014' });
      // The connection that was cut serves the next query.
      expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
      // Three queries on a pool of two: two run, the third waits for a connection.
      const held = Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.15)`.execute(db)));
      await vi.waitFor(() => expect(poolUse(db)).toMatchObject({ max: 2, total: 2, waiting: 1 }), { timeout: 10_000, interval: 5 });
      await held;
      expect(poolUse(db)).toMatchObject({ idle: 2, waiting: 0 });
    } finally {
      await db.destroy();
    }
  });

  it.skipIf(skipWithoutPostgres)(
    'keeps serving after a pool connection breaks while idle (PostgreSQL restarted, a failover)',
    { timeout: 30_000 },
    async () => {
      const url = process.env.TEST_DATABASE_URL ?? '';
      const db = createDb({ kind: 'postgres', url, poolSize: 1 });
      const other = createDb({ kind: 'postgres', url, poolSize: 1 });
      try {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
        await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(other);
        // The pool notices the idle client's end (an 'error' event: unheard, it would end the process).
        await vi.waitFor(() => expect(poolUse(db)).toMatchObject({ total: 0 }), { timeout: 10_000, interval: 20 });
        expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
      } finally {
        await Promise.all([db.destroy(), other.destroy()]);
      }
    },
  );

  it.skipIf(skipWithoutPostgres)('drops a test schema only while no migrator reads the catalogue, on a pool of one', { timeout: 30_000 }, async () => {
    const other = await openPostgresSchema('dropped', 1);
    const url = process.env.TEST_DATABASE_URL ?? '';
    const db = createDb({ kind: 'postgres', url, poolSize: 1 });
    const observer = createDb({ kind: 'postgres', url, poolSize: 1 });
    let dropped = false;
    let drop: Promise<unknown> = Promise.resolve();
    try {
      await whileNoSchemaIsDropped(db, async (held) => {
        drop = other.drop().then(() => (dropped = true));
        // The drop waits for the advisory lock (pg_locks: not granted) while the read goes on.
        await vi.waitFor(
          async () => {
            const waiting = await sql<{
              n: string;
            }>`select count(*) as n from pg_locks where locktype = 'advisory' and not granted and ((classid::bigint << 32) | objid::bigint) = ${SCHEMA_DROP_LOCK}`.execute(
              observer,
            );
            expect(Number(waiting.rows[0]!.n)).toBeGreaterThan(0);
          },
          { timeout: 10_000, interval: 20 },
        );
        const schemas = await sql<{ name: string }>`select nspname as name from pg_namespace where nspname = ${other.schema}`.execute(held);
        expect(schemas.rows).toHaveLength(1);
        expect(dropped).toBe(false);
      });
      // Released: the drop goes through.
      await drop;
      const left = await sql<{ name: string }>`select nspname as name from pg_namespace where nspname = ${other.schema}`.execute(observer);
      expect(left.rows).toHaveLength(0);
    } finally {
      await Promise.all([db.destroy(), observer.destroy()]);
    }
  });
});
