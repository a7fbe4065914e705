import * as v from 'valibot';
import { TRANSLATION_LANGUAGES } from './translation-languages.ts';
import { parseDate } from '../time/parse-date.ts';
import type { ActTypeId } from './act-types.ts';

/**
 * The per-type extras of an act (spec §3 "Per-type extras"): what the act says besides its
 * parties and subjects. All fields are optional while the act is prepared; what sending needs is
 * decided by the content rule, the blocking rules (src-domain/acts/blocking) and the notary.
 * Dates are DD.MM.YYYY as typed (spec §5 date mask); '' means "not filled". The editor's forms
 * and the server validate with these same schemas.
 */
const MAX_TEXT = 500;

const OptionalText = v.optional(v.pipe(v.string('error_invalid_value'), v.trim(), v.maxLength(MAX_TEXT, 'error_too_long')));
const OptionalDate = v.optional(
  v.pipe(
    v.string('error_invalid_value'),
    v.trim(),
    v.check((text) => text === '' || parseDate(text) !== null, 'error_invalid_date'),
  ),
);
const OptionalTiyin = v.optional(v.pipe(v.number('error_invalid_value'), v.integer('error_invalid_value'), v.minValue(0, 'error_invalid_value')));
const OptionalCount = v.optional(
  v.pipe(v.number('error_invalid_value'), v.integer('error_invalid_value'), v.minValue(0, 'error_invalid_value'), v.maxValue(100_000, 'error_invalid_value')),
);
const OptionalFlag = v.optional(v.boolean('error_invalid_value'));
const IdList = v.optional(
  v.pipe(
    v.array(v.pipe(v.number('error_invalid_value'), v.integer('error_invalid_value'), v.minValue(1, 'error_invalid_value'))),
    v.maxLength(300, 'error_too_long'),
  ),
);

/** Rights a power of attorney may grant (spec §5: 11651 and 105 limit them). */
export const PROXY_RIGHTS = ['use', 'drive', 'represent', 'manage', 'rent', 'sell', 'gift', 'pledge', 'exchange', 'dispose'] as const;
export type ProxyRight = (typeof PROXY_RIGHTS)[number];

/** Powers of attorney 101, 105, 11651 (spec §3 "proxy class, delegation flag … base power of attorney id"). */
export const ProxyExtrasSchema = v.object({
  validFrom: OptionalDate,
  validUntil: OptionalDate,
  proxyClass: OptionalText,
  rights: v.optional(v.array(v.picklist(PROXY_RIGHTS, 'error_invalid_value'))),
  /** The attorney may delegate further (sub-delegation). */
  delegation: OptionalFlag,
  /** Registry number of the base power of attorney when this one is sub-delegated (spec §5). */
  baseProxyRegnum: OptionalText,
  /** Its registration date: with the number, what the public power-of-attorney check asks for (spec §3 Proxy). */
  baseProxyDate: OptionalDate,
});

/** Vehicle sale and gift 1, 4: the price lives on the subject; these are the deal's terms. */
export const TransferExtrasSchema = v.object({
  paymentMethod: OptionalText,
  advanceTiyin: OptionalTiyin,
  totalSumTiyin: OptionalTiyin,
});

/** Pledge 9 and the other contract 11680 (spec §3 credit, loan, pledge fields). */
export const ContractExtrasSchema = v.object({
  contractNumber: OptionalText,
  contractDate: OptionalDate,
  loanSumTiyin: OptionalTiyin,
  percent: v.optional(v.pipe(v.number('error_invalid_value'), v.minValue(0, 'error_invalid_value'), v.maxValue(100, 'error_invalid_value'))),
  termMonths: OptionalCount,
  purpose: OptionalText,
  termFrom: OptionalDate,
  termTo: OptionalDate,
});

/** Consent to residence registration 11944. */
export const ResidenceExtrasSchema = v.object({ termFrom: OptionalDate, termTo: OptionalDate, address: OptionalText });

/** Translation certification 11962: the languages are chosen from a list (translation-languages.ts). */
const OptionalLanguage = v.optional(v.picklist(TRANSLATION_LANGUAGES, 'error_invalid_value'));
export const TranslationExtrasSchema = v.object({
  fromLanguage: OptionalLanguage,
  toLanguage: OptionalLanguage,
  pageCount: OptionalCount,
  documentName: OptionalText,
});

/**
 * How an heir renounces (docs/decisions/0048-translation-and-inheritance-wizards.md): without
 * naming anyone (the share goes to the other heirs by law) or in favour of named people, who join
 * the act as parties in the `beneficiary` role.
 */
export const RENUNCIATION_KINDS = ['unconditional', 'in_favour'] as const;
export type RenunciationKind = (typeof RENUNCIATION_KINDS)[number];
export const isRenunciationKind = (value: unknown): value is RenunciationKind => (RENUNCIATION_KINDS as readonly unknown[]).includes(value);

/** Inheritance renunciation 12047. */
export const InheritanceExtrasSchema = v.object({
  deceasedName: OptionalText,
  deathDate: OptionalDate,
  caseNumber: OptionalText,
  renunciation: v.optional(v.picklist(RENUNCIATION_KINDS, 'error_invalid_value')),
});

/**
 * What a spouse consents to (spec §3 "disposal consent types", §4 "subject with consent types
 * (multiple allowed)"): the ways the other spouse may dispose of the subject. The spec names the
 * field, not its values; these are the disposals the portal's own acts make (sale, gift, pledge)
 * and the two a family property commonly sees besides (exchange, lease).
 */
export const SPOUSE_CONSENT_TYPES = ['sale', 'gift', 'pledge', 'exchange', 'lease'] as const;
export type SpouseConsentType = (typeof SPOUSE_CONSENT_TYPES)[number];

/** Spouse consent 15003: "choose spouse and phone, then subject with consent types (multiple allowed)" (spec §4). */
export const SpouseConsentExtrasSchema = v.object({
  /** The spouse's phone as typed through the phone mask (spec §5 "(99) 999 99 99"). */
  spousePhone: OptionalText,
  consentTypes: v.optional(
    v.pipe(v.array(v.picklist(SPOUSE_CONSENT_TYPES, 'error_invalid_value')), v.maxLength(SPOUSE_CONSENT_TYPES.length, 'error_too_long')),
  ),
});

/** Travel of a minor 15034, 15035 (spec §3 "travel of a minor"). */
export const TravelExtrasSchema = v.object({
  departureCountryId: v.optional(v.pipe(v.number('error_invalid_value'), v.integer('error_invalid_value'))),
  destinationCountryIds: IdList,
  allCountries: OptionalFlag,
  purpose: OptionalText,
  otherPurpose: OptionalText,
  dateFrom: OptionalDate,
  dateTo: OptionalDate,
  period: OptionalText,
  /** Age 15 and up may travel alone (spec §5, src-domain/acts/independent-travel.ts). */
  independent: OptionalFlag,
});

export const ACT_EXTRAS_SCHEMAS = {
  1: TransferExtrasSchema,
  4: TransferExtrasSchema,
  9: ContractExtrasSchema,
  101: ProxyExtrasSchema,
  105: ProxyExtrasSchema,
  11651: ProxyExtrasSchema,
  11680: ContractExtrasSchema,
  11944: ResidenceExtrasSchema,
  11962: TranslationExtrasSchema,
  12047: InheritanceExtrasSchema,
  15003: SpouseConsentExtrasSchema,
  15034: TravelExtrasSchema,
  15035: TravelExtrasSchema,
} as const satisfies Record<ActTypeId, v.GenericSchema>;

export type ProxyExtras = v.InferOutput<typeof ProxyExtrasSchema>;
export type TravelExtras = v.InferOutput<typeof TravelExtrasSchema>;
export type ActExtras = v.InferOutput<(typeof ACT_EXTRAS_SCHEMAS)[ActTypeId]>;

/** The extras schema of `type` (the server validates a create or patch body's `extras` with it). */
export function actExtrasSchema(type: ActTypeId): v.GenericSchema<unknown, ActExtras> {
  return ACT_EXTRAS_SCHEMAS[type];
}
