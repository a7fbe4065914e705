import { type MigrationDb, notNull, withId } from './migration-helpers.ts';

/**
 * Every way to pay of spec §4 step 7 (docs/decisions/0054-ways-to-pay.md):
 * - an office's bank account, printed on its invoices for a transfer;
 * - Click beside Payme: its document id, by which a payment is reversed;
 * - payments taken at the office or found in a bank statement (`payment_records`: who recorded
 *   them, when, with which receipt), and refunds the office makes by hand (`made_by_pin`,
 *   `reference`);
 * - the bank statements a notary imported and each entry's outcome, so a second import of the
 *   same file records nothing twice and its mismatches stay listed;
 * - the Click stand-in's ledger beside the Payme stand-in's.
 */
export async function up(db: MigrationDb): Promise<void> {
  // SQLite alters one column per statement.
  for (const column of ['bank_name', 'bank_mfo', 'bank_account', 'tax_id']) await db.schema.alterTable('notary_offices').addColumn(column, 'text').execute();

  await db.schema.alterTable('payment_transactions').addColumn('provider_payment_id', 'text').execute();

  await withId(db, db.schema.createTable('payment_records'))
    .addColumn('transaction_id', 'integer', (col) => col.notNull().unique().references('payment_transactions.id'))
    .addColumn('method', 'text', notNull)
    .addColumn('receipt_number', 'text', notNull)
    .addColumn('recorded_by_pin', 'text', notNull)
    .addColumn('recorded_at', 'text', notNull)
    .addColumn('statement_entry_id', 'integer')
    .execute();

  await db.schema.alterTable('payment_refunds').addColumn('made_by_pin', 'text').execute();
  await db.schema.alterTable('payment_refunds').addColumn('reference', 'text').execute();

  await withId(db, db.schema.createTable('bank_statements'))
    .addColumn('notary_id', 'integer', (col) => col.notNull().references('notaries.id'))
    .addColumn('file_name', 'text', notNull)
    .addColumn('file_sha256', 'text', notNull)
    .addColumn('message_id', 'text', notNull)
    .addColumn('account', 'text', notNull)
    .addColumn('imported_by_pin', 'text', notNull)
    .addColumn('imported_at', 'text', notNull)
    .addColumn('entry_count', 'integer', notNull)
    .addColumn('recorded_count', 'integer', notNull)
    .addColumn('mismatch_count', 'integer', notNull)
    .execute();
  await db.schema.createIndex('bank_statements_notary_idx').on('bank_statements').columns(['notary_id', 'id']).execute();

  await withId(db, db.schema.createTable('bank_statement_entries'))
    .addColumn('statement_id', 'integer', (col) => col.notNull().references('bank_statements.id'))
    .addColumn('notary_id', 'integer', (col) => col.notNull().references('notaries.id'))
    .addColumn('entry_key', 'text', notNull)
    .addColumn('booked_on', 'text', notNull)
    .addColumn('direction', 'text', notNull)
    .addColumn('currency', 'text', notNull)
    .addColumn('amount_tiyin', 'bigint', notNull)
    .addColumn('remittance', 'text', notNull)
    .addColumn('counterparty', 'text', notNull)
    .addColumn('outcome', 'text', notNull)
    .addColumn('invoice_id', 'integer', (col) => col.references('act_invoices.id'))
    .addColumn('transaction_id', 'integer', (col) => col.references('payment_transactions.id'))
    .addColumn('resolved_at', 'text')
    .addUniqueConstraint('bank_statement_entries_notary_key_unique', ['notary_id', 'entry_key'])
    .execute();

  await db.schema
    .alterTable('pay_sandbox_transactions')
    .addColumn('provider', 'text', (col) => col.notNull().defaultTo('payme'))
    .execute();
  await db.schema.alterTable('pay_sandbox_transactions').addColumn('paydoc_id', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('pay_sandbox_transactions').dropColumn('paydoc_id').execute();
  await db.schema.alterTable('pay_sandbox_transactions').dropColumn('provider').execute();
  await db.schema.dropTable('bank_statement_entries').execute();
  await db.schema.dropTable('bank_statements').execute();
  await db.schema.alterTable('payment_refunds').dropColumn('reference').execute();
  await db.schema.alterTable('payment_refunds').dropColumn('made_by_pin').execute();
  await db.schema.dropTable('payment_records').execute();
  await db.schema.alterTable('payment_transactions').dropColumn('provider_payment_id').execute();
  for (const column of ['tax_id', 'bank_account', 'bank_mfo', 'bank_name']) await db.schema.alterTable('notary_offices').dropColumn(column).execute();
}
