/**
 * The reference server as the bench measures it: the real app (`buildApp`, every plugin and hook)
 * over a seeded SQLite file — or PostgreSQL when DATABASE_URL is set (DB_POOL_SIZE) — logging at
 * `warn` like `serve.ts` under the bench, with the per-client limits of the public reads and of
 * act creation raised out of reach. They are still counted (the cost of counting is part of
 * every figure); 100 connections from one address or one person would otherwise measure the 429
 * path. DB_FILE, DATABASE_URL, WEB_ROOT, SEED_SCALE, PORT, TRUST_PROXY (a hop count) from the
 * environment.
 */
import { buildApp } from '../src-server/app.ts';
import { createDb } from '../src-server/db/create-db.ts';
import { migrateToLatest } from '../src-server/db/migrate.ts';
import { DEFAULT_SEED } from '../src-server/seed/generate-world.ts';
import { isEmpty, seed } from '../src-server/seed/seed.ts';

const OUT_OF_REACH = { max: 1_000_000_000, timeWindowMs: 60_000 };

const db = createDb(
  process.env.DATABASE_URL
    ? { kind: 'postgres', url: process.env.DATABASE_URL, poolSize: Number(process.env.DB_POOL_SIZE ?? 10) }
    : { kind: 'sqlite', file: process.env.DB_FILE ?? '.cache/bench/api.sqlite' },
);
await migrateToLatest(db);
if (await isEmpty(db)) await seed(db, { seed: DEFAULT_SEED, scale: Number(process.env.SEED_SCALE ?? 1) });
const app = await buildApp({
  db,
  webRoot: process.env.WEB_ROOT ?? 'no-web-root',
  logger: { level: 'warn' },
  searchRateLimit: OUT_OF_REACH,
  dictionaryRateLimit: OUT_OF_REACH,
  notFoundRateLimit: OUT_OF_REACH,
  actLimits: { actCreation: OUT_OF_REACH, maxOpenDrafts: 1_000_000_000 },
  trustProxy: process.env.TRUST_PROXY ? Number(process.env.TRUST_PROXY) : false,
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => db.destroy())
      .then(() => process.exit(0)),
);
