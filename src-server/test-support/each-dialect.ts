import type { Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openPostgresSchema, skipWithoutPostgres } from './postgres-schema.ts';
import { createTestDb } from './test-app.ts';

export interface DialectUnderTest {
  dialect: 'sqlite' | 'postgres';
  /** PostgreSQL without TEST_DATABASE_URL outside CI (postgres-schema.ts). */
  skip: boolean;
  /** An empty, migrated database; `close` removes it. */
  open(name: string): Promise<{ db: Db; close(): Promise<void> }>;
}

/**
 * Both engines the server runs on (docs/architecture.md, Data), for `describe.each`: state that
 * several server processes share must behave the same on each.
 */
export const EACH_DIALECT: readonly DialectUnderTest[] = [
  {
    dialect: 'sqlite',
    skip: false,
    open: async () => {
      const { db, remove } = await createTestDb({ seed: false });
      return { db, close: remove };
    },
  },
  {
    dialect: 'postgres',
    skip: skipWithoutPostgres,
    open: async (name) => {
      const { db, drop } = await openPostgresSchema(name, 4);
      await migrateToLatest(db);
      return { db, close: drop };
    },
  },
];
