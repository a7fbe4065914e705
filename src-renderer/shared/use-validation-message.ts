import { isValidationMessageKey, validationMessage, type ValidationMessageKey, type ValidationMessageParams } from '../../src-domain/validation/messages.ts';
import { useShownLocale } from '../ui/use-shown-locale.ts';

export type ValidationMessage = (key: string | undefined, params?: ValidationMessageParams) => string | undefined;

/**
 * Form errors carry the domain's message keys (`error_required_passserial`, … spec §5); their
 * texts live once, in `src-domain/validation/messages.ts`, shared with the server's 400 details.
 * This reads them in the locale shown; an unknown key (a library's English default) reads as the
 * generic "invalid value". A key with placeholders takes its values from the caller.
 */
export function useValidationMessage(): ValidationMessage {
  const locale = useShownLocale();
  return (key, params) => {
    if (!key) return undefined;
    const known: ValidationMessageKey = isValidationMessageKey(key) ? key : 'error_invalid_value';
    return validationMessage(known, locale, params);
  };
}
