import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { calculateFee } from '../../../src-domain/fees/calculate-fee.ts';
import { hasValuePart, type FeeRate } from '../../../src-domain/fees/fee-rate.ts';
import { relativeDiscountFor } from '../../../src-domain/fees/relative-discount.ts';
import type { Relationship } from '../../../src-domain/fees/relationship.ts';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { parseCurrency } from '../../../src-domain/masks/currency-input.ts';
import { formatMoney } from '../../../src-domain/i18n/format-number.ts';
import { CurrencyInput } from '../../ui/fields/currency-input.tsx';
import { FeeBreakdown } from './fee-breakdown.tsx';
import { RelationshipField } from './relationship-field.tsx';
import './fee-calculator.css';

export interface FeeCalculatorProps {
  rate: FeeRate;
  bcvTiyin: number;
  actTypeId: number | null;
  locale: Locale;
}

/**
 * The fee calculator of screen 10 (spec §9): asks only what changes the fee of this service
 * (the object's value where part of the duty is a share of it, the relationship where a
 * close-relative discount exists) and recomputes on every keystroke with the domain rule.
 * No submit: nothing is sent anywhere.
 */
export function FeeCalculator({ rate, bcvTiyin, actTypeId, locale }: FeeCalculatorProps) {
  const { t } = useLingui();
  const id = useId();
  const [valueText, setValueText] = useState('');
  const [relationship, setRelationship] = useState<Relationship>('none');
  const withValue = hasValuePart(rate);
  const discount = relativeDiscountFor(actTypeId);
  const breakdown = calculateFee({ rate, bcvTiyin, actTypeId, valueTiyin: withValue ? parseCurrency(valueText) : null, relationship });
  const bcv = formatMoney(bcvTiyin, locale);
  const payable = discount?.payablePercent ?? 100;

  return (
    <div className="fee-calculator">
      <form className="fee-form" onSubmit={(event) => event.preventDefault()} aria-label={t({ id: 'fee.form.label', message: 'Hisoblash uchun ma’lumotlar' })}>
        {withValue ? (
          <CurrencyInput
            label={t({ id: 'fee.value.label', message: 'Obyekt qiymati (shartnoma narxi yoki baholash), so‘m' })}
            hint={t({ id: 'fee.value.hint', message: 'Ikki kasr xonasigacha, masalan: 150 000 000,00' })}
            value={valueText}
            onChange={setValueText}
          />
        ) : null}
        {discount ? (
          <RelationshipField
            id={`${id}-relationship`}
            value={relationship}
            onChange={setRelationship}
            hint={t({ id: 'fee.relationship.hint', message: `Yaqin qarindoshlar davlat bojining ${payable} foizini to‘laydi.` })}
          />
        ) : null}
        {!withValue && !discount ? <p>{t({ id: 'fee.fixed', message: 'Bu xizmatning narxi qat’iy: hech narsa kiritish shart emas.' })}</p> : null}
      </form>
      {breakdown.valueMissing ? (
        <p className="notice fee-calculator__missing">
          {t({ id: 'fee.value.missing', message: 'Obyekt qiymatini kiriting: davlat bojining bir qismi unga bog‘liq.' })}
        </p>
      ) : null}
      <FeeBreakdown breakdown={breakdown} rate={rate} locale={locale} />
      <p className="fee-calculator__note">
        {t({ id: 'fee.note', message: `Bazaviy hisoblash miqdori (BHM): ${bcv} so‘m. Hisob-kitob taxminiy, yakuniy summani notarius belgilaydi.` })}
      </p>
    </div>
  );
}
