import { type MigrationDb, notNull, withId } from './migration-helpers.ts';

/**
 * Payments through the payment provider (docs/decisions/0032-payments-refunds-free-of-charge.md):
 * the provider's transactions as the merchant records them (Payme's merchant API: one row per
 * provider transaction id, states 1, 2, -1, -2, times in ms), the refunds we asked the provider
 * for (docs/decisions/0033-refund-policy.md), and the transaction that paid each invoice.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('payment_transactions'))
    .addColumn('provider', 'text', notNull)
    .addColumn('provider_transaction_id', 'text', notNull)
    .addColumn('invoice_id', 'integer', (col) => col.notNull().references('act_invoices.id'))
    .addColumn('act_id', 'integer', (col) => col.notNull().references('notarial_acts.id'))
    .addColumn('amount_tiyin', 'bigint', notNull)
    .addColumn('state', 'integer', notNull)
    .addColumn('reason', 'integer')
    .addColumn('provider_time', 'bigint', notNull)
    .addColumn('create_time', 'bigint', notNull)
    .addColumn('perform_time', 'bigint', notNull)
    .addColumn('cancel_time', 'bigint', notNull)
    .addUniqueConstraint('payment_transactions_provider_id_unique', ['provider', 'provider_transaction_id'])
    .execute();
  await db.schema.createIndex('payment_transactions_invoice_idx').on('payment_transactions').column('invoice_id').execute();
  await db.schema.createIndex('payment_transactions_act_idx').on('payment_transactions').column('act_id').execute();
  // GetStatement reads a window of the provider's times.
  await db.schema.createIndex('payment_transactions_time_idx').on('payment_transactions').columns(['provider', 'provider_time']).execute();

  await withId(db, db.schema.createTable('payment_refunds'))
    .addColumn('transaction_id', 'integer', (col) => col.notNull().unique().references('payment_transactions.id'))
    .addColumn('act_id', 'integer', (col) => col.notNull().references('notarial_acts.id'))
    .addColumn('invoice_id', 'integer', (col) => col.notNull().references('act_invoices.id'))
    .addColumn('amount_tiyin', 'bigint', notNull)
    .addColumn('cause', 'text', notNull)
    .addColumn('state', 'text', notNull)
    .addColumn('requested_at', 'text', notNull)
    .addColumn('done_at', 'text')
    .addColumn('attempts', 'integer', notNull)
    .addColumn('last_error', 'text')
    .execute();
  await db.schema.createIndex('payment_refunds_act_idx').on('payment_refunds').column('act_id').execute();
  await db.schema.createIndex('payment_refunds_state_idx').on('payment_refunds').column('state').execute();

  await db.schema
    .alterTable('act_invoices')
    .addColumn('payment_transaction_id', 'integer', (col) => col.references('payment_transactions.id'))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('act_invoices').dropColumn('payment_transaction_id').execute();
  await db.schema.dropTable('payment_refunds').execute();
  await db.schema.dropTable('payment_transactions').execute();
}
