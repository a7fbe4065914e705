import { type MigrationDb, notNull, withLocalized } from './migration-helpers.ts';

/** Dictionaries the portal and the kiosk cache (regions, districts, countries, document types). */
export async function up(db: MigrationDb): Promise<void> {
  await withLocalized(
    db.schema
      .createTable('regions')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('soato', 'text', notNull),
    'name',
  )
    .addColumn('center_lat', 'double precision', notNull)
    .addColumn('center_lng', 'double precision', notNull)
    .addColumn('vehicle_code', 'text', notNull)
    .addColumn('sort_order', 'integer', notNull)
    .execute();

  await withLocalized(
    db.schema
      .createTable('districts')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('region_id', 'integer', (col) => col.notNull().references('regions.id'))
      .addColumn('soato', 'text', notNull),
    'name',
  ).execute();
  await db.schema.createIndex('districts_region_idx').on('districts').column('region_id').execute();

  await withLocalized(
    db.schema
      .createTable('countries')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('alpha2', 'text', (col) => col.notNull().unique()),
    'name',
  ).execute();

  await withLocalized(
    db.schema.createTable('document_types').addColumn('id', 'integer', (col) => col.primaryKey()),
    'name',
  ).execute();

  await db.schema
    .createTable('dictionary_versions')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('version', 'integer', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', notNull)
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['settings', 'dictionary_versions', 'document_types', 'countries', 'districts', 'regions']) {
    await db.schema.dropTable(table).execute();
  }
}
