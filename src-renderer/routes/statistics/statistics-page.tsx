import { formatDecimal } from '../../../src-domain/i18n/format-number.ts';
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { ACT_TYPE_NAMES, isActTypeId } from '../../../src-domain/acts/act-types.ts';
import { monthLabel } from '../../../src-domain/statistics/month-names.ts';
import { formatCalendarDate } from '../../../src-domain/time/format-date.ts';
import { parseIsoDate } from '../../../src-domain/time/parse-date.ts';
import { currentYearInTashkent } from '../../../src-domain/time/tashkent.ts';
import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { useRegions } from '../../features/notary-registry/api/get-regions.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';
import { useBreadcrumb } from '../../state/breadcrumb.ts';
import { LoadState } from '../../ui/load-state.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useStatistics } from './get-statistics.ts';
import { filterFromParams, paramsOfFilter, periodErrors, requestOf, type StatisticsFilter } from './statistics-filter.ts';
import { StatisticsFilters } from './statistics-filters.tsx';
import { StatisticsSection } from './statistics-section.tsx';
import '../../features/searches/search-form.css';
import './statistics.css';

/** Years offered in the year filter: this one and the four before it. */
const YEARS_OFFERED = 5;

function displayDate(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? formatCalendarDate(date) : iso;
}

/**
 * Statistics (spec §1 public services "statistics"): registered notarial acts
 * by type, by region and by month for a year or a date range, optionally in one region. Each
 * chart has its table; the chart library loads only when the first chart is drawn.
 */
export function StatisticsPage() {
  const { t, i18n } = useLingui();
  const locale = useShownLocale();
  const heading = i18n._(ROUTE_TITLES['route.statistics']);
  useBreadcrumb([{ label: heading }]);
  useDocumentTitle(heading);

  const currentYear = currentYearInTashkent();
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params, currentYear);
  const request = requestOf(filter);
  const valid = Object.keys(periodErrors(request.from, request.to)).length === 0;
  const query = useStatistics(valid ? request : undefined);
  const regions = useRegions().data?.items ?? [];
  const apply = (next: StatisticsFilter) => setParams(paramsOfFilter(next, currentYear));

  const data = query.data;
  const total = formatDecimal(data?.total ?? 0, locale, 0);
  const regionName = (id: number) => regions.find((region) => region.id === id)?.name[locale] ?? String(id);
  // Named from the answer, not the address: while the next period loads, the figures shown are still the previous one's.
  const periodText = data ? `${displayDate(data.from)} – ${displayDate(data.to)}${data.region === null ? '' : `, ${regionName(data.region)}`}` : '';
  const years = Array.from({ length: YEARS_OFFERED }, (_, i) => currentYear - i);

  return (
    <article className="page statistics">
      <h1>{heading}</h1>
      <p className="statistics__lead">
        {t({
          id: 'statistics.lead',
          message:
            'Ro‘yxatga olingan notarial harakatlar soni: turlari, hududlar va oylar bo‘yicha. Ro‘yxatga olingan sanasi bo‘yicha hisoblanadi; keyinchalik bekor qilingan yoki annulyatsiya qilinganlari ham kiradi, jarayondagi arizalar kirmaydi.',
        })}
      </p>
      <StatisticsFilters key={params.toString()} filter={filter} years={years} regions={regions} onApply={apply} />
      <section className="statistics__results" aria-labelledby="statistics-results" aria-busy={query.isFetching}>
        <h2 id="statistics-results">{t({ id: 'statistics.results.title', message: 'Natijalar' })}</h2>
        <LoadState pending={query.isLoading} failed={query.isError} onRetry={() => void query.refetch()} />
        {data && !query.isError ? (
          <>
            <p className="statistics__total" role="status">
              {t({ id: 'statistics.results.total', message: `${periodText}: jami ${total} ta notarial harakat` })}
            </p>
            {data.total === 0 ? (
              <div className="notice">
                <p>{t({ id: 'statistics.results.empty', message: 'Bu davr uchun ma’lumot yo‘q. Boshqa davr yoki hududni tanlang.' })}</p>
              </div>
            ) : (
              <div className="statistics__sections">
                <StatisticsSection
                  title={t({ id: 'statistics.byType.title', message: 'Notarial harakat turlari bo‘yicha' })}
                  labelHeader={t({ id: 'statistics.byType.header', message: 'Notarial harakat turi' })}
                  period={periodText}
                  total={data.total}
                  horizontal
                  rows={data.byType.map(({ actTypeId, count }) => ({
                    label: isActTypeId(actTypeId)
                      ? ACT_TYPE_NAMES[actTypeId][locale]
                      : t({ id: 'statistics.byType.other', message: `Boshqa tur (${actTypeId})` }),
                    count,
                  }))}
                />
                <StatisticsSection
                  title={t({ id: 'statistics.byRegion.title', message: 'Hududlar bo‘yicha' })}
                  labelHeader={t({ id: 'statistics.byRegion.header', message: 'Hudud' })}
                  period={periodText}
                  total={data.total}
                  horizontal
                  rows={data.byRegion.map((item) => ({ label: regionName(item.regionId), count: item.count }))}
                />
                <StatisticsSection
                  title={t({ id: 'statistics.byMonth.title', message: 'Oylar bo‘yicha' })}
                  labelHeader={t({ id: 'statistics.byMonth.header', message: 'Oy' })}
                  period={periodText}
                  total={data.total}
                  horizontal={false}
                  rows={data.byMonth.map((item) => ({ label: monthLabel(item.month, locale), count: item.count }))}
                />
              </div>
            )}
          </>
        ) : null}
      </section>
    </article>
  );
}
