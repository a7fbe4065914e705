import type { FastifyBaseLogger } from 'fastify';
import { isOnlinePaymentSystem, ONLINE_PAYMENT_SYSTEMS } from '../../src-domain/payments/payment-channels.ts';
import { PAYME_CANCEL_REASON } from '../../src-domain/payments/payme-protocol.ts';
import type { Db } from '../db/database.ts';
import type { PaymentProviders } from '../registries/payment-provider.ts';
import { completeRefund } from './complete-refund.ts';

/**
 * Asks the electronic systems for the refunds recorded as requested (refund-requests.ts), each
 * of the system its payment went through. Payme confirms by calling our CancelTransaction, which
 * marks it done; Click's reversal answers at once, and the refund is completed here. A failed
 * request stays requested with its error and is asked again by the next run (the payments
 * sweep). Refunds of bank and office payments are made by the office by hand and recorded by the
 * notary (office-payments.ts): never asked here.
 */
export interface RefundRunner {
  /** Asks for the requested refunds of one act now; true when any was asked. */
  processAct(actId: number): Promise<boolean>;
  /** Asks for every requested refund; how many were asked. */
  processPending(): Promise<number>;
  /** Runs `processPending` soon, after the current answer has gone out. */
  kick(): void;
  /** Resolves once no run is going on (tests, shutdown). */
  idle(): Promise<void>;
}

const ERROR_TEXT_MAX = 500;

export function createRefundRunner(options: { db: Db; providers: PaymentProviders; now: () => Date; log?: FastifyBaseLogger }): RefundRunner {
  const { db, providers, log } = options;
  let chain: Promise<unknown> = Promise.resolve();

  /** One run at a time, so two runs never ask the provider twice for the same refund. */
  function serial<T>(work: () => Promise<T>): Promise<T> {
    const next = chain.then(work, work);
    chain = next.catch(() => undefined);
    return next;
  }

  async function ask(refundIds: readonly number[]): Promise<number> {
    let asked = 0;
    for (const id of refundIds) {
      const row = await db
        .selectFrom('payment_refunds as r')
        .innerJoin('payment_transactions as t', 't.id', 'r.transaction_id')
        .select([
          'r.id',
          'r.state',
          'r.attempts',
          't.id as transaction_id',
          't.provider',
          't.provider_transaction_id',
          't.provider_payment_id',
          't.amount_tiyin',
        ])
        .where('r.id', '=', id)
        .executeTakeFirst();
      if (!row || row.state !== 'requested' || !isOnlinePaymentSystem(row.provider)) continue;
      const provider = providers[row.provider];
      await db
        .updateTable('payment_refunds')
        .set({ attempts: row.attempts + 1 })
        .where('id', '=', id)
        .execute();
      asked += 1;
      try {
        const answer = await provider.requestRefund({
          providerTransactionId: row.provider_transaction_id,
          providerPaymentId: row.provider_payment_id,
          amountTiyin: row.amount_tiyin,
        });
        if (answer === 'returned') await returned(row.transaction_id);
      } catch (error) {
        const text = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_TEXT_MAX);
        await db.updateTable('payment_refunds').set({ last_error: text }).where('id', '=', id).where('state', '=', 'requested').execute();
        log?.warn({ refund: id, err: error }, 'refund request failed; asked again later');
      }
    }
    return asked;
  }

  /** The system gave the money back at once: the refund is done (complete-refund.ts). */
  async function returned(transactionId: number): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const transaction = await trx.selectFrom('payment_transactions').selectAll().where('id', '=', transactionId).executeTakeFirstOrThrow();
      await completeRefund(trx, transaction, { reason: PAYME_CANCEL_REASON.refund }, options.now());
    });
  }

  async function requestedIds(actId?: number): Promise<number[]> {
    let query = db
      .selectFrom('payment_refunds as r')
      .innerJoin('payment_transactions as t', 't.id', 'r.transaction_id')
      .select('r.id')
      .where('r.state', '=', 'requested')
      .where('t.provider', 'in', [...ONLINE_PAYMENT_SYSTEMS]);
    if (actId !== undefined) query = query.where('r.act_id', '=', actId);
    return (await query.orderBy('r.id').execute()).map((row) => row.id);
  }

  return {
    processAct: (actId) => serial(async () => (await ask(await requestedIds(actId))) > 0),
    processPending: () => serial(async () => ask(await requestedIds())),
    kick() {
      // Queued now (so `idle` waits for it) but started after the current answer has gone out:
      // the provider confirms a refund by calling us, which it does not do mid-call.
      serial(async () => {
        await new Promise((resolve) => setImmediate(resolve));
        return ask(await requestedIds());
      }).catch((error: unknown) => log?.error({ err: error }, 'refund run failed'));
    },
    idle: () => serial(async () => undefined),
  };
}
