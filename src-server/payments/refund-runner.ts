import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import type { PaymentProvider } from '../registries/payment-provider.ts';

/**
 * Asks the provider for the refunds recorded as requested (refund-requests.ts). The provider
 * confirms each by calling our CancelTransaction, which marks it done; a failed request stays
 * requested with its error and is asked again by the next run (the payments sweep).
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

export function createRefundRunner(options: { db: Db; provider: PaymentProvider; log?: FastifyBaseLogger }): RefundRunner {
  const { db, provider, log } = options;
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
        .select(['r.id', 'r.state', 'r.attempts', 't.provider_transaction_id', 't.amount_tiyin'])
        .where('r.id', '=', id)
        .executeTakeFirst();
      if (!row || row.state !== 'requested') continue;
      await db
        .updateTable('payment_refunds')
        .set({ attempts: row.attempts + 1 })
        .where('id', '=', id)
        .execute();
      asked += 1;
      try {
        await provider.requestRefund({ providerTransactionId: row.provider_transaction_id, amountTiyin: row.amount_tiyin });
      } catch (error) {
        const text = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_TEXT_MAX);
        await db.updateTable('payment_refunds').set({ last_error: text }).where('id', '=', id).where('state', '=', 'requested').execute();
        log?.warn({ refund: id, err: error }, 'refund request failed; asked again later');
      }
    }
    return asked;
  }

  async function requestedIds(actId?: number): Promise<number[]> {
    let query = db.selectFrom('payment_refunds').select('id').where('state', '=', 'requested');
    if (actId !== undefined) query = query.where('act_id', '=', actId);
    return (await query.orderBy('id').execute()).map((row) => row.id);
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
