import * as v from 'valibot';

/**
 * Query strings and path params arrive as text. These schemas turn them into numbers and use
 * the validation message keys of `src-domain/validation/messages.ts`, so a 400 explains itself
 * in the caller's locale. A repeated parameter (`?page=1&page=2`) arrives as an array and fails
 * the string check instead of being guessed at.
 */
const MAX_ID_DIGITS = 9;

/** A positive whole number written in decimal digits: ids, page numbers. */
export const PositiveIntegerTextSchema = v.pipe(
  v.string('error_invalid_value'),
  v.trim(),
  v.nonEmpty('error_required'),
  v.regex(/^\d+$/, 'error_invalid_value'),
  v.maxLength(MAX_ID_DIGITS, 'error_too_long'),
  v.transform(Number),
  v.minValue(1, 'error_invalid_value'),
);

/** `:id` in a path such as `/api/notaries/:id`. */
export const IdParamsSchema = v.object({
  id: PositiveIntegerTextSchema,
});
export type IdParams = v.InferOutput<typeof IdParamsSchema>;

/** A free-text search: trimmed, at most 100 characters; empty means "no filter". */
export const SearchTextSchema = v.pipe(v.string('error_invalid_value'), v.trim(), v.maxLength(100, 'error_too_long'));
