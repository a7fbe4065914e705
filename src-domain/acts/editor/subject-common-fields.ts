import * as v from 'valibot';
import { isCardExpired, parseCardExpiry } from '../../masks/card-expiry.ts';
import { TiyinSchema } from '../../money/tiyin-schema.ts';
import { parseDate } from '../../time/parse-date.ts';
import { SPOUSE_CONSENT_TYPES, type SpouseConsentType } from '../act-extras.ts';
import type { ActTypeId } from '../act-types.ts';

/**
 * The common subject fields of spec §3 ("Subjects … Common: ownership basis, registry number
 * and date, owner type, payment method, advance/prepayment, own funds, credit sum and
 * organisation, remaining sum, bank, letter, account, insurance and policy data, shares
 * (numerator, denominator, recipient), disposal consent types"), which of them each act type
 * asks, and what is kept of a bank card (docs/decisions/0050-subject-common-fields.md).
 */

/** How the buyer pays (spec §3 "payment method"): the spec names the field, these are the ways. */
export const PAYMENT_METHODS = ['cash', 'bank_transfer', 'bank_card', 'credit'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** Who owns the subject (spec §3 "owner type"). */
export const OWNER_TYPES = ['individual', 'legal', 'state'] as const;
export type OwnerType = (typeof OWNER_TYPES)[number];

export const isOwnerType = (value: unknown): value is OwnerType => (OWNER_TYPES as readonly unknown[]).includes(value);

/** A disposal consent type (spec §3), one of `SPOUSE_CONSENT_TYPES`. */
export const isConsentType = (value: unknown): value is SpouseConsentType => (SPOUSE_CONSENT_TYPES as readonly unknown[]).includes(value);

/** A bank account number: 20 digits (the national account plan). */
export const ACCOUNT_LENGTH = 20;
/** A bank card number: 16 digits, typed through the `cardNumber` mask (spec §5 "card number 4x4 digits"). */
export const CARD_NUMBER_LENGTH = 16;
/** All that is kept of a card number (docs/decisions/0050-subject-common-fields.md). */
export const CARD_TAIL_LENGTH = 4;

/** The Luhn check digit test every payment card number passes (ISO/IEC 7812). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "4111 1111 1111 1111" → "4111111111111111"; spaces are the mask's, nothing else is dropped. */
export const cardDigits = (text: string): string => text.replace(/ /g, '');

/** How the stored last four digits are shown: `•••• •••• •••• 1234`. */
export function maskedCardNumber(last4: string): string {
  return `•••• •••• •••• ${last4}`;
}

/** A share is a part of the whole: 3/2 is not one (spec §3 "shares (numerator, denominator)"); an unstated half is checked elsewhere. */
export function shareFits(numerator: number | undefined, denominator: number | undefined): boolean {
  return numerator === undefined || denominator === undefined || numerator <= denominator;
}

const text = (max: number) => v.pipe(v.string('error_invalid_value'), v.trim(), v.maxLength(max, 'error_too_long'));
const DateText = v.pipe(
  v.string('error_invalid_value'),
  v.trim(),
  v.check((value) => parseDate(value) !== null, 'error_invalid_date'),
);
const PositiveCount = v.pipe(
  v.number('error_invalid_value'),
  v.integer('error_invalid_value'),
  v.minValue(1, 'error_invalid_value'),
  v.maxValue(1_000_000, 'error_invalid_value'),
);
const PartyId = v.pipe(v.number('error_invalid_value'), v.integer('error_invalid_value'), v.minValue(1, 'error_invalid_value'));

const CardNumberText = v.pipe(
  v.string('error_invalid_card_number'),
  v.transform(cardDigits),
  v.check((digits) => digits.length === CARD_NUMBER_LENGTH && passesLuhn(digits), 'error_invalid_card_number'),
);
const CardExpiryText = v.pipe(
  v.string('error_invalid_card_expiry'),
  v.trim(),
  v.check((value) => parseCardExpiry(value) !== null, 'error_invalid_card_expiry'),
);

/**
 * The common fields as the subject routes take them (`common` of `POST …/subjects` and
 * `PATCH …/subjects/:subjectId`); money in tiyin, dates DD.MM.YYYY. `cardNumber` travels in the
 * request only: the server keeps its last four digits (`cardLast4`). What applies to which act
 * type and the checks that need the act (the recipient, the clock) are `subjectCommonIssues`.
 */
export const SubjectCommonFieldsSchema = v.pipe(
  v.object({
    ownershipBasis: v.optional(text(500)),
    registryNumber: v.optional(text(50)),
    registryDate: v.optional(DateText),
    ownerType: v.optional(v.picklist(OWNER_TYPES, 'error_invalid_value')),
    paymentMethod: v.optional(v.picklist(PAYMENT_METHODS, 'error_invalid_value')),
    advanceTiyin: v.optional(TiyinSchema),
    ownFundsTiyin: v.optional(TiyinSchema),
    remainingTiyin: v.optional(TiyinSchema),
    cardNumber: v.optional(CardNumberText),
    cardExpiry: v.optional(CardExpiryText),
    creditSumTiyin: v.optional(TiyinSchema),
    creditOrganisation: v.optional(text(500)),
    bank: v.optional(text(500)),
    /** The bank's letter (its number and date) the credit or the pledge rests on. */
    bankLetter: v.optional(text(200)),
    account: v.optional(v.pipe(v.string('error_invalid_account'), v.trim(), v.regex(/^\d{20}$/, 'error_invalid_account'))),
    insuranceCompany: v.optional(text(500)),
    policyNumber: v.optional(text(50)),
    policyDate: v.optional(DateText),
    shareNumerator: v.optional(PositiveCount),
    shareDenominator: v.optional(PositiveCount),
    /** The act's party that receives the share (an id of the act's `parties`). */
    shareRecipientPartyId: v.optional(PartyId),
    /** Spouse consent 15003: "consent types (multiple allowed)" (spec §4). */
    consentTypes: v.optional(
      v.pipe(v.array(v.picklist(SPOUSE_CONSENT_TYPES, 'error_invalid_value')), v.maxLength(SPOUSE_CONSENT_TYPES.length, 'error_too_long')),
    ),
  }),
  v.forward(
    v.check((common) => common.shareNumerator === undefined || common.shareDenominator !== undefined, 'error_required'),
    ['shareDenominator'],
  ),
  v.forward(
    v.check((common) => common.shareDenominator === undefined || common.shareNumerator !== undefined, 'error_required'),
    ['shareNumerator'],
  ),
  v.forward(
    v.check((common) => shareFits(common.shareNumerator, common.shareDenominator), 'error_share_over_whole'),
    ['shareNumerator'],
  ),
);
export type SubjectCommon = v.InferOutput<typeof SubjectCommonFieldsSchema>;
export type SubjectCommonInput = v.InferInput<typeof SubjectCommonFieldsSchema>;
export type SubjectCommonField = keyof SubjectCommon;

/** The fields in groups an act type asks as a whole. */
export const SUBJECT_FIELD_GROUPS = {
  ownership: ['ownershipBasis', 'registryNumber', 'registryDate', 'ownerType'],
  payment: ['paymentMethod', 'advanceTiyin', 'ownFundsTiyin', 'remainingTiyin', 'cardNumber', 'cardExpiry'],
  credit: ['creditSumTiyin', 'creditOrganisation', 'bank', 'bankLetter', 'account'],
  insurance: ['insuranceCompany', 'policyNumber', 'policyDate'],
  shares: ['shareNumerator', 'shareDenominator', 'shareRecipientPartyId'],
  consent: ['consentTypes'],
} as const satisfies Record<string, readonly SubjectCommonField[]>;
export type SubjectFieldGroup = keyof typeof SUBJECT_FIELD_GROUPS;

/**
 * Which groups each act type asks (docs/decisions/0050-subject-common-fields.md): payment terms
 * where something is paid for (sale 1; pledge 9, whose debt is paid off; the other contract
 * 11680), credit and bank where a credit stands behind it (1 paid on credit, 9), insurance where
 * the pledged thing is insured (9), shares wherever a share is disposed of (1, 4, 9, 11680),
 * disposal consent types for the spouse consent (15003), the ownership data wherever a registry
 * object is the subject. Acts without a subject ask nothing.
 */
export const SUBJECT_FIELD_GROUPS_BY_TYPE: Readonly<Record<ActTypeId, readonly SubjectFieldGroup[]>> = {
  1: ['ownership', 'payment', 'credit', 'shares'],
  4: ['ownership', 'shares'],
  9: ['ownership', 'payment', 'credit', 'insurance', 'shares'],
  101: ['ownership'],
  105: ['ownership'],
  11651: [],
  11680: ['ownership', 'payment', 'credit', 'insurance', 'shares'],
  11944: ['ownership'],
  11962: [],
  12047: [],
  15003: ['ownership', 'consent'],
  15034: [],
  15035: [],
};

export function subjectFieldGroups(type: ActTypeId): readonly SubjectFieldGroup[] {
  return SUBJECT_FIELD_GROUPS_BY_TYPE[type];
}

export function subjectFieldApplies(type: ActTypeId, field: SubjectCommonField): boolean {
  return subjectFieldGroups(type).some((group) => (SUBJECT_FIELD_GROUPS[group] as readonly string[]).includes(field));
}

/** What the subject already holds of a card: its last four digits and expiry. */
export interface StoredCard {
  cardLast4: string;
  cardExpiry: string;
}

export interface SubjectCommonContext {
  actTypeId: ActTypeId;
  /** The ids of the act's parties (a share's recipient is one of them). */
  partyIds: readonly number[];
  /** Today (Tashkent): a card that expired before this month is refused. */
  today: { readonly year: number; readonly month: number };
  /** The card the subject holds, kept when the same card is not typed again. */
  storedCard: StoredCard | null;
}

export interface SubjectCommonIssue {
  /** The field under `common`, e.g. `cardNumber`. */
  path: SubjectCommonField;
  message: string;
}

/**
 * The checks of the common fields that need the act (spec §3): a field the act's type does not
 * ask is refused, the card is asked with a bank card only, and then its number unless the
 * subject holds one; the card must not have expired; the share's recipient is a party of the act.
 */
export function subjectCommonIssues(common: SubjectCommon, context: SubjectCommonContext): SubjectCommonIssue[] {
  const issues: SubjectCommonIssue[] = [];
  for (const [field, value] of Object.entries(common) as [SubjectCommonField, unknown][])
    if (value !== undefined && !subjectFieldApplies(context.actTypeId, field)) issues.push({ path: field, message: 'error_not_applicable' });
  if (issues.length > 0) return issues;
  const byCard = common.paymentMethod === 'bank_card';
  if (!byCard) {
    if (common.cardNumber !== undefined) issues.push({ path: 'cardNumber', message: 'error_not_applicable' });
    if (common.cardExpiry !== undefined) issues.push({ path: 'cardExpiry', message: 'error_not_applicable' });
  } else {
    const keepsCard = common.cardNumber === undefined && context.storedCard !== null;
    if (common.cardNumber === undefined && !keepsCard) issues.push({ path: 'cardNumber', message: 'error_required' });
    if (common.cardExpiry === undefined && !keepsCard) issues.push({ path: 'cardExpiry', message: 'error_required' });
    const expiry = common.cardExpiry === undefined ? null : parseCardExpiry(common.cardExpiry);
    if (expiry !== null && isCardExpired(expiry, context.today)) issues.push({ path: 'cardExpiry', message: 'error_card_expired' });
  }
  if (common.shareRecipientPartyId !== undefined && !context.partyIds.includes(common.shareRecipientPartyId))
    issues.push({ path: 'shareRecipientPartyId', message: 'error_share_recipient_not_party' });
  return issues;
}

/**
 * What the subject keeps of checked common fields: everything but the card number, of which only
 * the last four digits stay (`cardLast4`); a bank card not typed again keeps the stored one.
 */
export function commonToStore(common: SubjectCommon, storedCard: StoredCard | null): Record<string, unknown> {
  const { cardNumber, cardExpiry, ...rest } = common;
  const kept: Record<string, unknown> = { ...rest };
  if (common.paymentMethod !== 'bank_card') return kept;
  if (cardNumber !== undefined && cardExpiry !== undefined) {
    kept.cardLast4 = cardNumber.slice(-CARD_TAIL_LENGTH);
    kept.cardExpiry = cardExpiry;
  } else if (storedCard !== null) {
    kept.cardLast4 = storedCard.cardLast4;
    kept.cardExpiry = cardExpiry ?? storedCard.cardExpiry;
  }
  return kept;
}
