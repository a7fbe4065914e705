/**
 * The reference server for the speed test bench: the real app over an empty migrated SQLite
 * file, with the per-client limit of the speed test lifted (the bench makes many transfers from
 * one address). DB_FILE, PORT from the environment.
 */
import { buildApp } from '../src-server/app.ts';
import { createDb } from '../src-server/db/create-db.ts';
import { migrateToLatest } from '../src-server/db/migrate.ts';

const db = createDb({ kind: 'sqlite', file: process.env.DB_FILE ?? '.cache/bench/speed-test.sqlite' });
await migrateToLatest(db);
const app = await buildApp({ db, webRoot: 'no-web-root', logger: false, speedTestRateLimit: { max: 1_000_000_000, timeWindowMs: 60_000 } });
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => db.destroy())
      .then(() => process.exit(0)),
);
