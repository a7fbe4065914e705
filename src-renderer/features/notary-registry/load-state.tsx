import { useLingui } from '@lingui/react/macro';

export interface LoadStateProps {
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
}

/**
 * While the registry loads: a status screen readers announce; on failure a retry button (the
 * API client has already shown its toast, spec §8).
 */
export function LoadState({ pending, failed, onRetry }: LoadStateProps) {
  const { t } = useLingui();
  if (failed) {
    return (
      <div className="notice notice--warning load-state" role="alert">
        <p>{t({ id: 'notary.load.failed', message: 'Ma’lumotlarni yuklab bo‘lmadi. Internet aloqasini tekshirib, qayta urinib ko‘ring.' })}</p>
        <button type="button" className="button" onClick={onRetry}>
          {t({ id: 'notary.load.retry', message: 'Qayta urinish' })}
        </button>
      </div>
    );
  }
  if (!pending) return null;
  return (
    <p className="load-state" role="status">
      {t({ id: 'notary.load.pending', message: 'Yuklanmoqda…' })}
    </p>
  );
}
