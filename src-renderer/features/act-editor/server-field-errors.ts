import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../api/api-error.ts';

/** The error type of a message the server sent (already in the user's locale). */
export const SERVER_ERROR_TYPE = 'server';

/**
 * Puts the field problems of a 400 (`details[].path` dotted, `message` localized, see
 * `src-domain/http/error-codes.ts`) next to the fields they name. `fieldOf` maps a path of the
 * request body to the form field that produced it (the names differ where the form holds text
 * and the body a number); a path it does not know stays with the toast the API client showed.
 * Returns whether any field got a message, so the caller can focus it.
 */
export function showServerFieldErrors<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  fieldOf: (path: string) => Path<TValues> | undefined,
): boolean {
  if (!isApiError(error) || error.status !== 400 || !error.details) return false;
  let shown = false;
  for (const detail of error.details) {
    const field = fieldOf(detail.path);
    if (!field) continue;
    setError(field, { type: SERVER_ERROR_TYPE, message: detail.message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
