import { useLingui } from '@lingui/react/macro';
import { formatDecimal } from '../../../src-domain/i18n/format-number.ts';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { useNotaries } from '../../features/notary-registry/api/get-notaries.ts';
import { LoadState } from '../../ui/load-state.tsx';
import { NotaryCards } from '../../features/notary-registry/notary-cards.tsx';
import { NotaryFilters } from '../../features/notary-registry/notary-filters.tsx';
import { NotarySortSelect } from '../../features/notary-registry/notary-sort.tsx';
import { Pager } from '../../ui/pager.tsx';
import { useNotaryParams } from '../../features/notary-registry/use-notary-params.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';
import { useBreadcrumb } from '../../state/breadcrumb.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { NotaryListMap } from './notary-list-map.tsx';
import '../../features/catalogue/catalogue.css';
import '../../features/notary-registry/notary.css';

/**
 * Notary registry (spec §2 `notary`, screen 17): filters and order in the address, one page of
 * notaries. The previous page stays on screen while the next loads.
 */
export function NotaryListPage() {
  const { t, i18n } = useLingui();
  const heading = i18n._(ROUTE_TITLES['route.notaries']);
  useBreadcrumb([{ label: heading }]);
  useDocumentTitle(heading);
  const { filter, hrefWith, change } = useNotaryParams();
  const locale = useShownLocale();
  const query = useNotaries(filter);
  // The results render as a transition, in slices: at once, on a phone, the cards held the first
  // tap. All of them from the deferred answer, so the section keeps its loading height until its
  // cards are in it (no layout shift between the two renders).
  const data = useDeferredValue(query.data);
  const total = formatDecimal(data?.total ?? 0, locale, 0);
  const filtered = filter.region !== undefined || filter.workingNow || filter.status !== undefined || filter.licence !== undefined;

  return (
    <article className="page notary-registry">
      <h1>{heading}</h1>
      <NotaryFilters filter={filter} onChange={change} />
      <NotarySortSelect filter={filter} onChange={change} />
      <section
        className={data ? 'catalogue__results' : 'catalogue__results catalogue__results--loading'}
        aria-labelledby="notary-results"
        aria-busy={query.isFetching}
      >
        <h2 id="notary-results">{t({ id: 'notary.results.title', message: 'Notariuslar' })}</h2>
        <p role="status" className="catalogue__count">
          {data && !query.isPlaceholderData ? t({ id: 'notary.results.count', message: `Topilgan notariuslar: ${total}` }) : null}
        </p>
        <LoadState pending={query.isLoading} failed={query.isError} onRetry={() => void query.refetch()} />
        {data && data.items.length === 0 ? (
          <div className="notice">
            <p>{t({ id: 'notary.results.empty', message: 'Shartlarga mos notarius topilmadi.' })}</p>
            {filtered ? (
              <p>
                <Link to={paths.notaries.href()}>{t({ id: 'notary.results.reset', message: 'Barcha notariuslarni ko‘rsatish' })}</Link>
              </p>
            ) : null}
          </div>
        ) : null}
        {data && data.items.length > 0 ? <NotaryListMap notaries={data.items} locale={locale} /> : null}
        {data ? <NotaryCards notaries={data.items} hrefFor={paths.notaryDetails.href} /> : null}
        {data ? (
          <Pager
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            label={t({ id: 'notary.pager.label', message: 'Notariuslar sahifalari' })}
            hrefFor={(page) => hrefWith({ page: page > 1 ? page : undefined })}
          />
        ) : null}
      </section>
    </article>
  );
}
