import { sql } from 'kysely';
import { type MigrationDb, notNull, withId } from './migration-helpers.ts';

/**
 * The electronic queue (spec §3 Equeue). Two partial unique indexes over ACTIVE bookings make
 * the rules hold even when two requests race past the repository's own check: one active
 * booking per notary, day and time (no double booking), and one per citizen, notary and day.
 * A cancelled booking leaves both, so its slot is free again. SQLite and PostgreSQL both have
 * partial indexes; Kysely writes the `state = 'active'` predicate as a literal.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('equeue_bookings'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('notary_id', 'integer', (col) => col.notNull().references('notaries.id'))
    .addColumn('office_id', 'integer', (col) => col.notNull().references('notary_offices.id'))
    .addColumn('visit_date', 'text', notNull)
    .addColumn('visit_time', 'text', notNull)
    .addColumn('type_id', 'integer', notNull)
    .addColumn('notary_action', 'integer')
    .addColumn('state', 'text', notNull)
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('description', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('equeue_active_slot_uq')
    .unique()
    .on('equeue_bookings')
    .columns(['notary_id', 'visit_date', 'visit_time'])
    .where(sql.ref('state'), '=', 'active')
    .execute();
  await db.schema
    .createIndex('equeue_active_user_day_uq')
    .unique()
    .on('equeue_bookings')
    .columns(['user_id', 'notary_id', 'visit_date'])
    .where(sql.ref('state'), '=', 'active')
    .execute();
  await db.schema.createIndex('equeue_user_idx').on('equeue_bookings').columns(['user_id', 'visit_date']).execute();
  await db.schema.createIndex('equeue_notary_day_idx').on('equeue_bookings').columns(['notary_id', 'visit_date']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('equeue_bookings').execute();
}
