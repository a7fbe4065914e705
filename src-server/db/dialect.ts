import { type Kysely, PostgresAdapter } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

/**
 * Which engine `db` talks to. Only migrations and sequence upkeep need this; queries are
 * written once for both (docs/architecture.md, Data).
 */
export function dialectOf<TDatabase>(db: Kysely<TDatabase>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
