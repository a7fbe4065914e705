import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { INVOICE_PURPOSE_NAMES } from '../../../src-domain/acts/invoices/invoice-purposes.ts';
import { MAX_EXTRA_INVOICE_LINES } from '../../../src-domain/http/routes/acts-invoices.ts';
import { formatCurrencyInput, parseCurrency } from '../../../src-domain/masks/currency-input.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';

export interface ExtraLine {
  purpose: 'service' | 'other';
  amount: string;
}

/** Amounts the notary typed, as tiyin; `null` when one is not an amount above zero. */
export function extraLinesTiyin(lines: readonly ExtraLine[]): { purpose: 'service' | 'other'; amountTiyin: number }[] | null {
  const parsed = lines.map((line) => ({ purpose: line.purpose, amountTiyin: parseCurrency(line.amount) }));
  if (parsed.some((line) => line.amountTiyin === null || line.amountTiyin <= 0)) return null;
  return parsed.map((line) => ({ purpose: line.purpose, amountTiyin: line.amountTiyin ?? 0 }));
}

export interface ExtraInvoiceLinesProps {
  lines: readonly ExtraLine[];
  onChange: (lines: ExtraLine[]) => void;
  invalid: boolean;
}

/**
 * Further services the notary bills besides the computed state duty and service fee (at most
 * five); amounts in the currency format of spec §5 (2 decimals, space grouping).
 */
export function ExtraInvoiceLines({ lines, onChange, invalid }: ExtraInvoiceLinesProps) {
  const { t } = useLingui();
  const locale = useShownLocale();
  const ids = useId();
  const update = (index: number, change: Partial<ExtraLine>) => onChange(lines.map((line, at) => (at === index ? { ...line, ...change } : line)));
  return (
    <fieldset className="act-section">
      <legend>{t({ id: 'act.invoices.extra', message: 'Qo‘shimcha xizmatlar' })}</legend>
      {lines.map((line, index) => (
        <div key={index} className="act-buttons">
          <div className="act-field">
            <label htmlFor={`${ids}-p${index}`} className="act-field__label">
              {t({ id: 'act.invoices.extraPurpose', message: 'Xizmat' })}
            </label>
            <select
              id={`${ids}-p${index}`}
              className="act-field__input"
              value={line.purpose}
              onChange={(event) => update(index, { purpose: event.target.value === 'other' ? 'other' : 'service' })}
            >
              <option value="service">{INVOICE_PURPOSE_NAMES.service[locale]}</option>
              <option value="other">{INVOICE_PURPOSE_NAMES.other[locale]}</option>
            </select>
          </div>
          <div className="act-field">
            <label htmlFor={`${ids}-a${index}`} className="act-field__label">
              {t({ id: 'act.invoices.extraAmount', message: 'Summasi, so‘m' })}
            </label>
            <input
              id={`${ids}-a${index}`}
              className="act-field__input"
              inputMode="decimal"
              value={line.amount}
              aria-invalid={invalid && !(parseCurrency(line.amount) ?? 0) ? true : undefined}
              onChange={(event) => update(index, { amount: formatCurrencyInput(event.target.value) })}
            />
          </div>
          <button type="button" className="button button--secondary" onClick={() => onChange(lines.filter((_line, at) => at !== index))}>
            {t({ id: 'act.invoices.extraRemove', message: 'Olib tashlash' })}
          </button>
        </div>
      ))}
      {invalid ? (
        <p className="act-field__error">{t({ id: 'act.invoices.extraInvalid', message: 'Har bir qo‘shimcha xizmat uchun noldan katta summani kiriting.' })}</p>
      ) : null}
      {lines.length < MAX_EXTRA_INVOICE_LINES ? (
        <button type="button" className="button button--secondary" onClick={() => onChange([...lines, { purpose: 'service', amount: '' }])}>
          {t({ id: 'act.invoices.extraAdd', message: 'Xizmat qo‘shish' })}
        </button>
      ) : null}
    </fieldset>
  );
}
