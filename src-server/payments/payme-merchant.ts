import * as v from 'valibot';
import { PAYME_ERROR, PARAMS_SCHEMAS, isPaymeMethod, type PaymeMethod, type PaymeParams, type PaymeResult } from '../../src-domain/payments/payme-protocol.ts';
import { cancelTransaction } from './merchant-cancel.ts';
import { checkPerform, createTransaction } from './merchant-create.ts';
import type { MerchantDeps } from './merchant-deps.ts';
import { performTransaction } from './merchant-perform.ts';
import { checkTransaction, getStatement } from './merchant-read.ts';
import { PaymeError } from './payme-error.ts';

type Handler<M extends PaymeMethod> = (deps: MerchantDeps, params: PaymeParams<M>) => Promise<PaymeResult>;

const HANDLERS: { readonly [M in PaymeMethod]: Handler<M> } = {
  CheckPerformTransaction: checkPerform,
  CreateTransaction: createTransaction,
  PerformTransaction: performTransaction,
  CancelTransaction: cancelTransaction,
  CheckTransaction: checkTransaction,
  GetStatement: getStatement,
};

function run<M extends PaymeMethod>(deps: MerchantDeps, method: M, params: unknown): Promise<PaymeResult> {
  const parsed = v.safeParse(PARAMS_SCHEMAS[method], params);
  if (!parsed.success) throw new PaymeError(PAYME_ERROR.invalidRequest, parsed.issues[0]?.path?.map((item) => String(item.key)).join('.'));
  return (HANDLERS[method] as Handler<M>)(deps, parsed.output as PaymeParams<M>);
}

/** One call of the merchant API (src-domain/payments/payme-protocol.ts); protocol errors are thrown as PaymeError. */
export async function callMerchant(deps: MerchantDeps, method: string, params: unknown): Promise<PaymeResult> {
  if (!isPaymeMethod(method)) throw new PaymeError(PAYME_ERROR.methodNotFound, method.slice(0, 64));
  return run(deps, method, params);
}
