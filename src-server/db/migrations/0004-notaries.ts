import { type MigrationDb, notNull, withId, withLocalized } from './migration-helpers.ts';

/** The notary registry: offices, notaries with licence and timetable, public reviews. */
export async function up(db: MigrationDb): Promise<void> {
  const offices = withLocalized(
    withLocalized(withId(db, db.schema.createTable('notary_offices')).addColumn('kind', 'text', notNull), 'name')
      .addColumn('region_id', 'integer', (col) => col.notNull().references('regions.id'))
      .addColumn('district_id', 'integer', (col) => col.notNull().references('districts.id')),
    'address',
  );
  await offices.addColumn('phone', 'text', notNull).addColumn('lat', 'double precision', notNull).addColumn('lng', 'double precision', notNull).execute();
  await db.schema.createIndex('notary_offices_region_idx').on('notary_offices').columns(['region_id', 'district_id']).execute();

  await withLocalized(
    withId(db, db.schema.createTable('notaries'))
      .addColumn('pin', 'text', (col) => col.notNull().unique().references('persons.pin'))
      .addColumn('office_id', 'integer', (col) => col.notNull().references('notary_offices.id')),
    'name',
  )
    .addColumn('licence_number', 'text', (col) => col.notNull().unique())
    .addColumn('licence_date', 'text', notNull)
    .addColumn('licence_status', 'text', notNull)
    .addColumn('leave_status', 'text', notNull)
    .addColumn('present', 'integer', notNull)
    .addColumn('active', 'integer', notNull)
    .addColumn('phone', 'text', notNull)
    .addColumn('lat', 'double precision', notNull)
    .addColumn('lng', 'double precision', notNull)
    .addColumn('timetable', 'text', notNull)
    .addColumn('rating', 'double precision', notNull)
    .addColumn('review_count', 'integer', notNull)
    .addColumn('search_text', 'text', notNull)
    .execute();
  await db.schema.createIndex('notaries_office_idx').on('notaries').column('office_id').execute();
  await db.schema.createIndex('notaries_rating_idx').on('notaries').columns(['rating', 'id']).execute();

  await withId(db, db.schema.createTable('notary_reviews'))
    .addColumn('notary_id', 'integer', (col) => col.notNull().references('notaries.id'))
    .addColumn('author_pin', 'text', (col) => col.notNull().references('persons.pin'))
    .addColumn('rating', 'integer', notNull)
    .addColumn('text', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('notary_reviews_notary_idx').on('notary_reviews').columns(['notary_id', 'created_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['notary_reviews', 'notaries', 'notary_offices']) {
    await db.schema.dropTable(table).execute();
  }
}
