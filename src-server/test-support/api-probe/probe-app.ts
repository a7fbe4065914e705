import { sql } from 'kysely';
import { createLoginTestApp, createLoginTestAppOn, type LoginTestApp } from '../../auth/login.test-support.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { DEFAULT_SEED } from '../../seed/generate-world.ts';
import { seed } from '../../seed/seed.ts';
import { declaredApiRoutes, type DeclaredRoute } from '../../sessions/route-access.ts';
import { openPostgresSchema } from '../postgres-schema.ts';
import { testRegistryPhotos } from '../test-registry-photos.ts';
import { loadRouteFixtures, type RouteFixtures } from './route-fixtures.ts';

/** Limits far above what a probe run sends: the probes are about answers, not about being throttled. */
const UNTHROTTLED = { max: 1_000_000, timeWindowMs: 60_000 };
const OPTIONS = { loginRateLimit: UNTHROTTLED, searchRateLimit: UNTHROTTLED, equeueBookingRateLimit: UNTHROTTLED, notFoundRateLimit: UNTHROTTLED };
const SCALE = 0.2;

export interface ProbeApp {
  t: LoginTestApp;
  routes: DeclaredRoute[];
  fixtures: RouteFixtures;
}

async function postgresApp(): Promise<LoginTestApp> {
  const schema = await openPostgresSchema('probe', 4);
  await migrateToLatest(schema.db);
  await seed(schema.db, { seed: DEFAULT_SEED, scale: SCALE, photos: await testRegistryPhotos() });
  return createLoginTestAppOn(schema.db, schema.drop, OPTIONS);
}

/**
 * On SQLite without flushing commits to disk: the probes judge answers, not durability, and a
 * busy disk would otherwise set the pace of the run (every login, failure and token rotation
 * commits). The app's single connection keeps the setting.
 */
async function sqliteApp(): Promise<LoginTestApp> {
  const t = await createLoginTestApp({ scale: SCALE, web: false, ...OPTIONS });
  await sql`pragma synchronous = off`.execute(t.db);
  return t;
}

/**
 * A seeded app (small world) with every per-user and per-client limit opened wide, its declared
 * `/api` routes and the fixtures for their parameters. Rate limits keep their own tests. On
 * SQLite, or on PostgreSQL (TEST_DATABASE_URL), whose types are stricter (a 32-bit integer
 * column refuses a larger number where SQLite stores it).
 */
export async function createProbeApp(dialect: 'sqlite' | 'postgres' = 'sqlite'): Promise<ProbeApp> {
  const t = dialect === 'postgres' ? await postgresApp() : await sqliteApp();
  await t.app.ready();
  return { t, routes: declaredApiRoutes(t.app), fixtures: await loadRouteFixtures(t.db) };
}
