import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { PaySandboxTransactionsTable } from '../db/tables/payments.ts';

export type SandboxTransaction = Selectable<PaySandboxTransactionsTable>;

/** A provider transaction id in Payme's shape: 24 hex digits. */
export function newSandboxTransactionId(): string {
  return randomBytes(12).toString('hex');
}

export async function findSandboxTransaction(db: Db, id: string): Promise<SandboxTransaction | undefined> {
  return db.selectFrom('pay_sandbox_transactions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Records the provider's transaction once; a resubmitted checkout finds the one it made. */
export async function openSandboxTransaction(
  db: Db,
  row: Pick<SandboxTransaction, 'id' | 'merchant_id' | 'invoice_number' | 'amount_tiyin' | 'created_ms'>,
): Promise<SandboxTransaction> {
  await db
    .insertInto('pay_sandbox_transactions')
    .values({ ...row, state: 1, performed_ms: null, cancelled_ms: null })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const stored = await findSandboxTransaction(db, row.id);
  if (!stored) throw new Error(`sandbox transaction ${row.id} vanished`);
  return stored;
}

export async function setSandboxState(db: Db, id: string, state: number, nowMs: number): Promise<void> {
  const times = state === 2 ? { performed_ms: nowMs } : state < 0 ? { cancelled_ms: nowMs } : {};
  await db
    .updateTable('pay_sandbox_transactions')
    .set({ state, ...times })
    .where('id', '=', id)
    .execute();
}
