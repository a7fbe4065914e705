import * as v from 'valibot';
import { hasCyrillic } from '../../identity/has-cyrillic.ts';
import { documentNumberRule } from '../../identity/document-number.ts';
import { PassportSeriesSchema } from '../../identity/passport-series.ts';
import type { FreeMask } from '../../masks/mask.ts';
import { PASSPORT_SERIES_LENGTH } from '../../constants.ts';

/**
 * The series of a party's document (spec §3 Party "document"; §5 login form: the passport series
 * is 2 Latin letters, upper-cased). Passport-like documents — the types whose number is exactly
 * 7 digits by spec §5 — carry that 2-letter series (AD 2345678); other documents (a birth
 * certificate "I-TN", a foreign passport) a free one of letters, digits and hyphens, or none.
 */
export const OTHER_SERIES_MAX = 10;

export function isPassportLike(docType: number): boolean {
  const rule = documentNumberRule(docType);
  return rule.digitsOnly && rule.minLength === 7 && rule.maxLength === 7;
}

const PASSPORT_SERIES_MASK: FreeMask = { kind: 'free', allowed: /^[A-Za-z\u0400-\u052F]$/, maxLength: PASSPORT_SERIES_LENGTH, uppercase: true };
const OTHER_SERIES_MASK: FreeMask = { kind: 'free', allowed: /^[A-Za-z0-9\u0400-\u052F-]$/, maxLength: OTHER_SERIES_MAX, uppercase: true };

/**
 * What the series field keeps as it is typed. Cyrillic letters stay (unlike the Latin masks) so
 * the field can say "switch the keyboard layout" and the schema reports it, as the login does.
 */
export function documentSeriesMask(docType: number | null): FreeMask {
  return docType !== null && isPassportLike(docType) ? PASSPORT_SERIES_MASK : OTHER_SERIES_MASK;
}

const OtherSeriesSchema = v.pipe(
  v.string('error_invalid_value'),
  v.trim(),
  v.toUpperCase(),
  v.check((text) => !hasCyrillic(text), 'error_passserial_latin_only'),
  v.regex(/^[A-Z0-9-]*$/, 'error_invalid_value'),
  v.maxLength(OTHER_SERIES_MAX, 'error_too_long'),
);

/** The series schema of `docType`: the login's passport series rule, or the free one. */
export function documentSeriesSchema(docType: number) {
  return isPassportLike(docType) ? PassportSeriesSchema : OtherSeriesSchema;
}

const DIGITS: RegExp = /^\d$/;
const NUMBER_CHARS: RegExp = /^[A-Za-z0-9-]$/;

/**
 * What the document number field keeps as it is typed (spec §5: the length by document type,
 * always upper-case): digits only, up to 7, for passport-like types and type 0; letters,
 * digits and hyphens, up to 20, for the others. The kiosk keyboard stops at the same length.
 */
export function documentNumberMask(docType: number | null): FreeMask {
  if (docType === null) return { kind: 'free', allowed: NUMBER_CHARS, maxLength: 20, uppercase: true };
  const rule = documentNumberRule(docType);
  return { kind: 'free', allowed: rule.digitsOnly ? DIGITS : NUMBER_CHARS, maxLength: rule.maxLength, uppercase: true };
}
