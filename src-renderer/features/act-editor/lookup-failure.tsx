import { useLingui } from '@lingui/react/macro';
import { isApiError } from '../../api/api-error.ts';

export interface LookupFailureProps {
  error: unknown;
  onRetry: () => void;
}

/**
 * Why a registry lookup gave nothing: the server's own words (a 400 "not found" or "not the
 * owner" with the spec §8 text, a 429 "too many", already in the user's language), or — when no
 * answer came — a general one. A retry, unless the registry said no. Announced, since the user
 * is looking at the field they typed.
 */
export function LookupFailure({ error, onRetry }: LookupFailureProps) {
  const { t } = useLingui();
  const http = isApiError(error) && error.kind === 'http' && error.status < 500 && error.message !== '' ? error : null;
  return (
    <div className="notice notice--warning editor-lookup__result" role="alert">
      <p>
        {http
          ? http.message
          : t({ id: 'act.editor.lookup.failed', message: 'Reyestrga so‘rov bajarilmadi. Internet aloqasini tekshirib, qayta urinib ko‘ring.' })}
      </p>
      {http?.status !== 400 && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t({ id: 'act.editor.lookup.retry', message: 'Qayta urinish' })}
        </button>
      )}
    </div>
  );
}
