import { PostgresAdapter } from 'kysely';
import type { MigrationDb } from './migration-helpers.ts';

/**
 * The civil registry's photo of a person (docs/architecture.md, Trust: identity is pin + document +
 * a live face matched to the registry photo of that pin). One JPEG per pin; a person without a
 * row cannot log in by face (docs/liveness.md). Bytes: `bytea` on PostgreSQL, `blob` on SQLite.
 */
export async function up(db: MigrationDb): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .createTable('registry_photos')
    .addColumn('pin', 'text', (col) => col.primaryKey().references('persons.pin'))
    .addColumn('jpeg', bytes, (col) => col.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('registry_photos').execute();
}
