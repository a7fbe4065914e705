import { type MigrationDb, notNull, withId } from './migration-helpers.ts';

/** State registries of property: vehicles, real estate, enforcement debts, property bans. */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('vehicles'))
    .addColumn('state_number', 'text', (col) => col.notNull().unique())
    .addColumn('tech_passport_series', 'text', notNull)
    .addColumn('tech_passport_number', 'text', notNull)
    .addColumn('tech_passport_issued_by', 'text', notNull)
    .addColumn('tech_passport_date', 'text', notNull)
    .addColumn('make', 'text', notNull)
    .addColumn('model', 'text', notNull)
    .addColumn('year', 'integer', notNull)
    .addColumn('colour', 'text', notNull)
    .addColumn('engine_number', 'text', notNull)
    .addColumn('body_number', 'text', notNull)
    .addColumn('chassis_number', 'text')
    .addColumn('horsepower', 'integer', notNull)
    .addColumn('origin_country_id', 'integer', (col) => col.notNull().references('countries.id'))
    .addColumn('owner_pin', 'text', (col) => col.references('persons.pin'))
    .addColumn('owner_inn', 'text', (col) => col.references('legal_entities.inn'))
    .addColumn('region_id', 'integer', (col) => col.notNull().references('regions.id'))
    .addColumn('valuation_tiyin', 'bigint', notNull)
    .addUniqueConstraint('vehicles_tech_passport_unique', ['tech_passport_series', 'tech_passport_number'])
    .execute();
  await db.schema.createIndex('vehicles_owner_idx').on('vehicles').column('owner_pin').execute();

  await db.schema
    .createTable('vehicle_owners')
    .addColumn('vehicle_id', 'integer', (col) => col.notNull().references('vehicles.id'))
    .addColumn('pin', 'text', (col) => col.notNull().references('persons.pin'))
    .addColumn('share_numerator', 'integer', notNull)
    .addColumn('share_denominator', 'integer', notNull)
    .addPrimaryKeyConstraint('vehicle_owners_pk', ['vehicle_id', 'pin'])
    .execute();
  await db.schema.createIndex('vehicle_owners_pin_idx').on('vehicle_owners').column('pin').execute();

  await withId(db, db.schema.createTable('vehicle_restrictions'))
    .addColumn('vehicle_id', 'integer', (col) => col.notNull().references('vehicles.id'))
    .addColumn('kind', 'text', notNull)
    .addColumn('state', 'text', notNull)
    .addColumn('amount_tiyin', 'bigint')
    .addColumn('reason', 'text', notNull)
    .addColumn('issued_by', 'text', notNull)
    .addColumn('document_number', 'text', notNull)
    .addColumn('document_date', 'text', notNull)
    .addColumn('start_date', 'text', notNull)
    .addColumn('end_date', 'text')
    .execute();
  await db.schema.createIndex('vehicle_restrictions_vehicle_idx').on('vehicle_restrictions').column('vehicle_id').execute();

  await withId(db, db.schema.createTable('real_estate'))
    .addColumn('cadastre_number', 'text', (col) => col.notNull().unique())
    .addColumn('kind', 'text', notNull)
    .addColumn('object_name', 'text', notNull)
    .addColumn('region_id', 'integer', (col) => col.notNull().references('regions.id'))
    .addColumn('district_id', 'integer', (col) => col.notNull().references('districts.id'))
    .addColumn('street', 'text', notNull)
    .addColumn('house', 'text', notNull)
    .addColumn('flat', 'text')
    .addColumn('block', 'text')
    .addColumn('address', 'text', notNull)
    .addColumn('total_area', 'double precision', notNull)
    .addColumn('living_area', 'double precision')
    .addColumn('rooms', 'integer')
    .addColumn('other_rooms', 'integer')
    .addColumn('price_tiyin', 'bigint', notNull)
    .addColumn('inventory_price_tiyin', 'bigint', notNull)
    .execute();

  await db.schema
    .createTable('real_estate_owners')
    .addColumn('real_estate_id', 'integer', (col) => col.notNull().references('real_estate.id'))
    .addColumn('pin', 'text', (col) => col.notNull().references('persons.pin'))
    .addColumn('share_numerator', 'integer', notNull)
    .addColumn('share_denominator', 'integer', notNull)
    .addColumn('basis', 'text', notNull)
    .addColumn('registry_number', 'text', notNull)
    .addColumn('registry_date', 'text', notNull)
    .addPrimaryKeyConstraint('real_estate_owners_pk', ['real_estate_id', 'pin'])
    .execute();
  await db.schema.createIndex('real_estate_owners_pin_idx').on('real_estate_owners').column('pin').execute();

  await withId(db, db.schema.createTable('enforcement_debts'))
    .addColumn('pin', 'text', (col) => col.notNull().references('persons.pin'))
    .addColumn('case_number', 'text', (col) => col.notNull().unique())
    .addColumn('creditor', 'text', notNull)
    .addColumn('amount_tiyin', 'bigint', notNull)
    .addColumn('paid_tiyin', 'bigint', notNull)
    .addColumn('state', 'text', notNull)
    .addColumn('opened_at', 'text', notNull)
    .addColumn('bureau', 'text', notNull)
    .execute();
  await db.schema.createIndex('enforcement_debts_pin_idx').on('enforcement_debts').column('pin').execute();

  await withId(db, db.schema.createTable('bans'))
    .addColumn('object_kind', 'text', notNull)
    .addColumn('real_estate_id', 'integer', (col) => col.references('real_estate.id'))
    .addColumn('vehicle_id', 'integer', (col) => col.references('vehicles.id'))
    .addColumn('object_ref', 'text', notNull)
    .addColumn('owner_pin', 'text', (col) => col.references('persons.pin'))
    .addColumn('state', 'text', notNull)
    .addColumn('ban_type', 'text', notNull)
    .addColumn('start_date', 'text', notNull)
    .addColumn('document_date', 'text', notNull)
    .addColumn('document_number', 'text', notNull)
    .addColumn('official_name', 'text', notNull)
    .addColumn('organisation', 'text', notNull)
    .addColumn('lifted_at', 'text')
    .execute();
  await db.schema.createIndex('bans_object_ref_idx').on('bans').column('object_ref').execute();
  await db.schema.createIndex('bans_owner_idx').on('bans').column('owner_pin').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['bans', 'enforcement_debts', 'real_estate_owners', 'real_estate', 'vehicle_restrictions', 'vehicle_owners', 'vehicles']) {
    await db.schema.dropTable(table).execute();
  }
}
