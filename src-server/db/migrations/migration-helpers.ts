import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

/**
 * Helpers shared by the numbered migrations. Frozen like the migrations themselves: a change here
 * would silently change what an old migration creates, so add a new helper instead.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not type-check against today's Database: they are snapshots of the past (Kysely migration docs)
export type MigrationDb = Kysely<any>;

function isPostgres(db: MigrationDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * An auto-numbered `id` primary key: `serial` on PostgreSQL, `integer primary key
 * autoincrement` (a rowid alias that never reuses numbers) on SQLite.
 */
export function withId<TB extends string, C extends string>(db: MigrationDb, table: CreateTableBuilder<TB, C>): CreateTableBuilder<TB, C | 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** `<prefix>_oz`, `<prefix>_uz`, `<prefix>_ru`: a text in the three locales, all required. */
export function withLocalized<TB extends string, C extends string, P extends string>(
  table: CreateTableBuilder<TB, C>,
  prefix: P,
): CreateTableBuilder<TB, C | `${P}_oz` | `${P}_uz` | `${P}_ru`> {
  return table
    .addColumn(`${prefix}_oz`, 'text', (col) => col.notNull())
    .addColumn(`${prefix}_uz`, 'text', (col) => col.notNull())
    .addColumn(`${prefix}_ru`, 'text', (col) => col.notNull());
}

export const notNull = (col: ColumnDefinitionBuilder): ColumnDefinitionBuilder => col.notNull();
