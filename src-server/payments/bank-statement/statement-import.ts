import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { StatementEntry, StatementImport, StatementOverview, StatementSummary } from '../../../src-domain/http/routes/notary-bank-statements.ts';
import { isStatementMismatch, invoiceReferences, matchStatementEntry, type ReferencedInvoice } from '../../../src-domain/payments/statement-matching.ts';
import { PAYME_CANCEL_REASON, PAYME_STATE } from '../../../src-domain/payments/payme-protocol.ts';
import type { Db } from '../../db/database.ts';
import type { BankStatementEntriesTable, BankStatementsTable } from '../../db/tables/payments.ts';
import { ApiError } from '../../http/api-error.ts';
import type { RequestUser } from '../../sessions/request-auth.ts';
import { notaryIdOfUser } from '../../acts/act-access.ts';
import { completeRefund } from '../complete-refund.ts';
import { settlePayment } from '../settle-payment.ts';
import { readCamt053, StatementError, type StatementItem } from './camt053.ts';

/** The provider id of payments found in a bank statement. */
export const BANK_PROVIDER = 'bank';
const OVERVIEW_IMPORTS = 20;
const OVERVIEW_MISMATCHES = 200;

export interface StatementServices {
  db: Db;
  now: () => Date;
}

type EntryRow = Selectable<BankStatementEntriesTable>;

interface Target {
  readonly invoiceId: number;
  readonly number: string;
  readonly actUuid: string;
  readonly facts: ReferencedInvoice;
  /** The transaction of the bank or office payment whose refund a debit would return. */
  readonly refundTransactionId: number | null;
}

/** The one invoice of this notary's acts that `number` names, with a refund the office owes on it. */
async function findTarget(db: Db, notaryId: number, number: string): Promise<Target | null> {
  const invoice = await db
    .selectFrom('act_invoices as i')
    .innerJoin('notarial_acts as a', 'a.id', 'i.act_id')
    .select(['i.id', 'i.number', 'i.amount_tiyin', 'a.uuid'])
    .where('i.number', '=', number)
    .where('a.notary_id', '=', notaryId)
    .executeTakeFirst();
  if (!invoice) return null;
  const refund = await db
    .selectFrom('payment_refunds as r')
    .innerJoin('payment_transactions as t', 't.id', 'r.transaction_id')
    .select(['t.id', 'r.amount_tiyin'])
    .where('r.invoice_id', '=', invoice.id)
    .where('r.state', '=', 'requested')
    .where('t.provider', 'in', [BANK_PROVIDER, 'office'])
    .orderBy('r.id')
    .executeTakeFirst();
  return {
    invoiceId: invoice.id,
    number: invoice.number,
    actUuid: invoice.uuid,
    facts: { amountTiyin: invoice.amount_tiyin, openOfficeRefundTiyin: refund?.amount_tiyin ?? null },
    refundTransactionId: refund?.id ?? null,
  };
}

/** Records a booked credit as the invoice's payment (or, when it can no longer take it, a payment owed back). */
async function recordPayment(
  trx: Db,
  item: StatementItem,
  target: Target,
  entryId: number,
  pin: string,
  now: Date,
): Promise<'recorded' | 'refund_owed' | 'repeated'> {
  const invoice = await trx.selectFrom('act_invoices').select(['id', 'act_id']).where('id', '=', target.invoiceId).executeTakeFirstOrThrow();
  const row = await trx
    .insertInto('payment_transactions')
    .values({
      provider: BANK_PROVIDER,
      provider_transaction_id: item.key,
      invoice_id: invoice.id,
      act_id: invoice.act_id,
      amount_tiyin: item.amountTiyin,
      state: PAYME_STATE.performed,
      reason: null,
      provider_time: now.getTime(),
      create_time: now.getTime(),
      perform_time: now.getTime(),
      cancel_time: 0,
    })
    .onConflict((oc) => oc.columns(['provider', 'provider_transaction_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  // The same entry recorded already (an import running beside this one): nothing twice.
  if (!row) return 'repeated';
  await trx
    .insertInto('payment_records')
    .values({
      transaction_id: row.id,
      method: 'transfer',
      receipt_number: item.bankReference,
      recorded_by_pin: pin,
      recorded_at: now.toISOString(),
      statement_entry_id: entryId,
    })
    .execute();
  await trx.updateTable('bank_statement_entries').set({ transaction_id: row.id }).where('id', '=', entryId).execute();
  const cause = await settlePayment(trx, row, now, { role: 'notary', pin });
  return cause === null ? 'recorded' : 'refund_owed';
}

function summaryOf(row: Selectable<BankStatementsTable>): StatementSummary {
  return {
    id: row.id,
    fileName: row.file_name,
    account: row.account,
    importedAt: row.imported_at,
    entryCount: row.entry_count,
    recordedCount: row.recorded_count,
    mismatchCount: row.mismatch_count,
  };
}

async function entriesToWire(db: Db, rows: readonly EntryRow[], repeated: ReadonlySet<number> = new Set()): Promise<StatementEntry[]> {
  const invoiceIds = [...new Set(rows.flatMap((row) => (row.invoice_id === null ? [] : [row.invoice_id])))];
  const invoices =
    invoiceIds.length === 0
      ? []
      : await db
          .selectFrom('act_invoices as i')
          .innerJoin('notarial_acts as a', 'a.id', 'i.act_id')
          .select(['i.id', 'i.number', 'a.uuid'])
          .where('i.id', 'in', invoiceIds)
          .execute();
  const byId = new Map(invoices.map((invoice) => [invoice.id, invoice]));
  const transactionIds = rows.flatMap((row) => (row.transaction_id === null ? [] : [row.transaction_id]));
  const owed =
    transactionIds.length === 0
      ? new Set<number>()
      : new Set(
          (
            await db
              .selectFrom('payment_refunds')
              .select('transaction_id')
              .where('transaction_id', 'in', transactionIds)
              .where('cause', 'in', ['double_payment', 'not_payable'])
              .execute()
          ).map((row) => row.transaction_id),
        );
  return rows.map((row) => {
    const invoice = row.invoice_id === null ? undefined : byId.get(row.invoice_id);
    return {
      id: row.id,
      bookedOn: row.booked_on,
      direction: row.direction,
      currency: row.currency,
      amountTiyin: row.amount_tiyin,
      remittance: row.remittance,
      counterparty: row.counterparty,
      outcome: row.outcome as StatementEntry['outcome'],
      invoiceNumber: invoice?.number ?? null,
      actUuid: invoice?.uuid ?? null,
      refundOwed: row.transaction_id !== null && owed.has(row.transaction_id),
      repeated: repeated.has(row.id),
      resolvedAt: row.resolved_at,
    };
  });
}

async function notaryOf(db: Db, user: RequestUser): Promise<number> {
  const notaryId = await notaryIdOfUser(db, user);
  if (notaryId === null) throw new ApiError('not_a_notary');
  return notaryId;
}

/**
 * `POST /api/notary/bank-statements` (a notary): reads the camt.053 file, then takes each entry
 * once per notary (its key: the account and the bank's reference). A booked credit that names
 * exactly one invoice of this notary's acts, in sum, for its whole amount pays it — as a bank
 * payment the notary recorded (src-domain/payments/statement-matching.ts); a debit returning a
 * refund the office owes completes it; every other entry is kept as a mismatch for the notary.
 * Another notary's invoice is "unknown" to this one: an import reveals nothing of acts not theirs.
 */
export async function importBankStatement(
  services: StatementServices,
  user: RequestUser,
  upload: { fileName: string; content: string },
): Promise<StatementImport> {
  const notaryId = await notaryOf(services.db, user);
  let file;
  try {
    file = readCamt053(upload.content);
  } catch (error) {
    if (error instanceof StatementError) throw new ApiError('bank_statement_unreadable', { cause: error });
    throw error;
  }
  const now = services.now();
  const statement = await services.db
    .insertInto('bank_statements')
    .values({
      notary_id: notaryId,
      file_name: upload.fileName,
      file_sha256: createHash('sha256').update(upload.content, 'utf8').digest('hex'),
      message_id: file.messageId,
      account: file.account,
      imported_by_pin: user.pin,
      imported_at: now.toISOString(),
      entry_count: file.items.length,
      recorded_count: 0,
      mismatch_count: 0,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

  const rows: EntryRow[] = [];
  const repeated = new Set<number>();
  let recorded = 0;
  let mismatches = 0;
  for (const item of file.items) {
    const earlier = await services.db
      .selectFrom('bank_statement_entries')
      .selectAll()
      .where('notary_id', '=', notaryId)
      .where('entry_key', '=', item.key)
      .executeTakeFirst();
    if (earlier) {
      rows.push(earlier);
      repeated.add(earlier.id);
      continue;
    }
    const references = invoiceReferences(item.remittance);
    const target = references.length === 1 && references[0] ? await findTarget(services.db, notaryId, references[0]) : null;
    const outcome = matchStatementEntry({ ...item, references }, target?.facts ?? null);
    const row = await services.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('bank_statement_entries')
        .values({
          statement_id: statement.id,
          notary_id: notaryId,
          entry_key: item.key,
          booked_on: item.bookedOn,
          direction: item.direction,
          currency: item.currency,
          amount_tiyin: item.amountTiyin,
          remittance: item.remittance,
          counterparty: item.counterparty,
          outcome,
          invoice_id: outcome === 'record_payment' || outcome === 'record_refund' ? (target?.invoiceId ?? null) : null,
          transaction_id: null,
          resolved_at: null,
        })
        .onConflict((oc) => oc.columns(['notary_id', 'entry_key']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!inserted) return undefined;
      if (outcome === 'record_payment' && target) await recordPayment(trx, item, target, inserted.id, user.pin, now);
      if (outcome === 'record_refund' && target?.refundTransactionId) {
        const transaction = await trx.selectFrom('payment_transactions').selectAll().where('id', '=', target.refundTransactionId).executeTakeFirstOrThrow();
        await completeRefund(trx, transaction, { reason: PAYME_CANCEL_REASON.refund, byHand: { pin: user.pin, reference: item.bankReference } }, now, {
          role: 'notary',
          pin: user.pin,
        });
        await trx.updateTable('bank_statement_entries').set({ transaction_id: transaction.id }).where('id', '=', inserted.id).execute();
      }
      return trx.selectFrom('bank_statement_entries').selectAll().where('id', '=', inserted.id).executeTakeFirstOrThrow();
    });
    if (!row) {
      // An import running beside this one took the entry first.
      const other = await services.db
        .selectFrom('bank_statement_entries')
        .selectAll()
        .where('notary_id', '=', notaryId)
        .where('entry_key', '=', item.key)
        .executeTakeFirstOrThrow();
      rows.push(other);
      repeated.add(other.id);
      continue;
    }
    rows.push(row);
    if (outcome === 'record_payment' || outcome === 'record_refund') recorded += 1;
    if (isStatementMismatch(outcome)) mismatches += 1;
  }
  const updated = await services.db
    .updateTable('bank_statements')
    .set({ recorded_count: recorded, mismatch_count: mismatches })
    .where('id', '=', statement.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { statement: summaryOf(updated), entries: await entriesToWire(services.db, rows, repeated) };
}

/** `GET /api/notary/bank-statements`: the notary's latest imports and the mismatches still open. */
export async function statementOverview(services: StatementServices, user: RequestUser): Promise<StatementOverview> {
  const notaryId = await notaryOf(services.db, user);
  const imports = await services.db
    .selectFrom('bank_statements')
    .selectAll()
    .where('notary_id', '=', notaryId)
    .orderBy('id', 'desc')
    .limit(OVERVIEW_IMPORTS)
    .execute();
  const open = await services.db
    .selectFrom('bank_statement_entries')
    .selectAll()
    .where('notary_id', '=', notaryId)
    .where('resolved_at', 'is', null)
    .where('outcome', 'not in', ['record_payment', 'record_refund', 'ignore'])
    .orderBy('id', 'desc')
    .limit(OVERVIEW_MISMATCHES)
    .execute();
  return { imports: imports.map(summaryOf), mismatches: await entriesToWire(services.db, open) };
}

/**
 * `POST /api/notary/bank-statements/entries/:entryId/resolve`: the notary dealt with a mismatch
 * outside the portal (returned the money, asked the payer); it leaves the open list. Another
 * notary's entry answers as an unknown one.
 */
export async function resolveStatementEntry(services: StatementServices, user: RequestUser, entryId: number): Promise<StatementOverview> {
  const notaryId = await notaryOf(services.db, user);
  const entry = await services.db
    .selectFrom('bank_statement_entries')
    .select(['id', 'outcome'])
    .where('id', '=', entryId)
    .where('notary_id', '=', notaryId)
    .executeTakeFirst();
  if (!entry || !isStatementMismatch(entry.outcome)) throw new ApiError('act_item_not_found');
  await services.db
    .updateTable('bank_statement_entries')
    .set({ resolved_at: services.now().toISOString() })
    .where('id', '=', entryId)
    .where('resolved_at', 'is', null)
    .execute();
  return statementOverview(services, user);
}
