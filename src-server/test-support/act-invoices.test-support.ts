import type { Db } from '../db/database.ts';

/**
 * Invoices written straight to the table, for tests of the lifecycle that do not exercise the
 * invoice routes (issue_invoices needs an invoice, mark_paid needs them paid: spec §4 steps 4, 7).
 */
export async function seedInvoice(
  db: Db,
  actId: number,
  invoice: { amountTiyin: number; payerName: string; purpose?: 'state_duty' | 'service' | 'other' },
): Promise<number> {
  const count = await db
    .selectFrom('act_invoices')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('act_invoices')
    .values({
      act_id: actId,
      number: `INV-TEST-${actId}-${Number(count.n) + 1}`,
      payer_party_id: null,
      payer_name: invoice.payerName,
      purpose: invoice.purpose ?? 'state_duty',
      amount_tiyin: invoice.amountTiyin,
      discount_percent: null,
      state: 'issued',
      payment_id: null,
      created_at: new Date().toISOString(),
      paid_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function payAllInvoices(db: Db, actId: number): Promise<void> {
  await db
    .updateTable('act_invoices')
    .set({ state: 'paid', paid_at: new Date().toISOString() })
    .where('act_id', '=', actId)
    .where('state', '=', 'issued')
    .execute();
}
