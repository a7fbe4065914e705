import * as v from 'valibot';

/** The two addresses given to Click in its merchant cabinet ("Prepare URL", "Complete URL"). */
export const CLICK_PREPARE_PATH = '/api/payments/click/prepare';
export const CLICK_COMPLETE_PATH = '/api/payments/click/complete';

/**
 * The merchant side of Click's SHOP API (docs.click.uz, "Click SHOP API"): Click's server posts
 * two form-encoded calls to the merchant — Prepare (`action` 0: may this order be paid this
 * amount?) and Complete (`action` 1: the card was charged, or the charge failed when `error` < 0).
 * Each carries `sign_string`, the MD5 of its fields with the service's secret key between them,
 * which the merchant checks before reading anything else. Amounts are in sum, as decimal text
 * ("15000" or "15000.00"); every answer is HTTP 200 with `error` 0 or a negative code
 * (docs/decisions/0054-ways-to-pay.md).
 */
export const CLICK_ACTION = { prepare: 0, complete: 1 } as const;
export type ClickAction = (typeof CLICK_ACTION)[keyof typeof CLICK_ACTION];

/** The answer codes of the protocol. */
export const CLICK_ERROR = {
  success: 0,
  signCheckFailed: -1,
  incorrectAmount: -2,
  actionNotFound: -3,
  alreadyPaid: -4,
  /** The order (our invoice) does not exist. */
  userNotFound: -5,
  transactionNotFound: -6,
  failedToUpdate: -7,
  badRequest: -8,
  transactionCancelled: -9,
} as const;
export type ClickErrorCode = (typeof CLICK_ERROR)[keyof typeof CLICK_ERROR];

export const CLICK_ERROR_NOTES: Readonly<Record<ClickErrorCode, string>> = {
  [CLICK_ERROR.success]: 'Success',
  [CLICK_ERROR.signCheckFailed]: 'SIGN CHECK FAILED!',
  [CLICK_ERROR.incorrectAmount]: 'Incorrect parameter amount',
  [CLICK_ERROR.actionNotFound]: 'Action not found',
  [CLICK_ERROR.alreadyPaid]: 'Already paid',
  [CLICK_ERROR.userNotFound]: 'User does not exist',
  [CLICK_ERROR.transactionNotFound]: 'Transaction does not exist',
  [CLICK_ERROR.failedToUpdate]: 'Failed to update user',
  [CLICK_ERROR.badRequest]: 'Error in request from click',
  [CLICK_ERROR.transactionCancelled]: 'Transaction cancelled',
};

const Digits = v.pipe(v.string(), v.regex(/^\d{1,19}$/));
const SignedInteger = v.pipe(v.string(), v.regex(/^-?\d{1,9}$/));

/** A Prepare call's fields, as form text. */
export const ClickPrepareSchema = v.object({
  click_trans_id: Digits,
  service_id: Digits,
  click_paydoc_id: Digits,
  /** Our invoice number (INV-2026-000042): what the payment link's `transaction_param` named. */
  merchant_trans_id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  amount: v.pipe(v.string(), v.regex(/^\d{1,15}(\.\d{1,2})?$/)),
  action: SignedInteger,
  error: SignedInteger,
  error_note: v.optional(v.pipe(v.string(), v.maxLength(500)), ''),
  sign_time: v.pipe(v.string(), v.minLength(1), v.maxLength(32)),
  sign_string: v.pipe(v.string(), v.regex(/^[0-9a-fA-F]{32}$/)),
});
export type ClickPrepare = v.InferOutput<typeof ClickPrepareSchema>;

/** A Complete call: Prepare's fields and the id our Prepare answered. */
export const ClickCompleteSchema = v.object({ ...ClickPrepareSchema.entries, merchant_prepare_id: Digits });
export type ClickComplete = v.InferOutput<typeof ClickCompleteSchema>;

/**
 * The text whose MD5 is `sign_string`: click_trans_id, service_id, the secret key,
 * merchant_trans_id, (merchant_prepare_id, for Complete only), amount, action, sign_time — the
 * fields exactly as sent.
 */
export function clickSignSource(call: ClickPrepare | ClickComplete, secretKey: string): string {
  const prepareId = 'merchant_prepare_id' in call ? call.merchant_prepare_id : '';
  return `${call.click_trans_id}${call.service_id}${secretKey}${call.merchant_trans_id}${prepareId}${call.amount}${call.action}${call.sign_time}`;
}

/** "15000" or "15000.5" or "15000.50" sum → 1500050 tiyin; null for anything else. */
export function clickAmountToTiyin(amount: string): number | null {
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match?.[1]) return null;
  const tiyin = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(tiyin) ? tiyin : null;
}

/** 1500050 tiyin → "15000.50": the amount a payment link and the stand-in's calls carry. */
export function tiyinToClickAmount(tiyin: number): string {
  return `${Math.floor(tiyin / 100)}.${String(tiyin % 100).padStart(2, '0')}`;
}

export interface ClickPrepareAnswer {
  readonly click_trans_id: string;
  readonly merchant_trans_id: string;
  readonly merchant_prepare_id: number | null;
  readonly error: ClickErrorCode;
  readonly error_note: string;
}

export interface ClickCompleteAnswer {
  readonly click_trans_id: string;
  readonly merchant_trans_id: string;
  readonly merchant_confirm_id: number | null;
  readonly error: ClickErrorCode;
  readonly error_note: string;
}
