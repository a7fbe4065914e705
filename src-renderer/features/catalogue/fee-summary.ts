import { useLingui } from '@lingui/react/macro';
import { calculateFee } from '../../../src-domain/fees/calculate-fee.ts';
import type { FeeRate } from '../../../src-domain/fees/fee-rate.ts';
import { formatDecimal, formatMoney } from '../../../src-domain/i18n/format-number.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';

/**
 * The price of a service in one line, as the list and the details show it: the fixed state duty
 * in sum and/or the share of the object's value ("412 000,00 so‘m + 0,5 % of the value", as the reader's locale writes numbers). The
 * figure comes from the same rule as the calculator, so the two never disagree.
 */
export function useFeeSummary() {
  const { t } = useLingui();
  const locale = useShownLocale();
  return (rate: FeeRate, bcvTiyin: number): string => {
    const breakdown = calculateFee({ rate, bcvTiyin, actTypeId: null, valueTiyin: null, relationship: 'none' });
    const parts: string[] = [];
    const duty = breakdown.lines.find((line) => line.kind === 'stateDuty');
    if (duty) {
      const amount = formatMoney(duty.tiyin, locale);
      parts.push(t({ id: 'catalogue.price.amount', message: `${amount} so‘m` }));
    }
    if (rate.permilleOfValue !== null) {
      const percent = formatDecimal(rate.permilleOfValue / 10, locale, 2);
      parts.push(t({ id: 'catalogue.price.valueShare', message: `obyekt qiymatining ${percent} %` }));
    }
    return parts.join(' + ');
  };
}
