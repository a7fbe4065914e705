import { randomInt } from 'node:crypto';
import { CLICK_ACTION, CLICK_ERROR_NOTES, clickAmountToTiyin, type ClickErrorCode } from '../../src-domain/payments/click-protocol.ts';
import { PAYME_STATE } from '../../src-domain/payments/payme-protocol.ts';
import { tashkentParts } from '../../src-domain/time/tashkent.ts';
import type { Db } from '../db/database.ts';
import type { ClickLink } from '../payments/click/click-checkout-link.ts';
import { clickSign } from '../payments/click/click-sign.ts';

/** How Click's server reaches the merchant: a form POST to the Prepare or Complete address. */
export type ClickTransport = (action: 'prepare' | 'complete', form: Readonly<Record<string, string>>) => Promise<{ statusCode: number; body: string }>;

export interface ClickSandboxDeps {
  db: Db;
  now: () => Date;
  send: ClickTransport;
  serviceId: string;
  merchantId: string;
  secretKey: () => Promise<string>;
}

export type ClickSandboxOutcome = { readonly ok: true } | { readonly ok: false; readonly error: ClickErrorCode | null; readonly note: string };

const STAND_IN = 'click';

/** A Click transaction or document id: 12 digits, as Click's are numeric. */
export function newClickId(): string {
  return String(randomInt(100_000_000_000, 999_999_999_999));
}

/** Click's `sign_time`: Tashkent wall clock, "YYYY-MM-DD HH:mm:ss". */
function signTime(now: Date): string {
  const p = tashkentParts(now);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)} ${two(p.hour)}:${two(p.minute)}:${two(p.second)}`;
}

async function call(
  deps: ClickSandboxDeps,
  action: 'prepare' | 'complete',
  fields: Record<string, string>,
): Promise<{ error: number; note: string; id: string | null }> {
  const unsigned = { ...fields, action: String(action === 'prepare' ? CLICK_ACTION.prepare : CLICK_ACTION.complete), sign_time: signTime(deps.now()) };
  const signed = { ...unsigned, sign_string: clickSign(unsigned as Parameters<typeof clickSign>[0], await deps.secretKey()) };
  const response = await deps.send(action, signed);
  if (response.statusCode !== 200) throw new Error(`click ${action} answered HTTP ${response.statusCode}`);
  const answer = JSON.parse(response.body) as { error?: unknown; error_note?: unknown; merchant_prepare_id?: unknown; merchant_confirm_id?: unknown };
  const id = action === 'prepare' ? answer.merchant_prepare_id : answer.merchant_confirm_id;
  return {
    error: typeof answer.error === 'number' ? answer.error : Number(answer.error),
    note: typeof answer.error_note === 'string' ? answer.error_note : '',
    id: typeof id === 'number' || typeof id === 'string' ? String(id) : null,
  };
}

async function setState(db: Db, id: string, state: number, nowMs: number): Promise<void> {
  const times = state === PAYME_STATE.performed ? { performed_ms: nowMs } : state < 0 ? { cancelled_ms: nowMs } : {};
  await db
    .updateTable('pay_sandbox_transactions')
    .set({ state, ...times })
    .where('id', '=', id)
    .where('provider', '=', STAND_IN)
    .execute();
}

/**
 * What Click does when the citizen presses "pay" on its page: Prepare, the card is charged,
 * Complete — each call form-encoded and signed with the service's secret key, as Click's server
 * makes them. `clickTransId` was made when the page was shown, so pressing again repeats the same
 * calls with the same id, which the merchant answers the same way.
 */
export async function payAtClickSandbox(deps: ClickSandboxDeps, link: ClickLink, clickTransId: string): Promise<ClickSandboxOutcome> {
  const amountTiyin = clickAmountToTiyin(link.amount);
  if (amountTiyin === null) return { ok: false, error: null, note: 'amount' };
  await deps.db
    .insertInto('pay_sandbox_transactions')
    .values({
      id: clickTransId,
      provider: STAND_IN,
      paydoc_id: newClickId(),
      merchant_id: link.serviceId,
      invoice_number: link.transactionParam,
      amount_tiyin: amountTiyin,
      state: PAYME_STATE.created,
      created_ms: deps.now().getTime(),
      performed_ms: null,
      cancelled_ms: null,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const stored = await deps.db
    .selectFrom('pay_sandbox_transactions')
    .selectAll()
    .where('id', '=', clickTransId)
    .where('provider', '=', STAND_IN)
    .executeTakeFirst();
  if (!stored) return { ok: false, error: null, note: 'transaction' };
  if (stored.state === PAYME_STATE.performed) return { ok: true };
  const fields = {
    click_trans_id: clickTransId,
    service_id: deps.serviceId,
    click_paydoc_id: stored.paydoc_id ?? clickTransId,
    merchant_trans_id: link.transactionParam,
    amount: link.amount,
    error: '0',
    error_note: 'Success',
  };
  const prepared = await call(deps, 'prepare', fields);
  if (prepared.error !== 0 || prepared.id === null) {
    await setState(deps.db, clickTransId, PAYME_STATE.cancelled, deps.now().getTime());
    return { ok: false, error: prepared.error as ClickErrorCode, note: prepared.note };
  }
  // The stand-in's test card always has the money: the charge succeeds.
  const done = await call(deps, 'complete', { ...fields, merchant_prepare_id: prepared.id });
  if (done.error !== 0) {
    // The merchant refused the payment: Click does not keep the money.
    await setState(deps.db, clickTransId, PAYME_STATE.cancelled, deps.now().getTime());
    return { ok: false, error: done.error as ClickErrorCode, note: done.note || CLICK_ERROR_NOTES[done.error as ClickErrorCode] };
  }
  await setState(deps.db, clickTransId, PAYME_STATE.performed, deps.now().getTime());
  return { ok: true };
}

/**
 * A reversal the merchant asked for (Click's merchant API `payment/reversal`): the stand-in
 * refuses only what it never took or already gave back, and answers at once, as Click does.
 */
export async function reverseAtClickSandbox(deps: Pick<ClickSandboxDeps, 'db' | 'now'>, paymentId: string | null, clickTransId: string): Promise<void> {
  const stored = await deps.db
    .selectFrom('pay_sandbox_transactions')
    .selectAll()
    .where('id', '=', clickTransId)
    .where('provider', '=', STAND_IN)
    .executeTakeFirst();
  if (!stored || (paymentId !== null && stored.paydoc_id !== paymentId)) throw new Error(`click has no payment ${paymentId ?? clickTransId}`);
  if (stored.state !== PAYME_STATE.performed) throw new Error(`click payment ${clickTransId} is not a completed one`);
  await setState(deps.db, clickTransId, PAYME_STATE.cancelledAfterPerform, deps.now().getTime());
}
