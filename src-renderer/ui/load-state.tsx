import { useLingui } from '@lingui/react/macro';

export interface LoadStateProps {
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
}

/**
 * What a page (catalogue, notary registry …) shows while its data loads, or when loading failed: a status that screen readers
 * announce, and on failure a retry button (the API client has already shown its toast, spec §8).
 */
export function LoadState({ pending, failed, onRetry }: LoadStateProps) {
  const { t } = useLingui();
  if (failed) {
    return (
      <div className="notice notice--warning load-state" role="alert">
        <p>{t({ id: 'load.state.failed', message: 'Ma’lumotlarni yuklab bo‘lmadi. Internet aloqasini tekshirib, qayta urinib ko‘ring.' })}</p>
        <button type="button" className="button" onClick={onRetry}>
          {t({ id: 'load.state.retry', message: 'Qayta urinish' })}
        </button>
      </div>
    );
  }
  if (!pending) return null;
  return (
    <p className="load-state" role="status">
      {t({ id: 'load.state.pending', message: 'Yuklanmoqda…' })}
    </p>
  );
}
