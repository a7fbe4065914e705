import { useLingui } from '@lingui/react/macro';
import { DEFAULT_LOCALE, isLocale } from '../../../src-domain/i18n/locale.ts';
import { isValidationMessageKey, validationMessage } from '../../../src-domain/validation/messages.ts';

/**
 * Form errors carry the domain's message keys; their texts live once, in
 * `src-domain/validation/messages.ts`, shared with the server's 400 details (spec §5).
 */
export function useFieldMessage(): (key: string | undefined) => string | undefined {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  return (key) => (key ? validationMessage(isValidationMessageKey(key) ? key : 'error_invalid_value', locale) : undefined);
}
