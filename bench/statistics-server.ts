/**
 * The reference server for the statistics bench: the real app over a seeded SQLite file, with the
 * per-client limit of the public searches lifted (100 connections from one address would
 * otherwise measure the 429 path). DB_FILE, SEED_SCALE, PORT from the environment.
 */
import { buildApp } from '../src-server/app.ts';
import { createDb } from '../src-server/db/create-db.ts';
import { migrateToLatest } from '../src-server/db/migrate.ts';
import { DEFAULT_SEED } from '../src-server/seed/generate-world.ts';
import { isEmpty, seed } from '../src-server/seed/seed.ts';

const db = createDb({ kind: 'sqlite', file: process.env.DB_FILE ?? '.cache/bench/statistics.sqlite' });
await migrateToLatest(db);
if (await isEmpty(db)) await seed(db, { seed: DEFAULT_SEED, scale: Number(process.env.SEED_SCALE ?? 1) });
const app = await buildApp({ db, webRoot: 'no-web-root', logger: false, searchRateLimit: { max: 1_000_000_000, timeWindowMs: 60_000 } });
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => db.destroy()).then(() => process.exit(0)));
