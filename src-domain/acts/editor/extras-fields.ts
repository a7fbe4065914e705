import * as v from 'valibot';
import { ACT_EXTRAS_SCHEMAS, type ActExtras } from '../act-extras.ts';
import type { ActTypeId } from '../act-types.ts';
import { parseCurrency } from '../../masks/currency-input.ts';
import { DECIMAL_SEPARATOR, formatAmount } from '../../money/format-amount.ts';

/**
 * The per-type extras (spec §3) the general-info form asks for: the simple ones (terms,
 * validity dates, sums, a few texts). The rest of a type's extras (rights of a power of
 * attorney, travel countries, consent types) belong to the per-type wizards of a later issue,
 * which send them through the same `extras` of the same bodies. Names are the keys of
 * `ACT_EXTRAS_SCHEMAS` (src-domain/acts/act-extras.ts).
 */
export type ExtrasFieldKind = 'date' | 'money' | 'count' | 'percent' | 'text' | 'language';

export interface ExtrasField {
  readonly name: string;
  readonly kind: ExtrasFieldKind;
}

const date = (name: string): ExtrasField => ({ name, kind: 'date' });
const money = (name: string): ExtrasField => ({ name, kind: 'money' });
const count = (name: string): ExtrasField => ({ name, kind: 'count' });
const percent = (name: string): ExtrasField => ({ name, kind: 'percent' });
const text = (name: string): ExtrasField => ({ name, kind: 'text' });
/** A translation language chosen from `TRANSLATION_LANGUAGES` (its code is what is stored). */
const language = (name: string): ExtrasField => ({ name, kind: 'language' });

/** Pledge 9 and the other contract 11680: every field of `ContractExtrasSchema` (spec §3 credit: contract number, date, sum, percent, term, purpose). */
const CONTRACT = [
  text('contractNumber'),
  date('contractDate'),
  money('loanSumTiyin'),
  percent('percent'),
  count('termMonths'),
  text('purpose'),
  date('termFrom'),
  date('termTo'),
];
const PROXY = [date('validFrom'), date('validUntil')];
const TRAVEL = [date('dateFrom'), date('dateTo'), text('purpose')];

export const SIMPLE_EXTRAS_FIELDS: Readonly<Record<ActTypeId, readonly ExtrasField[]>> = {
  /** The sale price (spec §4 "sale price for a sale"); the vehicle form starts from it. */
  1: [money('totalSumTiyin')],
  4: [],
  9: CONTRACT,
  101: PROXY,
  105: PROXY,
  11651: PROXY,
  11680: CONTRACT,
  11944: [date('termFrom'), date('termTo'), text('address')],
  11962: [text('documentName'), language('fromLanguage'), language('toLanguage'), count('pageCount')],
  12047: [text('deceasedName'), date('deathDate'), text('caseNumber')],
  15003: [],
  15034: TRAVEL,
  15035: TRAVEL,
};

/** Every simple extras field of every type, each name once with its one kind. */
export const ALL_EXTRAS_FIELDS: readonly ExtrasField[] = [
  ...new Map(
    Object.values(SIMPLE_EXTRAS_FIELDS)
      .flat()
      .map((field) => [field.name, field]),
  ).values(),
];

/** The form's text of each extras field, '' when not filled. */
export type ExtrasText = Record<string, string>;

/** The typed text of `type`'s extras as the body carries them: '' is left out, sums in tiyin. */
export function extrasFromText(type: ActTypeId, texts: Readonly<ExtrasText>): Record<string, string | number> {
  const extras: Record<string, string | number> = {};
  for (const field of SIMPLE_EXTRAS_FIELDS[type]) {
    const value = (texts[field.name] ?? '').trim();
    if (value === '') continue;
    if (field.kind === 'money') {
      const tiyin = parseCurrency(value);
      if (tiyin !== null) extras[field.name] = tiyin;
    } else if (field.kind === 'count') extras[field.name] = Number(value);
    else if (field.kind === 'percent') extras[field.name] = Number(value.replace(',', '.'));
    else extras[field.name] = value;
  }
  return extras;
}

/** An act's stored extras back as the form's text (editing general info). */
export function extrasToText(type: ActTypeId, extras: Readonly<Record<string, unknown>>): ExtrasText {
  const texts: ExtrasText = {};
  for (const field of SIMPLE_EXTRAS_FIELDS[type]) {
    const value = extras[field.name];
    if (field.kind === 'money') texts[field.name] = typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? formatAmount(value) : '';
    // A rate is typed and read with the locales' decimal comma (money/format-amount.ts).
    else if (field.kind === 'percent') texts[field.name] = typeof value === 'number' ? String(value).replace('.', DECIMAL_SEPARATOR) : '';
    else texts[field.name] = typeof value === 'number' || typeof value === 'string' ? String(value) : '';
  }
  return texts;
}

/** Whether `extras` passes the server's extras schema of `type` (the form checks before sending). */
export function isValidExtras(type: ActTypeId, extras: unknown): extras is ActExtras {
  return v.is(ACT_EXTRAS_SCHEMAS[type], extras);
}
