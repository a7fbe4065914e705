import { useLingui } from '@lingui/react/macro';
import { formatDecimal } from '../../../src-domain/i18n/format-number.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';

export interface StatisticsRow {
  label: string;
  count: number;
}

export interface StatisticsTableProps {
  id: string;
  caption: string;
  /** Header of the first column: "act type", "region", "month". */
  labelHeader: string;
  rows: readonly StatisticsRow[];
  total: number;
}

/** The accessible alternative of a chart (docs/decisions/0005-statistics-and-dictionary-updates.md): the same figures as a real table. */
export function StatisticsTable({ id, caption, labelHeader, rows, total }: StatisticsTableProps) {
  const { t } = useLingui();
  const locale = useShownLocale();
  return (
    <table id={id} className="statistics-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labelHeader}</th>
          <th scope="col">{t({ id: 'statistics.table.count', message: 'Soni' })}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{formatDecimal(row.count, locale, 0)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t({ id: 'statistics.table.total', message: 'Jami' })}</th>
          <td>{formatDecimal(total, locale, 0)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
