import { useLingui } from '@lingui/react/macro';
import { isApiError } from '../../api/api-error.ts';

/**
 * What went wrong with a save that the API client did not already tell the user (spec §8 leaves
 * a 409 and the like to the screen): the server's localized message, in an alert next to the
 * buttons. A 400 or 5xx has had its toast; the fields show a 400's details. `keepAfterToast`
 * shows it anyway: a wizard step refused by a §5 rule must be acted on there, after the toast is gone.
 * `draftKept`: the form keeps what was typed as a draft (wizard/use-step-draft.ts), so a call that
 * never reached the server says so, and that nothing typed is lost.
 */
export function FormProblem({ error, keepAfterToast = false, draftKept = false }: { error: unknown; keepAfterToast?: boolean; draftKept?: boolean }) {
  const { t } = useLingui();
  if (!error) return null;
  if (isApiError(error) && error.handled && !keepAfterToast) return null;
  const unreached = isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
  const text =
    isApiError(error) && error.kind === 'http' && error.message
      ? error.message
      : unreached && draftKept
        ? t({
            id: 'act.wizard.offlineKept',
            message: 'Aloqa yo‘q, hech narsa yuborilmadi. Kiritganlaringiz shu qurilmada saqlab qo‘yildi: aloqa tiklangach, qayta bosing.',
          })
        : t({ id: 'act.editor.saveFailed', message: 'Saqlab bo‘lmadi. Qayta urinib ko‘ring.' });
  return (
    <p className="notice notice--warning" role="alert">
      {text}
    </p>
  );
}
