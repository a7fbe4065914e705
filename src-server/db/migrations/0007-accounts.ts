import { type MigrationDb, notNull, withId } from './migration-helpers.ts';

/** Portal accounts and roles; what the SMS gateway and payment system adapters record. */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('users'))
    .addColumn('pin', 'text', (col) => col.notNull().unique().references('persons.pin'))
    .addColumn('login', 'text', (col) => col.notNull().unique())
    .addColumn('terms_accepted', 'integer', notNull)
    .addColumn('notary_id', 'integer', (col) => col.references('notaries.id'))
    .addColumn('active', 'integer', notNull)
    .addColumn('deleted', 'integer', notNull)
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('comment', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('role', 'text', notNull)
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
    .execute();

  await withId(db, db.schema.createTable('sms_outbox'))
    .addColumn('phone', 'text', notNull)
    .addColumn('text', 'text', notNull)
    .addColumn('purpose', 'text')
    .addColumn('act_id', 'integer', (col) => col.references('notarial_acts.id'))
    .addColumn('status', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('sms_outbox_phone_idx').on('sms_outbox').column('phone').execute();

  await withId(db, db.schema.createTable('payments'))
    .addColumn('act_id', 'integer', (col) => col.references('notarial_acts.id'))
    .addColumn('payer_pin', 'text', (col) => col.references('persons.pin'))
    .addColumn('payer_name', 'text', notNull)
    .addColumn('amount_tiyin', 'bigint', notNull)
    .addColumn('state', 'text', notNull)
    .addColumn('invoice_number', 'text', (col) => col.notNull().unique())
    .addColumn('system', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('paid_at', 'text')
    .execute();
  await db.schema.createIndex('payments_act_idx').on('payments').column('act_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['payments', 'sms_outbox', 'user_roles', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
