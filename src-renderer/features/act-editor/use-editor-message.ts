import { useValidationMessage } from '../../shared/use-validation-message.ts';
import { SERVER_ERROR_TYPE } from './server-field-errors.ts';
import type { FieldMessage } from '../../ui/fields/field-message.ts';

/**
 * Form errors carry the domain's message keys; their texts live once, in
 * `src-domain/validation/messages.ts`, shared with the server's 400 details (spec §5). A key
 * with placeholders (`{length}` of the document number) takes its values from the caller, who
 * knows the rule that failed. A server detail is already localized and is shown as it came;
 * anything else (a library's English default) reads as the generic "invalid value".
 */
export function useEditorMessage(): FieldMessage {
  const validation = useValidationMessage();
  return (error, params) => {
    const message = error?.message;
    if (!message) return undefined;
    // A server detail is already in the reader's language.
    return error.type === SERVER_ERROR_TYPE ? message : validation(message, params);
  };
}
