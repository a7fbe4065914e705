import * as v from 'valibot';
import { EditSubjectBodySchema, type EditSubjectBodyInput, type SubjectCommon } from '../../http/routes/acts-bodies.ts';
import { formatAmount } from '../../money/format-amount.ts';
import { moneyOrNull, OptionalMoneyField, OptionalTextField, RequiredMoneyField } from './form-text.ts';

/**
 * How the buyer pays (spec §3 common subject fields "payment method … credit sum and
 * organisation … bank"): the codes stored in the subject's `common.paymentMethod`. The spec
 * names the field, not its values; these are the ways a car is paid for here.
 */
export const PAYMENT_METHODS = ['cash', 'bank_transfer', 'credit'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** The sale wizard's price step as typed (currency fields are text, spec §5 currency input). */
export interface SalePriceFormValues {
  price: string;
  paymentMethod: '' | PaymentMethod;
  advance: string;
  ownFunds: string;
  creditSum: string;
  creditOrganisation: string;
  bank: string;
}

const amountText = (value: unknown): string => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? formatAmount(value) : '');
const plainText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A vehicle subject's stored price and common fields back as the form's text. */
export function salePriceFormOf(subject: { priceTiyin: number | null; data: Readonly<Record<string, unknown>> }): SalePriceFormValues {
  const method = subject.data['common.paymentMethod'];
  return {
    price: subject.priceTiyin === null ? '' : formatAmount(subject.priceTiyin),
    paymentMethod: isPaymentMethod(method) ? method : '',
    advance: amountText(subject.data['common.advanceTiyin']),
    ownFunds: amountText(subject.data['common.ownFundsTiyin']),
    creditSum: amountText(subject.data['common.creditSumTiyin']),
    creditOrganisation: plainText(subject.data['common.creditOrganisation']),
    bank: plainText(subject.data['common.bank']),
  };
}

/** The common fields the form holds: what is empty is left out; credit fields only with a credit, the bank only with a transfer. */
function commonOf(form: v.InferOutput<typeof SalePriceFieldsSchema>): SubjectCommon {
  const common: SubjectCommon = {};
  if (form.paymentMethod !== '') common.paymentMethod = form.paymentMethod;
  const advance = moneyOrNull(form.advance);
  if (advance !== null) common.advanceTiyin = advance;
  const ownFunds = moneyOrNull(form.ownFunds);
  if (ownFunds !== null) common.ownFundsTiyin = ownFunds;
  if (form.paymentMethod === 'credit') {
    const credit = moneyOrNull(form.creditSum);
    if (credit !== null) common.creditSumTiyin = credit;
    if (form.creditOrganisation !== '') common.creditOrganisation = form.creditOrganisation;
  }
  if (form.paymentMethod === 'bank_transfer' && form.bank !== '') common.bank = form.bank;
  return common;
}

const SalePriceFieldsSchema = v.object({
  /** Spec §4 "sale price for a sale": required. */
  price: RequiredMoneyField,
  paymentMethod: v.union([v.literal(''), v.picklist(PAYMENT_METHODS)], 'error_invalid_value'),
  advance: OptionalMoneyField,
  ownFunds: OptionalMoneyField,
  creditSum: OptionalMoneyField,
  creditOrganisation: OptionalTextField,
  bank: OptionalTextField,
});

/** The price step's form → `PATCH /api/acts/:uuid/subjects/:subjectId` body (the server checks it with the same body schema). */
export const salePriceFormSchema = v.pipe(
  SalePriceFieldsSchema,
  v.transform((form): EditSubjectBodyInput => ({ priceTiyin: moneyOrNull(form.price), common: commonOf(form) })),
  EditSubjectBodySchema,
);
