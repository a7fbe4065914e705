import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../app.ts';
import type { AppOptions } from '../context/app-options.ts';
import { createDb } from '../db/create-db.ts';
import type { Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { DEFAULT_SEED } from '../seed/generate-world.ts';
import { seed } from '../seed/seed.ts';
import { makeTempDir, writeFixtureWebRoot } from './temp-dir.ts';
import { testRegistryPhotos } from './test-registry-photos.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  dir: string;
  close(): Promise<void>;
}

export interface TestAppOptions extends Partial<Omit<AppOptions, 'db'>> {
  /** Seed to write, or false for an empty (migrated) database. Default: the default seed. */
  seed?: number | false;
  scale?: number;
  /** Serve a fixture web build (default true). */
  web?: boolean;
}

/**
 * Each kind of database is migrated and seeded once per test worker and copied for every test
 * that asks for one: a copy takes milliseconds, a migration and seed about 0.3 s (more at a
 * larger scale), and the same seed writes the same rows (seed.ts), so a copy is the database the
 * test would have made. Closing the template's only connection checkpoints its WAL into the file.
 */
const templates = new Map<string, Promise<string>>();

function seededTemplate(seedValue: number | false, scale: number): Promise<string> {
  const key = `${seedValue}:${scale}`;
  let template = templates.get(key);
  if (!template) {
    template = (async () => {
      const temp = makeTempDir('enotary-template-');
      process.once('exit', () => temp.remove());
      const file = join(temp.path, 'template.sqlite');
      const db = createDb({ kind: 'sqlite', file });
      try {
        await migrateToLatest(db);
        if (seedValue !== false) await seed(db, { seed: seedValue, scale, photos: await testRegistryPhotos() });
      } finally {
        await db.destroy();
      }
      return file;
    })();
    templates.set(key, template);
  }
  return template;
}

/**
 * A fresh SQLite file in a temp dir, migrated and seeded, and an app over it (docs/architecture.md,
 * Testing: no database mocks). Call `close()` in afterAll. Routes may still be added to `app`
 * before the first inject.
 */
export async function createTestDb(options: Pick<TestAppOptions, 'seed' | 'scale'> = {}): Promise<{ db: Db; dir: string; remove(): Promise<void> }> {
  const temp = makeTempDir();
  const file = join(temp.path, 'test.sqlite');
  copyFileSync(await seededTemplate(options.seed ?? DEFAULT_SEED, options.scale ?? 1), file);
  const db = createDb({ kind: 'sqlite', file });
  // Kysely's SQLite driver takes its connection at the first query, and `destroy()` closes only a
  // connection it took: a query now, as the migration made before there were templates, so a
  // test that destroys the database before using it finds it closed.
  await sql`select 1`.execute(db);
  return {
    db,
    dir: temp.path,
    remove: async () => {
      await db.destroy();
      temp.remove();
    },
  };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { db, dir, remove } = await createTestDb(options);
  const webRoot = options.web === false ? join(dir, 'no-web') : writeFixtureWebRoot(dir);
  // Recordings go to the test's own directory, never the repository's data/.
  const video = { ...options.video, config: { recordingsDir: join(dir, 'recordings'), ...options.video?.config } };
  const app = await buildApp({ ...options, db, webRoot, logger: options.logger ?? false, video });
  return {
    app,
    db,
    dir,
    close: async () => {
      await app.close();
      await remove();
    },
  };
}
