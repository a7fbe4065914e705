import { useLingui } from '@lingui/react/macro';
import { isApiError } from '../../../api/api-error.ts';

/**
 * Why the server did not let the user on (a §5 rule of the step, spec §8 text), kept beside the
 * buttons after the toast is gone, since the user has to act on it here.
 */
export function WizardProblem({ error }: { error: unknown }) {
  const { t } = useLingui();
  if (!error) return null;
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
