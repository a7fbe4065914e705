import * as v from 'valibot';

/** Length and character rule for a document number of one document type (spec §5). */
export interface DocumentNumberRule {
  readonly minLength: number;
  readonly maxLength: number;
  readonly digitsOnly: boolean;
}

/**
 * Types whose number is exactly 7 digits (spec §5). The spec says "exactly 7" right after
 * "type 0 takes 6 to 7 digits"; these are the passport-like documents, whose number is 7
 * digits (§9), so digits are required here too.
 */
const SEVEN_DIGIT_TYPES: ReadonlySet<number> = new Set([1, 6, 8, 46, 47, 48, 60, 1001, 1002, 1003, 1004, 20, 70]);

const TYPE_ZERO_RULE: DocumentNumberRule = { minLength: 6, maxLength: 7, digitsOnly: true };
const SEVEN_DIGIT_RULE: DocumentNumberRule = { minLength: 7, maxLength: 7, digitsOnly: true };
const OTHER_RULE: DocumentNumberRule = { minLength: 0, maxLength: 20, digitsOnly: false };

export function documentNumberRule(docType: number): DocumentNumberRule {
  if (docType === 0) return TYPE_ZERO_RULE;
  return SEVEN_DIGIT_TYPES.has(docType) ? SEVEN_DIGIT_RULE : OTHER_RULE;
}

/**
 * Schema of the document number for `docType`: trimmed, always upper-cased (spec §5). An
 * exact length reports `error_wrong_docnum_length` with `{length}`; a range reports
 * `error_too_short` / `error_too_long` with `{min}` / `{max}` (filled by `translateIssue`).
 */
export function documentNumberSchema(docType: number) {
  const rule = documentNumberRule(docType);
  const base = v.pipe(
    v.string('error_required_docnum'),
    v.trim(),
    v.toUpperCase(),
    v.check((text) => rule.minLength === 0 || text.length > 0, 'error_required_docnum'),
    v.check((text) => !rule.digitsOnly || /^\d*$/.test(text), 'error_docnum_digits_only'),
  );
  return rule.minLength === rule.maxLength
    ? v.pipe(base, v.length(rule.maxLength, 'error_wrong_docnum_length'))
    : v.pipe(base, v.minLength(rule.minLength, 'error_too_short'), v.maxLength(rule.maxLength, 'error_too_long'));
}
