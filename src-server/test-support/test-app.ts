import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
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
 * A fresh SQLite file in a temp dir, migrated and seeded, and an app over it (docs/architecture.md,
 * Testing: no database mocks). Call `close()` in afterAll. Routes may still be added to `app`
 * before the first inject.
 */
export async function createTestDb(options: Pick<TestAppOptions, 'seed' | 'scale'> = {}): Promise<{ db: Db; dir: string; remove(): Promise<void> }> {
  const temp = makeTempDir();
  const db = createDb({ kind: 'sqlite', file: join(temp.path, 'test.sqlite') });
  await migrateToLatest(db);
  if (options.seed !== false) await seed(db, { seed: options.seed ?? DEFAULT_SEED, scale: options.scale ?? 1, photos: await testRegistryPhotos() });
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
