import { useLingui } from '@lingui/react/macro';
import type { FeeBreakdown as Breakdown, FeeLine } from '../../../src-domain/fees/calculate-fee.ts';
import type { FeeRate } from '../../../src-domain/fees/fee-rate.ts';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { formatDecimal, formatMoney } from '../../../src-domain/i18n/format-number.ts';
import { amountInWords } from '../../../src-domain/money/number-to-words.ts';

export interface FeeBreakdownProps {
  breakdown: Breakdown;
  rate: FeeRate;
  locale: Locale;
}

/**
 * The computed fee: one row per part, the total, and the total in words in the locale shown
 * (spec §9 number-to-words). The total is a polite live region, so a screen reader hears the
 * new figure after each change without the page moving focus.
 */
export function FeeBreakdown({ breakdown, rate, locale }: FeeBreakdownProps) {
  const { t } = useLingui();
  const sum = (tiyin: number) => {
    const amount = formatMoney(tiyin, locale);
    return t({ id: 'fee.amount', message: `${amount} so‘m` });
  };
  const label = (line: FeeLine): string => {
    switch (line.kind) {
      case 'stateDuty': {
        const percent = formatDecimal(rate.percentOfBcv, locale, 2);
        return t({ id: 'fee.line.stateDuty', message: `Davlat boji (BHMning ${percent} %)` });
      }
      case 'valuePart': {
        const percent = formatDecimal((rate.permilleOfValue ?? 0) / 10, locale, 2);
        return t({ id: 'fee.line.valuePart', message: `Obyekt qiymatining ${percent} %` });
      }
      case 'relativeDiscount': {
        const payable = breakdown.payablePercent ?? 100;
        return t({ id: 'fee.line.relativeDiscount', message: `Yaqin qarindosh uchun imtiyoz (stavkaning ${payable} % to‘lanadi)` });
      }
    }
  };
  const total = sum(breakdown.totalTiyin);
  const words = amountInWords(breakdown.totalTiyin, locale);

  return (
    <div className="fee-result">
      <table className="fee-table">
        <caption>{t({ id: 'fee.table.caption', message: 'Hisob-kitob' })}</caption>
        <thead>
          <tr>
            <th scope="col">{t({ id: 'fee.table.part', message: 'Tarkibi' })}</th>
            <th scope="col">{t({ id: 'fee.table.amount', message: 'Summa' })}</th>
          </tr>
        </thead>
        <tbody>
          {breakdown.lines.map((line) => (
            <tr key={line.kind}>
              <th scope="row">{label(line)}</th>
              <td>{line.kind === 'relativeDiscount' ? `− ${sum(line.tiyin)}` : sum(line.tiyin)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t({ id: 'fee.table.total', message: 'Jami' })}</th>
            <td>{total}</td>
          </tr>
        </tfoot>
      </table>
      <div className="fee-total" aria-live="polite" aria-atomic="true">
        <p className="fee-total__amount">{t({ id: 'fee.total', message: `Jami to‘lov: ${total}` })}</p>
        <p className="fee-total__words">{t({ id: 'fee.words', message: `So‘z bilan: ${words}` })}</p>
      </div>
    </div>
  );
}
