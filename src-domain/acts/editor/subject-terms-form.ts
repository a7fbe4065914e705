import * as v from 'valibot';
import { EditSubjectBodySchema, type EditSubjectBodyInput } from '../../http/routes/acts-bodies.ts';
import { isCardExpired, parseCardExpiry } from '../../masks/card-expiry.ts';
import { SPOUSE_CONSENT_TYPES, type SpouseConsentType } from '../act-extras.ts';
import type { ActTypeId } from '../act-types.ts';
import { moneyOrNull, OptionalDateField, OptionalMoneyField, OptionalTextField, storedAmountText, storedText } from './form-text.ts';
import {
  cardDigits,
  CARD_NUMBER_LENGTH,
  isConsentType,
  isOwnerType,
  isPaymentMethod,
  OWNER_TYPES,
  passesLuhn,
  PAYMENT_METHODS,
  shareFits,
  SUBJECT_FIELD_GROUPS,
  subjectFieldGroups,
  type OwnerType,
  type PaymentMethod,
  type SubjectCommon,
  type SubjectCommonField,
} from './subject-common-fields.ts';

/**
 * The subject's "terms" form on the act page (spec §3 common subject fields; §5 card number,
 * card expiry, date and currency inputs): what was typed, as text, and the PATCH body it makes
 * (docs/decisions/0050-subject-common-fields.md). The form sends the fields its type asks, so
 * the body replaces the subject's common fields as a whole.
 */
export interface SubjectTermsFormValues {
  ownershipBasis: string;
  registryNumber: string;
  registryDate: string;
  ownerType: '' | OwnerType;
  paymentMethod: '' | PaymentMethod;
  advance: string;
  ownFunds: string;
  remaining: string;
  /** Empty keeps the stored card (its last four digits are all the server has). */
  cardNumber: string;
  cardExpiry: string;
  creditSum: string;
  creditOrganisation: string;
  bank: string;
  bankLetter: string;
  account: string;
  insuranceCompany: string;
  policyNumber: string;
  policyDate: string;
  shareNumerator: string;
  shareDenominator: string;
  /** The recipient's party id, as the select holds it. */
  shareRecipient: string;
  consentTypes: SpouseConsentType[];
}

/** The form field each common field is typed in (`common.<field>` paths of a 400 map through it). */
export const TERMS_FORM_FIELD: Readonly<Record<SubjectCommonField, keyof SubjectTermsFormValues>> = {
  ownershipBasis: 'ownershipBasis',
  registryNumber: 'registryNumber',
  registryDate: 'registryDate',
  ownerType: 'ownerType',
  paymentMethod: 'paymentMethod',
  advanceTiyin: 'advance',
  ownFundsTiyin: 'ownFunds',
  remainingTiyin: 'remaining',
  cardNumber: 'cardNumber',
  cardExpiry: 'cardExpiry',
  creditSumTiyin: 'creditSum',
  creditOrganisation: 'creditOrganisation',
  bank: 'bank',
  bankLetter: 'bankLetter',
  account: 'account',
  insuranceCompany: 'insuranceCompany',
  policyNumber: 'policyNumber',
  policyDate: 'policyDate',
  shareNumerator: 'shareNumerator',
  shareDenominator: 'shareDenominator',
  shareRecipientPartyId: 'shareRecipient',
  consentTypes: 'consentTypes',
};

const CREDIT_ONLY: readonly SubjectCommonField[] = ['creditSumTiyin', 'creditOrganisation', 'bankLetter'];
const BANK: readonly SubjectCommonField[] = ['bank', 'account'];

/**
 * The common fields the form shows for `type` with the chosen payment method: the type's groups;
 * the card only with a bank card; where the type has payment terms, the credit fields only with
 * a credit and the bank and account with a credit or a transfer. A pledge (9) secures a credit
 * whatever its payment terms, so it always shows them.
 */
export function subjectTermsFieldsShown(type: ActTypeId, method: '' | PaymentMethod): SubjectCommonField[] {
  const groups = subjectFieldGroups(type);
  const payable = groups.includes('payment') && type !== 9;
  return groups
    .flatMap((group): readonly SubjectCommonField[] => SUBJECT_FIELD_GROUPS[group])
    .filter((field) => {
      if (field === 'cardNumber' || field === 'cardExpiry') return method === 'bank_card';
      if (payable && CREDIT_ONLY.includes(field)) return method === 'credit';
      if (payable && BANK.includes(field)) return method === 'credit' || method === 'bank_transfer';
      return true;
    });
}

const MONEY_FIELDS: readonly SubjectCommonField[] = ['advanceTiyin', 'ownFundsTiyin', 'remainingTiyin', 'creditSumTiyin'];

/** The stored common fields of a subject (`common.<field>` keys of its data) as the form shows them; the card number starts empty. */
export function subjectTermsFormOf(data: Readonly<Record<string, unknown>>): SubjectTermsFormValues {
  const read = (field: string) => data[`common.${field}`];
  const texts = Object.fromEntries(
    Object.entries(TERMS_FORM_FIELD).map(([field, formField]) => {
      const value = read(field);
      return [formField, MONEY_FIELDS.includes(field as SubjectCommonField) ? storedAmountText(value) : storedText(value)];
    }),
  ) as Record<keyof SubjectTermsFormValues, string>;
  const method = read('paymentMethod');
  const owner = read('ownerType');
  const consent = read('consentTypes');
  return {
    ...texts,
    ownerType: isOwnerType(owner) ? owner : '',
    paymentMethod: isPaymentMethod(method) ? method : '',
    cardNumber: '',
    consentTypes: Array.isArray(consent) ? consent.filter(isConsentType) : [],
  };
}

/**
 * The stored common fields as a body's `common` again, for a form that edits some of them and
 * must keep the rest (the sale wizard's price step): the card is left out, the server keeps it.
 */
export function storedSubjectCommon(data: Readonly<Record<string, unknown>>): SubjectCommon {
  const common: Record<string, unknown> = {};
  for (const field of Object.keys(TERMS_FORM_FIELD))
    if (field !== 'cardNumber' && field !== 'cardExpiry' && data[`common.${field}`] !== undefined) common[field] = data[`common.${field}`];
  return common as SubjectCommon;
}

const CountText = v.pipe(
  v.string('error_invalid_value'),
  v.trim(),
  v.check((text) => text === '' || /^[1-9]\d{0,5}$/.test(text), 'error_invalid_value'),
);

/** Card number as typed through the mask: 16 digits passing the Luhn check, or empty. */
const CardNumberField = v.pipe(
  v.string('error_invalid_card_number'),
  v.trim(),
  v.check((text) => text === '' || (cardDigits(text).length === CARD_NUMBER_LENGTH && passesLuhn(cardDigits(text))), 'error_invalid_card_number'),
);

/** MM/YY, a real month not before this one, or empty. */
const cardExpiryField = (today: { year: number; month: number }) =>
  v.pipe(
    v.string('error_invalid_card_expiry'),
    v.trim(),
    v.check((text) => text === '' || parseCardExpiry(text) !== null, 'error_invalid_card_expiry'),
    v.check((text) => {
      const expiry = parseCardExpiry(text);
      return expiry === null || !isCardExpired(expiry, today);
    }, 'error_card_expired'),
  );

const textOrUndefined = (text: string): string | undefined => (text.trim() === '' ? undefined : text.trim());
const moneyOrUndefined = (text: string): number | undefined => moneyOrNull(text) ?? undefined;
const countOrUndefined = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** The typed form → the body's `common`, with only the fields shown for the type and method. */
function commonOf(type: ActTypeId, form: SubjectTermsFormValues): SubjectCommon {
  const shown = new Set(subjectTermsFieldsShown(type, form.paymentMethod));
  const all: { [K in SubjectCommonField]: SubjectCommon[K] } = {
    ownershipBasis: textOrUndefined(form.ownershipBasis),
    registryNumber: textOrUndefined(form.registryNumber),
    registryDate: textOrUndefined(form.registryDate),
    ownerType: form.ownerType === '' ? undefined : form.ownerType,
    paymentMethod: form.paymentMethod === '' ? undefined : form.paymentMethod,
    advanceTiyin: moneyOrUndefined(form.advance),
    ownFundsTiyin: moneyOrUndefined(form.ownFunds),
    remainingTiyin: moneyOrUndefined(form.remaining),
    cardNumber: textOrUndefined(form.cardNumber),
    cardExpiry: textOrUndefined(form.cardExpiry),
    creditSumTiyin: moneyOrUndefined(form.creditSum),
    creditOrganisation: textOrUndefined(form.creditOrganisation),
    bank: textOrUndefined(form.bank),
    bankLetter: textOrUndefined(form.bankLetter),
    account: textOrUndefined(form.account),
    insuranceCompany: textOrUndefined(form.insuranceCompany),
    policyNumber: textOrUndefined(form.policyNumber),
    policyDate: textOrUndefined(form.policyDate),
    shareNumerator: countOrUndefined(form.shareNumerator),
    shareDenominator: countOrUndefined(form.shareDenominator),
    shareRecipientPartyId: countOrUndefined(form.shareRecipient),
    consentTypes: form.consentTypes.length === 0 ? undefined : form.consentTypes,
  };
  return Object.fromEntries(Object.entries(all).filter(([field, value]) => value !== undefined && shown.has(field as SubjectCommonField))) as SubjectCommon;
}

/**
 * The terms form of a subject of an act of `type` → `PATCH …/subjects/:subjectId` body. The
 * text checks give each field its message; the body schema then checks what they make (shares
 * 3/2, a numerator without denominator) with the server's own rules, its `common.<field>` paths
 * shown on the form's fields through `TERMS_FORM_FIELD`.
 */
export function subjectTermsFormSchema(type: ActTypeId, today: { year: number; month: number }) {
  return v.pipe(
    v.object({
      ownershipBasis: OptionalTextField,
      registryNumber: v.pipe(OptionalTextField, v.maxLength(50, 'error_too_long')),
      registryDate: OptionalDateField,
      ownerType: v.union([v.literal(''), v.picklist(OWNER_TYPES)], 'error_invalid_value'),
      paymentMethod: v.union([v.literal(''), v.picklist(PAYMENT_METHODS)], 'error_invalid_value'),
      advance: OptionalMoneyField,
      ownFunds: OptionalMoneyField,
      remaining: OptionalMoneyField,
      cardNumber: CardNumberField,
      cardExpiry: cardExpiryField(today),
      creditSum: OptionalMoneyField,
      creditOrganisation: OptionalTextField,
      bank: OptionalTextField,
      bankLetter: v.pipe(OptionalTextField, v.maxLength(200, 'error_too_long')),
      account: v.pipe(
        v.string('error_invalid_account'),
        v.trim(),
        v.check((text) => text === '' || /^\d{20}$/.test(text), 'error_invalid_account'),
      ),
      insuranceCompany: OptionalTextField,
      policyNumber: v.pipe(OptionalTextField, v.maxLength(50, 'error_too_long')),
      policyDate: OptionalDateField,
      shareNumerator: CountText,
      shareDenominator: CountText,
      shareRecipient: v.pipe(v.string('error_invalid_value'), v.regex(/^\d*$/, 'error_invalid_value')),
      consentTypes: v.array(v.picklist(SPOUSE_CONSENT_TYPES, 'error_invalid_value')),
    }),
    v.forward(
      v.check((form) => form.shareNumerator.trim() === '' || form.shareDenominator.trim() !== '', 'error_required'),
      ['shareDenominator'],
    ),
    v.forward(
      v.check((form) => form.shareDenominator.trim() === '' || form.shareNumerator.trim() !== '', 'error_required'),
      ['shareNumerator'],
    ),
    v.forward(
      v.check((form) => shareFits(countOrUndefined(form.shareNumerator), countOrUndefined(form.shareDenominator)), 'error_share_over_whole'),
      ['shareNumerator'],
    ),
    v.transform((form): EditSubjectBodyInput => ({ common: commonOf(type, form) })),
    EditSubjectBodySchema,
  );
}
