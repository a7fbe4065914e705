import { type Kysely, PostgresAdapter } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

/**
 * Which engine `db` talks to. Migrations and sequence upkeep need this, and two reads of the act
 * lists where the engines' plans differ (src-server/acts/act-list.ts, act-list-totals.ts);
 * queries are otherwise written once for both (docs/architecture.md, Data).
 */
export function dialectOf<TDatabase>(db: Kysely<TDatabase>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
