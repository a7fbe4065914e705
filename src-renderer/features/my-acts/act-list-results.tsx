import { useLingui } from '@lingui/react/macro';
import { useShownLocale } from '../../ui/use-shown-locale.ts';
import { formatDecimal } from '../../../src-domain/i18n/format-number.ts';
import { Link } from 'react-router';
import type { ActListResponse } from '../../../src-domain/http/routes/acts-list.ts';
import { LoadState } from '../../ui/load-state.tsx';
import { ActListItems } from './act-list-items.tsx';
import { Pager } from '../../ui/pager.tsx';

export interface ActListResultsProps {
  data: ActListResponse | undefined;
  pending: boolean;
  failed: boolean;
  /** The page shown is the previous one while the next loads. */
  stale: boolean;
  fetching: boolean;
  onRetry: () => void;
  filtered: boolean;
  /** The address without filters, for "show all". */
  resetHref: string;
  hrefForPage: (page: number) => string;
  kiosk: boolean;
  view: 'mine' | 'notary';
  /** What an empty list means here (no acts yet, nothing awaits you, an empty queue). */
  emptyText: string;
  labelledBy: string;
}

/** One page of acts with its count, loading, error (retry) and empty states, and the pager. */
export function ActListResults({
  data,
  pending,
  failed,
  stale,
  fetching,
  onRetry,
  filtered,
  resetHref,
  hrefForPage,
  kiosk,
  view,
  emptyText,
  labelledBy,
}: ActListResultsProps) {
  const { t } = useLingui();
  const locale = useShownLocale();
  const total = formatDecimal(data?.total ?? 0, locale, 0);
  return (
    <div className="act-results" aria-labelledby={labelledBy} aria-busy={fetching} role="region">
      <p role="status" className="act-results__count">
        {data && !stale ? t({ id: 'myActs.results.count', message: `Topilgan harakatlar: ${total}` }) : null}
      </p>
      <LoadState pending={pending} failed={failed} onRetry={onRetry} />
      {data && data.items.length === 0 ? (
        <div className="notice">
          <p>{filtered ? t({ id: 'myActs.results.emptyFiltered', message: 'Shartlarga mos notarial harakat topilmadi.' }) : emptyText}</p>
          {filtered ? (
            <p>
              <Link to={resetHref}>{t({ id: 'myActs.results.reset', message: 'Filtrlarni tozalash' })}</Link>
            </p>
          ) : null}
        </div>
      ) : null}
      {data && data.items.length > 0 ? <ActListItems items={data.items} kiosk={kiosk} view={view} /> : null}
      {data ? (
        <Pager
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          label={t({ id: 'myActs.pager.label', message: 'Notarial harakatlar sahifalari' })}
          hrefFor={hrefForPage}
        />
      ) : null}
    </div>
  );
}
