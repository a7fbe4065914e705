import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { PaymentsTable } from '../db/tables/accounts.ts';
import type { PaymentRecord, PaymentSystem } from './payment-system.ts';

function toRecord(row: Selectable<PaymentsTable>): PaymentRecord {
  return {
    id: row.id,
    actId: row.act_id,
    payerPin: row.payer_pin,
    payerName: row.payer_name,
    amountTiyin: row.amount_tiyin,
    state: row.state,
    invoiceNumber: row.invoice_number,
    system: row.system,
    createdAt: row.created_at,
    paidAt: row.paid_at,
  };
}

/** Invoice numbers of recorded payments: unique without a round trip for the next id. */
function newInvoiceNumber(): string {
  return `PAY${randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase()}`;
}

export function createSqlPaymentSystem(db: Db, now: () => Date): PaymentSystem {
  return {
    async recordPayment(request) {
      if (!Number.isSafeInteger(request.amountTiyin) || request.amountTiyin <= 0) throw new RangeError('a payment needs a positive whole number of tiyin');
      const at = now().toISOString();
      const row = await db
        .insertInto('payments')
        .values({
          act_id: request.actId,
          payer_pin: request.payerPin,
          payer_name: request.payerName,
          amount_tiyin: request.amountTiyin,
          state: 'paid',
          invoice_number: newInvoiceNumber(),
          system: request.system,
          created_at: at,
          paid_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRecord(row);
    },
    async findByInvoice(invoiceNumber) {
      const row = await db.selectFrom('payments').selectAll().where('invoice_number', '=', invoiceNumber).executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },
    async paymentsOfAct(actId) {
      const rows = await db.selectFrom('payments').selectAll().where('act_id', '=', actId).orderBy('id').execute();
      return rows.map(toRecord);
    },
  };
}
