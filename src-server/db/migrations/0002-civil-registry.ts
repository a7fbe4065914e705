import { type MigrationDb, notNull, withId } from './migration-helpers.ts';

/** The civil registry: persons with their passport, family links, legal entities. */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('persons')
    .addColumn('pin', 'text', (col) => col.primaryKey())
    .addColumn('surname', 'text', notNull)
    .addColumn('first_name', 'text', notNull)
    .addColumn('patronymic', 'text', notNull)
    .addColumn('gender', 'text', notNull)
    .addColumn('birth_date', 'text', notNull)
    .addColumn('death_date', 'text')
    .addColumn('birth_place', 'text', notNull)
    .addColumn('birth_country_id', 'integer', (col) => col.notNull().references('countries.id'))
    .addColumn('citizenship_country_id', 'integer', (col) => col.notNull().references('countries.id'))
    .addColumn('nationality', 'text', notNull)
    .addColumn('document_type_id', 'integer', (col) => col.notNull().references('document_types.id'))
    .addColumn('passport_series', 'text', notNull)
    .addColumn('passport_number', 'text', notNull)
    .addColumn('passport_issue_date', 'text', notNull)
    .addColumn('passport_expiry_date', 'text', notNull)
    .addColumn('passport_issued_by', 'text', notNull)
    .addColumn('inn', 'text')
    .addColumn('region_id', 'integer', (col) => col.notNull().references('regions.id'))
    .addColumn('district_id', 'integer', (col) => col.notNull().references('districts.id'))
    .addColumn('registered_address', 'text', notNull)
    .addColumn('actual_address', 'text', notNull)
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('birth_certificate_number', 'text')
    .execute();
  await db.schema.createIndex('persons_passport_idx').on('persons').columns(['passport_series', 'passport_number']).unique().execute();

  await withId(db, db.schema.createTable('family_links'))
    .addColumn('pin', 'text', (col) => col.notNull().references('persons.pin'))
    .addColumn('relative_pin', 'text', (col) => col.notNull().references('persons.pin'))
    .addColumn('relation', 'text', notNull)
    .addColumn('since', 'text')
    .addUniqueConstraint('family_links_pair_unique', ['pin', 'relative_pin'])
    .execute();

  await db.schema
    .createTable('legal_entities')
    .addColumn('inn', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', notNull)
    .addColumn('director_pin', 'text', (col) => col.notNull().references('persons.pin'))
    .addColumn('region_id', 'integer', (col) => col.notNull().references('regions.id'))
    .addColumn('district_id', 'integer', (col) => col.notNull().references('districts.id'))
    .addColumn('address', 'text', notNull)
    .addColumn('registered_at', 'text', notNull)
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['legal_entities', 'family_links', 'persons']) {
    await db.schema.dropTable(table).execute();
  }
}
