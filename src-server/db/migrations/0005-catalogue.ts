import { type MigrationDb, notNull, withId, withLocalized } from './migration-helpers.ts';

/** The service catalogue: act groups and services with fee rates and descriptions. */
export async function up(db: MigrationDb): Promise<void> {
  await withLocalized(withId(db, db.schema.createTable('catalogue_groups')), 'name')
    .addColumn('sort_order', 'integer', notNull)
    .execute();

  await withLocalized(
    withId(db, db.schema.createTable('catalogue_services'))
      .addColumn('group_id', 'integer', (col) => col.notNull().references('catalogue_groups.id'))
      .addColumn('act_type_id', 'integer'),
    'name',
  )
    .addColumn('fee_bcv_percent', 'integer', notNull)
    .addColumn('fee_value_permille', 'integer')
    .addColumn('duration_days', 'integer', notNull)
    .addColumn('description_law', 'text', notNull)
    .addColumn('description_simple', 'text', notNull)
    .addColumn('required_documents', 'text', notNull)
    .addColumn('participants', 'text', notNull)
    .addColumn('duration', 'text', notNull)
    .addColumn('result', 'text', notNull)
    .addColumn('conditions', 'text', notNull)
    .addColumn('related_ids', 'text', notNull)
    .addColumn('sort_order', 'integer', notNull)
    .addColumn('search_text', 'text', notNull)
    .execute();
  await db.schema.createIndex('catalogue_services_group_idx').on('catalogue_services').column('group_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('catalogue_services').execute();
  await db.schema.dropTable('catalogue_groups').execute();
}
