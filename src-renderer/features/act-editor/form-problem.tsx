import { useLingui } from '@lingui/react/macro';
import { isApiError } from '../../api/api-error.ts';

/**
 * What went wrong with a save that the API client did not already tell the user (spec §8 leaves
 * a 409 and the like to the screen): the server's localized message, in an alert next to the
 * buttons. A 400 or 5xx has had its toast; the fields show a 400's details. `keepAfterToast`
 * shows it anyway: a wizard step refused by a §5 rule must be acted on there, after the toast is gone.
 */
export function FormProblem({ error, keepAfterToast = false }: { error: unknown; keepAfterToast?: boolean }) {
  const { t } = useLingui();
  if (!error) return null;
  if (isApiError(error) && error.handled && !keepAfterToast) return null;
  const text =
    isApiError(error) && error.kind === 'http' && error.message
      ? error.message
      : t({ id: 'act.editor.saveFailed', message: 'Saqlab bo‘lmadi. Qayta urinib ko‘ring.' });
  return (
    <p className="notice notice--warning" role="alert">
      {text}
    </p>
  );
}
