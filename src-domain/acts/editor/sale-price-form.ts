import * as v from 'valibot';
import { EditSubjectBodySchema, type EditSubjectBodyInput } from '../../http/routes/acts-bodies.ts';
import { formatAmount } from '../../money/format-amount.ts';
import { moneyOrNull, OptionalMoneyField, OptionalTextField, RequiredMoneyField, storedAmountText, storedText } from './form-text.ts';
import { isPaymentMethod, SUBJECT_FIELD_GROUPS, type PaymentMethod, type SubjectCommon } from './subject-common-fields.ts';
import { storedSubjectCommon } from './subject-terms-form.ts';

/**
 * The methods the wizard's price step offers: a bank card's number and expiry are asked in the
 * subject's terms on the act page (src-domain/acts/editor/subject-terms-form.ts).
 */
export const PRICE_STEP_PAYMENT_METHODS = ['cash', 'bank_transfer', 'credit'] as const satisfies readonly PaymentMethod[];
type PriceStepPaymentMethod = (typeof PRICE_STEP_PAYMENT_METHODS)[number];
const isPriceStepMethod = (value: unknown): value is PriceStepPaymentMethod => isPaymentMethod(value) && value !== 'bank_card';

/** The sale wizard's price step as typed (currency fields are text, spec §5 currency input). */
export interface SalePriceFormValues {
  price: string;
  paymentMethod: '' | PriceStepPaymentMethod;
  advance: string;
  ownFunds: string;
  creditSum: string;
  creditOrganisation: string;
  bank: string;
}

/** A vehicle subject's stored price and common fields back as the form's text. */
export function salePriceFormOf(subject: { priceTiyin: number | null; data: Readonly<Record<string, unknown>> }): SalePriceFormValues {
  const method = subject.data['common.paymentMethod'];
  return {
    price: subject.priceTiyin === null ? '' : formatAmount(subject.priceTiyin),
    paymentMethod: isPriceStepMethod(method) ? method : '',
    advance: storedAmountText(subject.data['common.advanceTiyin']),
    ownFunds: storedAmountText(subject.data['common.ownFundsTiyin']),
    creditSum: storedAmountText(subject.data['common.creditSumTiyin']),
    creditOrganisation: storedText(subject.data['common.creditOrganisation']),
    bank: storedText(subject.data['common.bank']),
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
  paymentMethod: v.union([v.literal(''), v.picklist(PRICE_STEP_PAYMENT_METHODS)], 'error_invalid_value'),
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

const PRICE_STEP_FIELDS: readonly string[] = [...SUBJECT_FIELD_GROUPS.payment, ...SUBJECT_FIELD_GROUPS.credit];

/**
 * The price step's body with the subject's other stored common fields carried over (a PATCH's
 * `common` replaces them all; the ownership data and shares entered on the act page stay). A
 * payment by card set on the act page stays while the step chooses no other method: the server
 * keeps the stored card (docs/decisions/0050-subject-common-fields.md).
 */
export function withOtherStoredCommon(body: EditSubjectBodyInput, data: Readonly<Record<string, unknown>>): EditSubjectBodyInput {
  const stored = storedSubjectCommon(data);
  const kept = Object.fromEntries(Object.entries(stored).filter(([field]) => !PRICE_STEP_FIELDS.includes(field)));
  const byCard = stored.paymentMethod === 'bank_card' && body.common?.paymentMethod === undefined ? { paymentMethod: stored.paymentMethod } : {};
  return { ...body, common: { ...kept, ...byCard, ...body.common } };
}
