import { type MigrationDb, notNull } from './migration-helpers.ts';

/**
 * The local payment provider stand-in's own ledger (src-server/pay-sandbox/): its transactions
 * as the provider sees them, kept apart from the merchant's `payment_transactions` because the
 * two sides of the protocol must not share state. A deployment with a real provider never
 * writes here.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('pay_sandbox_transactions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('merchant_id', 'text', notNull)
    .addColumn('invoice_number', 'text', notNull)
    .addColumn('amount_tiyin', 'bigint', notNull)
    .addColumn('state', 'integer', notNull)
    .addColumn('created_ms', 'bigint', notNull)
    .addColumn('performed_ms', 'bigint')
    .addColumn('cancelled_ms', 'bigint')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('pay_sandbox_transactions').execute();
}
