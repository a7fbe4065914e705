import * as v from 'valibot';

/**
 * The merchant side of Payme's JSON-RPC 2.0 API (Payme Business "Merchant API"): the provider's
 * server calls the merchant's endpoint with Basic authentication (login `Paycom`, password the
 * merchant key), amounts in tiyin, times in milliseconds since the epoch. Every answer is HTTP
 * 200 carrying either `result` or `error` (docs/decisions/0032-payments-refunds-free-of-charge.md).
 */
export const PAYME_METHODS = [
  'CheckPerformTransaction',
  'CreateTransaction',
  'PerformTransaction',
  'CancelTransaction',
  'CheckTransaction',
  'GetStatement',
] as const;
export type PaymeMethod = (typeof PAYME_METHODS)[number];

export function isPaymeMethod(value: unknown): value is PaymeMethod {
  return typeof value === 'string' && (PAYME_METHODS as readonly string[]).includes(value);
}

/** The merchant endpoint the provider's server calls (given to the provider in its merchant cabinet). */
export const PAYME_MERCHANT_PATH = '/api/payments/payme';

/** The Basic-auth login Payme's server presents; the password is the merchant key. */
export const PAYME_LOGIN = 'Paycom';

/** Transaction states of the protocol. */
export const PAYME_STATE = {
  created: 1,
  performed: 2,
  cancelled: -1,
  /** Cancelled after it was performed: the money went back to the payer (a refund). */
  cancelledAfterPerform: -2,
} as const;
export type PaymeState = (typeof PAYME_STATE)[keyof typeof PAYME_STATE];

/** Why a transaction was cancelled (the `reason` of CancelTransaction and CheckTransaction). */
export const PAYME_CANCEL_REASON = {
  receiversNotFound: 1,
  processingError: 2,
  executionError: 3,
  timeout: 4,
  refund: 5,
  unknown: 10,
} as const;

/**
 * A created transaction that is not performed within 12 hours is cancelled with reason 4:
 * CreateTransaction and PerformTransaction then answer -31008.
 */
export const PAYME_TRANSACTION_TIMEOUT_MS = 43_200_000;

/** Error codes of the protocol; -31050…-31099 are the merchant's own "wrong account" errors. */
export const PAYME_ERROR = {
  invalidAmount: -31001,
  transactionNotFound: -31003,
  cannotCancel: -31007,
  cannotPerform: -31008,
  /** The invoice named in `account` does not exist. */
  invoiceNotFound: -31050,
  /** The invoice is paid already. */
  invoiceAlreadyPaid: -31051,
  /** The invoice cannot be paid now (cancelled, or its act is closed or not at a payable step). */
  invoiceNotPayable: -31052,
  internal: -32400,
  insufficientPrivilege: -32504,
  invalidRequest: -32600,
  methodNotFound: -32601,
  parseError: -32700,
  notPost: -32300,
} as const;
export type PaymeErrorCode = (typeof PAYME_ERROR)[keyof typeof PAYME_ERROR];

/** The messages of an error, in the three languages the protocol carries. */
export type PaymeMessage = { readonly ru: string; readonly uz: string; readonly en: string };

const TiyinSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER));
const TimeSchema = v.pipe(v.number(), v.integer(), v.minValue(0));
const IdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

/** What identifies the thing paid: our invoice number (INV-2026-000042). */
export const PaymeAccountSchema = v.object({ invoice: v.pipe(v.string(), v.minLength(1), v.maxLength(32)) });
export type PaymeAccount = v.InferOutput<typeof PaymeAccountSchema>;

export const CheckPerformParamsSchema = v.object({ amount: TiyinSchema, account: PaymeAccountSchema });
export const CreateTransactionParamsSchema = v.object({ id: IdSchema, time: TimeSchema, amount: TiyinSchema, account: PaymeAccountSchema });
export const TransactionIdParamsSchema = v.object({ id: IdSchema });
export const CancelTransactionParamsSchema = v.object({ id: IdSchema, reason: v.pipe(v.number(), v.integer()) });
export const GetStatementParamsSchema = v.object({ from: TimeSchema, to: TimeSchema });

export const PARAMS_SCHEMAS = {
  CheckPerformTransaction: CheckPerformParamsSchema,
  CreateTransaction: CreateTransactionParamsSchema,
  PerformTransaction: TransactionIdParamsSchema,
  CancelTransaction: CancelTransactionParamsSchema,
  CheckTransaction: TransactionIdParamsSchema,
  GetStatement: GetStatementParamsSchema,
} as const satisfies Record<PaymeMethod, v.GenericSchema>;

export type PaymeParams<M extends PaymeMethod> = v.InferOutput<(typeof PARAMS_SCHEMAS)[M]>;

/** The request envelope: JSON-RPC 2.0 (Payme may leave out `jsonrpc`). */
export const PaymeRequestSchema = v.object({
  jsonrpc: v.optional(v.literal('2.0')),
  id: v.optional(v.union([v.number(), v.string(), v.null()])),
  method: v.string(),
  params: v.optional(v.record(v.string(), v.unknown()), {}),
});

export interface PaymeTransactionResult {
  readonly transaction: string;
  readonly state: PaymeState;
  readonly create_time: number;
  readonly perform_time: number;
  readonly cancel_time: number;
  readonly reason: number | null;
}

export interface PaymeStatementItem extends PaymeTransactionResult {
  /** The provider's transaction id. */
  readonly id: string;
  readonly time: number;
  readonly amount: number;
  readonly account: PaymeAccount;
  readonly receivers: null;
}

export type PaymeResult =
  | { readonly allow: true }
  | Pick<PaymeTransactionResult, 'transaction' | 'state' | 'create_time'>
  | Pick<PaymeTransactionResult, 'transaction' | 'state' | 'perform_time'>
  | Pick<PaymeTransactionResult, 'transaction' | 'state' | 'cancel_time'>
  | PaymeTransactionResult
  | { readonly transactions: readonly PaymeStatementItem[] };

export interface PaymeErrorBody {
  readonly code: number;
  readonly message: PaymeMessage;
  readonly data?: string;
}

export type PaymeResponse =
  | { readonly jsonrpc: '2.0'; readonly id: number | string | null; readonly result: PaymeResult }
  | { readonly jsonrpc: '2.0'; readonly id: number | string | null; readonly error: PaymeErrorBody };
