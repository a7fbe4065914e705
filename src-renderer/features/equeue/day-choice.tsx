import { useLingui } from '@lingui/react/macro';
import type { EqueueDay } from '../../../src-domain/http/routes/equeue-slots.ts';
import { useEqueueLabels } from './equeue-labels.ts';
import { displayDate } from './equeue-time.ts';

export interface DayChoiceProps {
  days: readonly EqueueDay[];
  chosen: string | null;
  onChoose: (date: string) => void;
}

/** Step 2: a working day of the next 14 (spec §3 Equeue); a day with no free time is shown but cannot be picked. */
export function DayChoice({ days, chosen, onChoose }: DayChoiceProps) {
  const { t } = useLingui();
  const labels = useEqueueLabels();
  if (days.length === 0) return <p className="notice">{t({ id: 'equeue.day.none', message: 'Keyingi 14 kunda bu notariusning ish kunlari yo‘q.' })}</p>;
  return (
    <fieldset className="equeue-options">
      <legend>{t({ id: 'equeue.day.legend', message: 'Qabul kuni' })}</legend>
      <div className="equeue-options__list">
        {days.map((day) => {
          const count = day.slots.length;
          const free = count > 0 ? t({ id: 'equeue.day.free', message: `Bo‘sh vaqtlar: ${count}` }) : t({ id: 'equeue.day.full', message: 'bo‘sh vaqt yo‘q' });
          return (
            <label key={day.date} className="equeue-option" data-disabled={count === 0 || undefined}>
              <input type="radio" name="equeue-day" value={day.date} checked={chosen === day.date} disabled={count === 0} onChange={() => onChoose(day.date)} />
              <span>
                <span className="equeue-option__main">
                  {labels.weekday(day.weekday)}, {displayDate(day.date)}
                </span>
                <span className="equeue-option__sub">{free}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
