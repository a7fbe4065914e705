import { type MigrationDb, notNull, withId } from './migration-helpers.ts';

/**
 * The act workflow of spec §4: the act's and party's editable fields, subjects, remarks, the
 * audit history, invoices and the registry-number counters (docs/decisions/0010-act-server-core.md).
 * SQLite adds one column per ALTER statement and cannot add a UNIQUE column, hence one call per
 * column and a unique index for the invitation token.
 */
const ACT_COLUMNS: readonly [string, 'integer' | 'text', unknown][] = [
  ['simplified', 'integer', 0],
  ['notary_choice', 'text', null],
  ['rejected_notary_ids', 'text', '[]'],
  ['extras_json', 'text', '{}'],
  ['reason', 'text', null],
  ['annulled_at', 'text', null],
  ['version', 'integer', 0],
];

const PARTY_COLUMNS: readonly [string, 'integer' | 'text', unknown][] = [
  ['kind', 'text', 'individual'],
  ['inn', 'text', null],
  ['full_name', 'text', null],
  ['phone', 'text', null],
  ['doc_type', 'integer', null],
  ['doc_number', 'text', null],
  ['doc_date', 'text', null],
  ['doc_issuer', 'text', null],
  ['reg_address', 'text', null],
  ['act_address', 'text', null],
  ['representative_pin', 'text', null],
  ['participation_type', 'integer', 1],
  ['is_payer', 'integer', 0],
  ['interpreter', 'text', null],
  ['relationship', 'text', null],
  ['invite_token', 'text', null],
  ['sms_sent', 'integer', 0],
  ['decided_at', 'text', null],
  ['data_json', 'text', '{}'],
];

async function addColumns(db: MigrationDb, table: string, columns: readonly [string, 'integer' | 'text', unknown][]): Promise<void> {
  for (const [name, type, fallback] of columns) {
    await db.schema
      .alterTable(table)
      .addColumn(name, type, (col) => (fallback === null ? col : col.notNull().defaultTo(fallback)))
      .execute();
  }
}

export async function up(db: MigrationDb): Promise<void> {
  await addColumns(db, 'notarial_acts', ACT_COLUMNS);
  await addColumns(db, 'act_parties', PARTY_COLUMNS);
  await db.schema.createIndex('act_parties_invite_token_idx').on('act_parties').column('invite_token').unique().execute();

  await withId(db, db.schema.createTable('act_subjects'))
    .addColumn('act_id', 'integer', (col) => col.notNull().references('notarial_acts.id'))
    .addColumn('kind', 'text', notNull)
    .addColumn('vehicle_id', 'integer', (col) => col.references('vehicles.id'))
    .addColumn('real_estate_id', 'integer', (col) => col.references('real_estate.id'))
    .addColumn('state_number', 'text')
    .addColumn('cadastre_number', 'text')
    .addColumn('description', 'text')
    .addColumn('price_tiyin', 'bigint')
    .addColumn('data_json', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('act_subjects_act_idx').on('act_subjects').column('act_id').execute();
  await db.schema.createIndex('act_subjects_vehicle_idx').on('act_subjects').column('vehicle_id').execute();
  await db.schema.createIndex('act_subjects_real_estate_idx').on('act_subjects').column('real_estate_id').execute();

  await withId(db, db.schema.createTable('act_remarks'))
    .addColumn('act_id', 'integer', (col) => col.notNull().references('notarial_acts.id'))
    .addColumn('author_pin', 'text', notNull)
    .addColumn('text', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('resolved_at', 'text')
    .execute();
  await db.schema.createIndex('act_remarks_act_idx').on('act_remarks').column('act_id').execute();

  await withId(db, db.schema.createTable('act_history'))
    .addColumn('act_id', 'integer', (col) => col.notNull().references('notarial_acts.id'))
    .addColumn('actor_pin', 'text')
    .addColumn('actor_role', 'text', notNull)
    .addColumn('action', 'text', notNull)
    .addColumn('from_step', 'integer', notNull)
    .addColumn('to_step', 'integer', notNull)
    .addColumn('from_state', 'text', notNull)
    .addColumn('to_state', 'text', notNull)
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('act_history_act_idx').on('act_history').columns(['act_id', 'id']).execute();

  await withId(db, db.schema.createTable('act_invoices'))
    .addColumn('act_id', 'integer', (col) => col.notNull().references('notarial_acts.id'))
    .addColumn('number', 'text', (col) => col.notNull().unique())
    .addColumn('payer_party_id', 'integer', (col) => col.references('act_parties.id'))
    .addColumn('payer_name', 'text', notNull)
    .addColumn('purpose', 'text', notNull)
    .addColumn('amount_tiyin', 'bigint', notNull)
    .addColumn('discount_percent', 'integer')
    .addColumn('state', 'text', notNull)
    .addColumn('payment_id', 'integer', (col) => col.references('payments.id'))
    .addColumn('created_at', 'text', notNull)
    .addColumn('paid_at', 'text')
    .execute();
  await db.schema.createIndex('act_invoices_act_idx').on('act_invoices').column('act_id').execute();

  await db.schema
    .createTable('act_registry_counters')
    .addColumn('office_id', 'integer', (col) => col.notNull().references('notary_offices.id'))
    .addColumn('year', 'integer', notNull)
    .addColumn('last_number', 'integer', notNull)
    .addPrimaryKeyConstraint('act_registry_counters_pk', ['office_id', 'year'])
    .execute();

  // The my-acts list, the notary queue and the registry at 10 000 acts (bench/acts.ts).
  await db.schema.createIndex('act_parties_pin_act_idx').on('act_parties').columns(['pin', 'act_id']).execute();
  await db.schema.createIndex('notarial_acts_applicant_id_idx').on('notarial_acts').columns(['applicant_pin', 'id']).execute();
  await db.schema.createIndex('notarial_acts_notary_step_idx').on('notarial_acts').columns(['notary_id', 'step', 'id']).execute();
  await db.schema.createIndex('notarial_acts_state_regdate_idx').on('notarial_acts').columns(['state', 'regdate']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const index of [
    'notarial_acts_state_regdate_idx',
    'notarial_acts_notary_step_idx',
    'notarial_acts_applicant_id_idx',
    'act_parties_pin_act_idx',
    'act_parties_invite_token_idx',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  for (const table of ['act_registry_counters', 'act_invoices', 'act_history', 'act_remarks', 'act_subjects']) {
    await db.schema.dropTable(table).execute();
  }
  for (const [name] of PARTY_COLUMNS) await db.schema.alterTable('act_parties').dropColumn(name).execute();
  for (const [name] of ACT_COLUMNS) await db.schema.alterTable('notarial_acts').dropColumn(name).execute();
}
