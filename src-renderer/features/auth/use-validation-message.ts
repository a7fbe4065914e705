import { useLingui } from '@lingui/react/macro';
import { DEFAULT_LOCALE, isLocale } from '../../../src-domain/i18n/locale.ts';
import { isValidationMessageKey, validationMessage, type ValidationMessageKey } from '../../../src-domain/validation/messages.ts';

/**
 * Form errors carry the domain's message keys (`error_required_passserial`, … spec §5); their
 * texts live once, in `src-domain/validation/messages.ts`, shared with the server's 400 details.
 * This reads them in the locale Lingui shows.
 */
export function useValidationMessage(): (key: string | undefined) => string | undefined {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  return (key) => {
    if (!key) return undefined;
    const known: ValidationMessageKey = isValidationMessageKey(key) ? key : 'error_invalid_value';
    return validationMessage(known, locale);
  };
}
