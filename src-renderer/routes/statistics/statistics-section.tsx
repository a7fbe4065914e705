import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { formatDecimal } from '../../../src-domain/i18n/format-number.ts';
import { BarChart } from '../../features/charts/bar-chart.tsx';
import { useShownLocale } from '../../ui/use-shown-locale.ts';
import { StatisticsTable, type StatisticsRow } from './statistics-table.tsx';

export interface StatisticsSectionProps {
  title: string;
  /** Says which period and region, in the table's caption. */
  period: string;
  labelHeader: string;
  rows: readonly StatisticsRow[];
  total: number;
  horizontal: boolean;
}

/**
 * One breakdown: a chart whose canvas is an image with a summary in words, and the same figures
 * as a table behind a toggle (docs/decisions/0005-statistics-and-dictionary-updates.md). Without a chart (library not loaded) the table
 * is simply shown.
 */
export function StatisticsSection({ title, period, labelHeader, rows, total: totalCount, horizontal }: StatisticsSectionProps) {
  const { t } = useLingui();
  const locale = useShownLocale();
  const id = useId();
  const [tableShown, setTableShown] = useState(false);
  const [chartFailed, setChartFailed] = useState(false);
  const top = rows.reduce<StatisticsRow | undefined>((best, row) => (best === undefined || row.count > best.count ? row : best), undefined);
  const topLabel = top?.label ?? '';
  const topCount = formatDecimal(top?.count ?? 0, locale, 0);
  const total = formatDecimal(totalCount, locale, 0);
  const summary = t({ id: 'statistics.chart.summary', message: `Diagramma: ${title}, ${period}. Jami ${total}. Eng ko‘p: ${topLabel} — ${topCount}.` });
  const showTable = tableShown || chartFailed;

  return (
    <section className="statistics-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      <BarChart
        labels={rows.map((row) => row.label)}
        values={rows.map((row) => row.count)}
        seriesLabel={t({ id: 'statistics.chart.series', message: 'Notarial harakatlar' })}
        horizontal={horizontal}
        locale={locale}
        summary={summary}
        onUnavailable={() => setChartFailed(true)}
      />
      {chartFailed ? null : (
        <button
          type="button"
          className="button button--secondary statistics-section__toggle"
          aria-expanded={tableShown}
          aria-controls={`${id}-table`}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {tableShown ? t({ id: 'statistics.table.hide', message: 'Jadvalni yashirish' }) : t({ id: 'statistics.table.show', message: 'Jadval ko‘rinishida' })}
        </button>
      )}
      <div id={`${id}-table`} hidden={!showTable}>
        {showTable ? <StatisticsTable id={`${id}-data`} caption={`${title}, ${period}`} labelHeader={labelHeader} rows={rows} total={totalCount} /> : null}
      </div>
    </section>
  );
}
