import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Spinner } from '../../ui/spinner.tsx';

/** While a search runs. The outcome region around it is live, so this is announced. */
export function SearchPending() {
  const { t } = useLingui();
  return (
    <p className="search-status">
      <Spinner />
      {t({ id: 'search.pending', message: 'Qidirilmoqda…' })}
    </p>
  );
}

/** Spec §8 messages: "unexpected search error, retry", with the retry at hand. */
export function SearchFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <div className="notice notice--warning search-status" role="alert">
      <p>{t({ id: 'search.failed', message: 'Qidiruvda kutilmagan xatolik yuz berdi. Qayta urinib ko‘ring.' })}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t({ id: 'search.retry', message: 'Qayta urinish' })}
      </button>
    </div>
  );
}

/** Nothing matched: a plain statement, not an error (spec §8: act not found, bans not found). */
export function SearchEmpty({ children }: { children: ReactNode }) {
  return (
    <div className="notice search-status search-status--empty">
      <p>{children}</p>
    </div>
  );
}
