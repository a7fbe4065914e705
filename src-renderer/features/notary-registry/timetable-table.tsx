import { useLingui } from '@lingui/react/macro';
import { type TimetableDay, WEEKDAYS } from '../../../src-domain/http/routes/notary-details.ts';
import { tashkentWeekMinute } from '../../../src-domain/notaries/working-now.ts';

export interface TimetableTableProps {
  timetable: readonly TimetableDay[];
  /** The moment that decides "today"; the week is Tashkent's whatever the device's zone (spec §9). */
  now: Date;
}

/** The office week: hours and break per day, days off said in words, today marked. */
export function TimetableTable({ timetable, now }: TimetableTableProps) {
  const { t } = useLingui();
  const names = [
    t({ id: 'notary.day.1', message: 'Dushanba' }),
    t({ id: 'notary.day.2', message: 'Seshanba' }),
    t({ id: 'notary.day.3', message: 'Chorshanba' }),
    t({ id: 'notary.day.4', message: 'Payshanba' }),
    t({ id: 'notary.day.5', message: 'Juma' }),
    t({ id: 'notary.day.6', message: 'Shanba' }),
    t({ id: 'notary.day.7', message: 'Yakshanba' }),
  ];
  const today = tashkentWeekMinute(now).weekday;
  const dayOff = t({ id: 'notary.timetable.dayOff', message: 'Dam olish kuni' });
  return (
    <table className="notary-timetable">
      <caption>{t({ id: 'notary.timetable.caption', message: 'Ish vaqti (Toshkent vaqti)' })}</caption>
      <thead>
        <tr>
          <th scope="col">{t({ id: 'notary.timetable.day', message: 'Kun' })}</th>
          <th scope="col">{t({ id: 'notary.timetable.hours', message: 'Ish vaqti' })}</th>
          <th scope="col">{t({ id: 'notary.timetable.break', message: 'Tushlik' })}</th>
        </tr>
      </thead>
      <tbody>
        {WEEKDAYS.map((weekday) => {
          const day = timetable.find((entry) => entry.weekday === weekday);
          const isToday = weekday === today;
          return (
            <tr key={weekday} className={isToday ? 'notary-timetable__today' : undefined} aria-current={isToday ? 'date' : undefined}>
              <th scope="row">
                {names[weekday - 1]}
                {isToday ? ` (${t({ id: 'notary.timetable.today', message: 'bugun' })})` : ''}
              </th>
              <td>{day ? `${day.from}–${day.to}` : dayOff}</td>
              <td>{day?.breakFrom && day.breakTo ? `${day.breakFrom}–${day.breakTo}` : '—'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
