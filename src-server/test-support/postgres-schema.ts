import { sql } from 'kysely';
import { buildApp } from '../app.ts';
import { createClock, type LoginTestApp } from '../auth/login.test-support.ts';
import { createDb } from '../db/create-db.ts';
import type { Db } from '../db/database.ts';
import { migrateToLatest, SCHEMA_DROP_LOCK } from '../db/migrate.ts';
import { createNonceStore } from '../liveness/nonce-store.ts';
import { createLivenessTokenSigner } from '../liveness/token-signer.ts';
import { DEFAULT_SEED } from '../seed/generate-world.ts';
import { seed } from '../seed/seed.ts';
import { testRegistryPhotos } from './test-registry-photos.ts';

/**
 * The PostgreSQL tests (docs/architecture.md: SQLite by default, PostgreSQL with DATABASE_URL) run
 * when TEST_DATABASE_URL names a server (.ci/run starts one). In CI its absence is a failure;
 * elsewhere the tests report themselves skipped.
 */
export const skipWithoutPostgres = !process.env.TEST_DATABASE_URL && !process.env.CI;

function inSchema(base: string, schema: string): string {
  const scoped = new URL(base);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return scoped.toString();
}

export interface PostgresSchema {
  db: Db;
  schema: string;
  /** The connection string of the schema, for another process to open. */
  url: string;
  /** Closes `db` and drops the schema. */
  drop(): Promise<void>;
}

/**
 * A database in a schema of its own: parallel runs and leftovers never meet. `name` tells the
 * schemas apart when one is left behind by a crash.
 */
export async function openPostgresSchema(name: string, poolSize: number): Promise<PostgresSchema> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('CI must provide TEST_DATABASE_URL (a PostgreSQL server): see .ci/run');
  const schema = `enotary_${name}_${process.pid}_${Date.now()}`;
  const admin = createDb({ kind: 'postgres', url: base, poolSize: 1 });
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  const url = inSchema(base, schema);
  const db = createDb({ kind: 'postgres', url, poolSize });
  return {
    db,
    schema,
    url,
    drop: async () => {
      await db.destroy();
      // Never under another run's migrator reading the catalogue (migrate.ts SCHEMA_DROP_LOCK).
      await admin.connection().execute(async (held) => {
        await sql`select pg_advisory_lock(${SCHEMA_DROP_LOCK})`.execute(held);
        try {
          await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(held);
        } finally {
          await sql`select pg_advisory_unlock(${SCHEMA_DROP_LOCK})`.execute(held);
        }
      });
      await admin.destroy();
    },
  };
}

/** Runs `use` with a database in a schema of its own, dropped afterwards. */
export async function inPostgresSchema(name: string, poolSize: number, use: (db: Db, schema: string) => Promise<void>): Promise<void> {
  const opened = await openPostgresSchema(name, poolSize);
  try {
    await use(opened.db, opened.schema);
  } finally {
    await opened.drop();
  }
}

/** As `inPostgresSchema`, migrated and seeded (scale 0.2), with the app on it and a test clock. */
export function withPostgresApp(name: string, poolSize: number, use: (t: LoginTestApp) => Promise<void>): Promise<void> {
  return inPostgresSchema(name, poolSize, async (db) => {
    await migrateToLatest(db);
    await seed(db, { seed: DEFAULT_SEED, scale: 0.2, photos: await testRegistryPhotos() });
    const clock = createClock();
    const nonces = createNonceStore({ db, now: clock.ms });
    const signer = createLivenessTokenSigner({ now: clock.ms });
    const app = await buildApp({ db, webRoot: '/nonexistent', now: clock.now, liveness: { signer } });
    try {
      await use({ app, db, dir: '', close: () => app.close(), clock, nonces, signer });
    } finally {
      await app.close();
    }
  });
}
