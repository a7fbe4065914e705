import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import { applyMask } from '../../../src-domain/masks/apply-mask.ts';
import { MASKS } from '../../../src-domain/masks/masks.ts';
import type { DictionaryResponse } from '../../../src-domain/http/routes/dictionaries.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';
import { EditorField } from '../../ui/fields/editor-field.tsx';
import { useValidationMessage } from '../../shared/use-validation-message.ts';
import { periodErrors, type PeriodErrors, type StatisticsFilter } from './statistics-filter.ts';
import { Select } from '../../ui/select.tsx';

export interface StatisticsFiltersProps {
  filter: StatisticsFilter;
  /** The years offered, newest first. */
  years: readonly number[];
  regions: DictionaryResponse<'regions'>['items'];
  onApply: (filter: StatisticsFilter) => void;
}

/**
 * Period (a year, or a date range the server's own schema checks) and an optional region,
 * applied together with one button, so typing a date does not fetch at every keystroke.
 */
export function StatisticsFilters({ filter, years, regions, onApply }: StatisticsFiltersProps) {
  const { t } = useLingui();
  const locale = useShownLocale();
  const message = useValidationMessage();
  const ids = useId();
  const [mode, setMode] = useState(filter.mode);
  const [year, setYear] = useState(filter.mode === 'year' ? filter.year : (years[0] ?? new Date().getFullYear()));
  const [from, setFrom] = useState(filter.mode === 'range' ? filter.from : '');
  const [to, setTo] = useState(filter.mode === 'range' ? filter.to : '');
  const [region, setRegion] = useState(filter.region);
  const [errors, setErrors] = useState<PeriodErrors>(filter.mode === 'range' ? periodErrors(filter.from, filter.to) : {});
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  const shownYears = years.includes(year) ? years : [year, ...years];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'year') {
      setErrors({});
      onApply({ mode, year, region });
      return;
    }
    const found = periodErrors(from, to);
    setErrors(found);
    if (found.from) fromRef.current?.focus();
    else if (found.to) toRef.current?.focus();
    else onApply({ mode, from: from.trim(), to: to.trim(), region });
  };

  const dateHint = t({ id: 'statistics.filter.dateHint', message: 'KK.OO.YYYY, masalan: 01.03.2026' });
  return (
    <form
      className="statistics-filters form-panel"
      noValidate
      onSubmit={submit}
      aria-label={t({ id: 'statistics.filter.label', message: 'Statistika filtrlari' })}
    >
      <fieldset className="form-choice">
        <legend className="form-choice__legend">{t({ id: 'statistics.filter.period', message: 'Davr' })}</legend>
        <div className="form-choice__options">
          <label className="form-choice__option">
            <input type="radio" name={`${ids}-mode`} value="year" checked={mode === 'year'} onChange={() => setMode('year')} />
            {t({ id: 'statistics.filter.byYear', message: 'Yil bo‘yicha' })}
          </label>
          <label className="form-choice__option">
            <input type="radio" name={`${ids}-mode`} value="range" checked={mode === 'range'} onChange={() => setMode('range')} />
            {t({ id: 'statistics.filter.byRange', message: 'Sanalar oralig‘i' })}
          </label>
        </div>
      </fieldset>
      <div className="form-row">
        {mode === 'year' ? (
          <label className="statistics-filters__select">
            {t({ id: 'statistics.filter.year', message: 'Yil' })}
            <Select value={year} onChange={(event) => setYear(Number(event.target.value))}>
              {shownYears.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </Select>
          </label>
        ) : (
          <>
            <EditorField
              required
              ref={fromRef}
              label={t({ id: 'statistics.filter.from', message: 'Boshlanish sanasi' })}
              hint={dateHint}
              inputMode="numeric"
              value={from}
              maxLength={10}
              error={message(errors.from)}
              onChange={(event) => setFrom(applyMask(MASKS.date, event.target.value))}
            />
            <EditorField
              required
              ref={toRef}
              label={t({ id: 'statistics.filter.to', message: 'Tugash sanasi' })}
              hint={dateHint}
              inputMode="numeric"
              value={to}
              maxLength={10}
              error={message(errors.to)}
              onChange={(event) => setTo(applyMask(MASKS.date, event.target.value))}
            />
          </>
        )}
        <label className="statistics-filters__select">
          {t({ id: 'statistics.filter.region', message: 'Hudud' })}
          <Select value={region ?? ''} onChange={(event) => setRegion(event.target.value ? Number(event.target.value) : undefined)}>
            <option value="">{t({ id: 'statistics.filter.allRegions', message: 'Barcha hududlar' })}</option>
            {regions.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name[locale]}
              </option>
            ))}
          </Select>
        </label>
      </div>
      <button type="submit" className="button search-form__submit">
        {t({ id: 'statistics.filter.apply', message: 'Ko‘rsatish' })}
      </button>
    </form>
  );
}
