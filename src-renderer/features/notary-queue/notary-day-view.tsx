import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ACT_TYPE_NAMES } from '../../../src-domain/acts/act-types.ts';
import { addCalendarDays } from '../../../src-domain/equeue/calendar-days.ts';
import type { VisitMark } from '../../../src-domain/equeue/visit-marks.ts';
import type { NotaryBooking } from '../../../src-domain/http/routes/notary-equeue.ts';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { formatCalendarDate, toIsoDate } from '../../../src-domain/time/format-date.ts';
import { parseIsoDate } from '../../../src-domain/time/parse-date.ts';
import { tashkentParts } from '../../../src-domain/time/tashkent.ts';
import { isApiError } from '../../api/api-error.ts';
import { BookingActPicker } from '../../shared/booking-act-picker.tsx';
import { LoadState } from '../../ui/load-state.tsx';
import { useLinkNotaryBooking, useMarkVisit, useNotaryDay } from './api/notary-day.ts';
import './notary-queue.css';

export interface NotaryDayViewProps {
  locale: Locale;
  kiosk: boolean;
}

const hhmm = (iso: string): string => {
  const parts = tashkentParts(new Date(iso));
  return `${String(parts.hour).padStart(2, '0')}:${String(parts.minute).padStart(2, '0')}`;
};

/**
 * The notary's side of the electronic queue (spec §9; docs/decisions/0055-notary-queue.md): the
 * day's slots with who booked them, the marks — came, received, did not come — and the general
 * queue of those more than 15 minutes late, with each one's place. A booking opens the act it is
 * for, or is linked to one of the citizen's acts with this notary. Web and kiosk alike; the day
 * is read again every 30 s.
 */
export function NotaryDayView({ locale, kiosk }: NotaryDayViewProps) {
  const { t } = useLingui();
  const [date, setDate] = useState('');
  const day = useNotaryDay(date);
  const mark = useMarkVisit(date);
  const link = useLinkNotaryBooking(date);
  const shown = day.data ? parseIsoDate(day.data.date) : null;
  const dateText = shown ? formatCalendarDate(shown) : '';
  const go = (offset: number) => {
    if (shown) setDate(toIsoDate(addCalendarDays(shown, offset)));
  };
  const failure = [mark.error, link.error].find(Boolean);
  const failureText = failure
    ? isApiError(failure) && failure.message
      ? failure.message
      : t({ id: 'notaryQueue.failed', message: 'Belgilab bo‘lmadi. Ro‘yxatni yangilab, qayta urinib ko‘ring.' })
    : null;

  return (
    <section className="notary-queue" aria-labelledby="notary-queue-heading">
      <h2 id="notary-queue-heading">{t({ id: 'notaryQueue.heading', message: `Kunlik navbat: ${dateText}` })}</h2>
      <div className="act-buttons" role="group" aria-label={t({ id: 'notaryQueue.days', message: 'Kunni tanlash' })}>
        <button type="button" className="button button--secondary" disabled={!shown} onClick={() => go(-1)}>
          {t({ id: 'notaryQueue.previous', message: 'Oldingi kun' })}
        </button>
        <button type="button" className="button button--secondary" disabled={date === ''} onClick={() => setDate('')}>
          {t({ id: 'notaryQueue.today', message: 'Bugun' })}
        </button>
        <button type="button" className="button button--secondary" disabled={!shown} onClick={() => go(1)}>
          {t({ id: 'notaryQueue.next', message: 'Keyingi kun' })}
        </button>
      </div>
      <p>
        {t({
          id: 'notaryQueue.rule',
          message: 'Qabul vaqtidan 15 daqiqadan ko‘p kechikkan fuqaro umumiy navbatda, kelgan tartibida qabul qilinadi. Vaqtlar Toshkent vaqti bo‘yicha.',
        })}
      </p>
      <LoadState pending={day.isPending} failed={day.isError} onRetry={() => void day.refetch()} />
      {failureText ? (
        <p className="notice notice--warning" role="alert">
          {failureText}
        </p>
      ) : null}
      {day.data ? (
        <>
          <section aria-labelledby="notary-queue-general">
            <h3 id="notary-queue-general">{t({ id: 'notaryQueue.general', message: 'Umumiy navbat' })}</h3>
            {day.data.generalQueue.length === 0 ? (
              <p>{t({ id: 'notaryQueue.generalEmpty', message: 'Umumiy navbatda hech kim yo‘q.' })}</p>
            ) : (
              <ol className="notary-queue__general">
                {day.data.generalQueue.map((entry) => {
                  const place = entry.place;
                  const name = entry.citizenName;
                  const booked = entry.time;
                  const came = hhmm(entry.arrivedAt);
                  return (
                    <li key={entry.bookingId}>
                      {t({ id: 'notaryQueue.generalItem', message: `${place}-o‘rin: ${name} (${booked} ga yozilgan, ${came} da keldi)` })}
                    </li>
                  );
                })}
              </ol>
            )}
          </section>
          <section aria-labelledby="notary-queue-slots">
            <h3 id="notary-queue-slots">{t({ id: 'notaryQueue.slots', message: 'Qabul vaqtlari' })}</h3>
            {day.data.slots.length === 0 ? (
              <p>{t({ id: 'notaryQueue.noSlots', message: 'Bu kun ish kuni emas va unga yozilish yo‘q.' })}</p>
            ) : (
              <ul className="notary-queue__slots">
                {day.data.slots.map((slot) => (
                  <li key={slot.time} className="notary-queue__slot">
                    <span className="notary-queue__time">{slot.time}</span>
                    {slot.booking ? (
                      <BookingRow
                        booking={slot.booking}
                        locale={locale}
                        kiosk={kiosk}
                        marking={mark.isPending && mark.variables.id === slot.booking.id ? mark.variables.mark : null}
                        linking={link.isPending && link.variables.id === slot.booking.id}
                        onMark={(value) => mark.mutate({ id: slot.booking?.id ?? 0, mark: value })}
                        onLink={(actUuid) => link.mutate({ id: slot.booking?.id ?? 0, actUuid })}
                      />
                    ) : (
                      <span className="notary-queue__free">{t({ id: 'notaryQueue.free', message: 'Bo‘sh' })}</span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}
    </section>
  );
}

interface BookingRowProps {
  booking: NotaryBooking;
  locale: Locale;
  kiosk: boolean;
  marking: VisitMark | null;
  linking: boolean;
  onMark: (mark: VisitMark) => void;
  onLink: (actUuid: string | null) => void;
}

function BookingRow({ booking, locale, kiosk, marking, linking, onMark, onLink }: BookingRowProps) {
  const { t } = useLingui();
  const name = booking.citizenName;
  const what =
    booking.notaryaction === null
      ? t({ id: 'notaryQueue.consultation', message: 'Maslahat yoki boshqa masala' })
      : ACT_TYPE_NAMES[booking.notaryaction][locale];
  const place = booking.generalPlace;
  const came = booking.arrivedAt ? hhmm(booking.arrivedAt) : '';
  const status = (() => {
    switch (booking.state) {
      case 'served':
        return t({ id: 'notaryQueue.status.served', message: 'Qabul qilindi' });
      case 'no_show':
        return t({ id: 'notaryQueue.status.noShow', message: 'Kelmadi' });
      case 'cancelled':
        return t({ id: 'notaryQueue.status.cancelled', message: 'Bekor qilingan' });
      case 'active':
        if (booking.arrivedAt !== null && booking.queue === 'general' && place !== null)
          return t({ id: 'notaryQueue.status.general', message: `${came} da keldi, 15 daqiqadan ko‘p kechikib: umumiy navbatda ${place}-o‘rin` });
        if (booking.arrivedAt !== null) return t({ id: 'notaryQueue.status.arrived', message: `${came} da keldi: o‘z vaqtida` });
        if (booking.late) return t({ id: 'notaryQueue.status.late', message: '15 daqiqadan ko‘p kechikmoqda: kelsa, umumiy navbatda' });
        return t({ id: 'notaryQueue.status.waiting', message: 'Kutilmoqda' });
    }
  })();
  const markLabels: Record<VisitMark, string> = {
    arrived: t({ id: 'notaryQueue.mark.arrived', message: `${name} keldi` }),
    served: t({ id: 'notaryQueue.mark.served', message: `${name} qabul qilindi` }),
    no_show: t({ id: 'notaryQueue.mark.noShow', message: `${name} kelmadi` }),
  };
  // "Did not come" closes the linked act at steps 7–8 at once (docs/decisions/0059-no-show-at-the-set-time.md): said before the click.
  const closesAct = booking.act !== null && (booking.act.step === 7 || booking.act.step === 8) && booking.allowedMarks.includes('no_show');
  const closesActId = `notary-queue-closes-${booking.id}`;
  return (
    <article className="notary-queue__booking" data-state={booking.state} aria-label={`${booking.time} ${name}`}>
      <p className="notary-queue__who">
        <strong>{name}</strong> — {what}
      </p>
      {booking.description ? <p className="notary-queue__note">{booking.description}</p> : null}
      <p role="status">{status}</p>
      {booking.allowedMarks.length > 0 ? (
        <div className="act-buttons">
          {booking.allowedMarks.map((value) => (
            <button
              key={value}
              type="button"
              className={value === 'no_show' ? 'button button--secondary' : 'button'}
              disabled={marking !== null}
              aria-busy={marking === value || undefined}
              aria-describedby={value === 'no_show' && closesAct ? closesActId : undefined}
              onClick={() => onMark(value)}
            >
              {markLabels[value]}
            </button>
          ))}
        </div>
      ) : null}
      {closesAct ? (
        <p id={closesActId} className="notary-queue__note">
          {t({
            id: 'notaryQueue.noShowClosesAct',
            message: '“Kelmadi” belgisi bog‘langan notarial harakatni, vaqti shu kunga belgilangan bo‘lsa, darhol “Faol emas” holatiga o‘tkazadi.',
          })}
        </p>
      ) : null}
      {booking.state !== 'cancelled' ? (
        <BookingActPicker act={booking.act} linkable={booking.linkableActs} locale={locale} kiosk={kiosk} pending={linking} onLink={onLink} />
      ) : null}
    </article>
  );
}
