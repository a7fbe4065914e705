import { useLingui } from '@lingui/react/macro';
import { formatDecimal } from '../../../src-domain/i18n/format-number.ts';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { useCatalogue } from '../../features/catalogue/api/get-catalogue.ts';
import { CatalogueGroups, CatalogueGroupsPending } from '../../features/catalogue/catalogue-groups.tsx';
import { CatalogueList } from '../../features/catalogue/catalogue-list.tsx';
import { Pager } from '../../ui/pager.tsx';
import { CatalogueSearch } from '../../features/catalogue/catalogue-search.tsx';
import { LoadState } from '../../ui/load-state.tsx';
import { useCatalogueParams } from '../../features/catalogue/use-catalogue-params.ts';
import { useSearchText } from '../../features/catalogue/use-search-text.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';
import { useBreadcrumb } from '../../state/breadcrumb.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import '../../features/catalogue/catalogue.css';

/**
 * Service catalogue (spec §2 `na_details`, screen 10): search (debounced, kept in `?q=`), act
 * groups, one page of services. The previous results stay while the next search runs.
 */
export function CatalogueListPage() {
  const { t, i18n } = useLingui();
  const locale = useShownLocale();
  const heading = i18n._(ROUTE_TITLES['route.catalogue']);
  useBreadcrumb([{ label: heading }]);
  useDocumentTitle(heading);
  const { filter, search, hrefWith } = useCatalogueParams();
  const { text, setText, flush } = useSearchText(filter.q, search);
  const query = useCatalogue(filter);
  // The results render as a transition, in slices: at once, on a phone, the cards held the first
  // tap. All of them from the deferred answer, so the section keeps its loading height until its
  // cards are in it (no layout shift between the two renders).
  const data = useDeferredValue(query.data);
  const total = formatDecimal(data?.total ?? 0, locale, 0);

  return (
    <article className="page catalogue">
      <h1>{heading}</h1>
      <p className="catalogue__lead">
        {t({ id: 'catalogue.lead', message: 'Notarial harakatlar: nima uchun kerak, qaysi hujjatlar talab qilinadi, qancha turadi va qancha vaqt oladi.' })}
      </p>
      <CatalogueSearch text={text} onTextChange={setText} onSubmit={flush} />
      {data ? (
        <CatalogueGroups groups={data.groups} selected={filter.group} locale={locale} hrefFor={(group) => hrefWith({ group, page: undefined })} />
      ) : (
        <CatalogueGroupsPending />
      )}
      <section
        className={data ? 'catalogue__results' : 'catalogue__results catalogue__results--loading'}
        aria-labelledby="catalogue-results"
        aria-busy={query.isFetching}
      >
        <h2 id="catalogue-results">{t({ id: 'catalogue.results.title', message: 'Xizmatlar' })}</h2>
        <p role="status" className="catalogue__count">
          {data && !query.isPlaceholderData ? t({ id: 'catalogue.results.count', message: `Topilgan xizmatlar: ${total}` }) : null}
        </p>
        <LoadState pending={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} />
        {data && data.items.length === 0 ? (
          <div className="notice">
            <p>{t({ id: 'catalogue.results.empty', message: 'Hech narsa topilmadi. So‘rovni qisqartiring yoki boshqa so‘z bilan qidiring.' })}</p>
            {filter.q || filter.group ? (
              <p>
                <Link to={paths.catalogue.href()}>{t({ id: 'catalogue.results.reset', message: 'Butun katalogni ko‘rsatish' })}</Link>
              </p>
            ) : null}
          </div>
        ) : null}
        {data ? (
          <CatalogueList services={data.items} groups={data.groups} bcvTiyin={data.bcvTiyin} locale={locale} hrefFor={paths.catalogueDetails.href} />
        ) : null}
        {data ? (
          <Pager
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            label={t({ id: 'catalogue.pager.label', message: 'Sahifalar' })}
            hrefFor={(page) => hrefWith({ page: page > 1 ? page : undefined })}
          />
        ) : null}
      </section>
    </article>
  );
}
