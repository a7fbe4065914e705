import { type MigrationDb, notNull, withId } from './migration-helpers.ts';

/** Registered notarial acts, their parties, powers of attorney, inheritance cases. */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('notarial_acts'))
    .addColumn('uuid', 'text', (col) => col.notNull().unique())
    .addColumn('act_type_id', 'integer', notNull)
    .addColumn('catalogue_service_id', 'integer', (col) => col.references('catalogue_services.id'))
    .addColumn('regnum', 'text', (col) => col.unique())
    .addColumn('regdate', 'text')
    .addColumn('office_id', 'integer', (col) => col.references('notary_offices.id'))
    .addColumn('notary_id', 'integer', (col) => col.references('notaries.id'))
    .addColumn('state', 'text', notNull)
    .addColumn('step', 'integer', notNull)
    .addColumn('regsystem_id', 'integer', notNull)
    .addColumn('regtype_id', 'integer', notNull)
    .addColumn('applicant_pin', 'text', (col) => col.notNull().references('persons.pin'))
    .addColumn('applicant_inn', 'text', (col) => col.references('legal_entities.inn'))
    .addColumn('language', 'text', notNull)
    .addColumn('visit_date', 'text')
    .addColumn('visit_time', 'text')
    .addColumn('client_phone', 'text')
    .addColumn('free_of_charge', 'integer', notNull)
    .addColumn('free_reason', 'text')
    .addColumn('remark', 'text')
    .addColumn('sum_tiyin', 'bigint')
    .addColumn('valid_until', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('cancel_reason', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('notarial_acts_applicant_idx').on('notarial_acts').column('applicant_pin').execute();
  await db.schema.createIndex('notarial_acts_notary_idx').on('notarial_acts').columns(['notary_id', 'state']).execute();
  await db.schema.createIndex('notarial_acts_service_idx').on('notarial_acts').columns(['catalogue_service_id', 'state']).execute();

  await withId(db, db.schema.createTable('act_parties'))
    .addColumn('act_id', 'integer', (col) => col.notNull().references('notarial_acts.id'))
    .addColumn('pin', 'text', (col) => col.notNull().references('persons.pin'))
    .addColumn('role', 'text', notNull)
    .addColumn('status', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('act_parties_act_idx').on('act_parties').column('act_id').execute();
  await db.schema.createIndex('act_parties_pin_idx').on('act_parties').column('pin').execute();

  await withId(db, db.schema.createTable('proxies'))
    .addColumn('act_id', 'integer', (col) => col.references('notarial_acts.id'))
    .addColumn('registry_number', 'text', (col) => col.notNull().unique())
    .addColumn('registry_date', 'text', notNull)
    .addColumn('act_type_id', 'integer', notNull)
    .addColumn('principal_pin', 'text', (col) => col.notNull().references('persons.pin'))
    .addColumn('attorney_pin', 'text', (col) => col.notNull().references('persons.pin'))
    .addColumn('notary_id', 'integer', (col) => col.notNull().references('notaries.id'))
    .addColumn('valid_from', 'text', notNull)
    .addColumn('valid_until', 'text', notNull)
    .addColumn('state', 'text', notNull)
    .addColumn('subject', 'text', notNull)
    .addColumn('delegation', 'integer', notNull)
    .execute();

  await withId(db, db.schema.createTable('inheritance_cases'))
    .addColumn('case_number', 'text', (col) => col.notNull().unique())
    .addColumn('opened_at', 'text', notNull)
    .addColumn('deceased_pin', 'text')
    .addColumn('deceased_name', 'text', notNull)
    .addColumn('death_date', 'text', notNull)
    .addColumn('notary_id', 'integer', (col) => col.notNull().references('notaries.id'))
    .addColumn('state', 'text', notNull)
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['inheritance_cases', 'proxies', 'act_parties', 'notarial_acts']) {
    await db.schema.dropTable(table).execute();
  }
}
