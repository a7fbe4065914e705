import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ACT_TYPE_NAMES } from '../../../src-domain/acts/act-types.ts';
import { canCancel, equeueStatus } from '../../../src-domain/equeue/booking-status.ts';
import type { EqueueBooking } from '../../../src-domain/http/routes/equeue-bookings.ts';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { formatDateTime } from '../../../src-domain/time/format-date.ts';
import { isApiError } from '../../api/api-error.ts';
import { useAtomValue } from 'jotai';
import { BookingActPicker } from '../../shared/booking-act-picker.tsx';
import { modeAtom } from '../../state/mode.ts';
import { useCancelEqueueBooking } from './api/cancel-equeue-booking.ts';
import { useLinkBookingAct } from './api/link-booking-act.ts';
import { useEqueueLabels } from './equeue-labels.ts';
import { displayDate, readEqueueTime } from './equeue-time.ts';
import { LatenessNote } from './lateness-note.tsx';

export interface BookingItemProps {
  booking: EqueueBooking;
  locale: Locale;
  now: Date;
}

/**
 * One own booking with every field of spec §3 Equeue under a localized label, its status now,
 * the lateness rule while it is ahead, and cancelling (asked twice: it cannot be undone).
 */
export function BookingItem({ booking, locale, now }: BookingItemProps) {
  const { t } = useLingui();
  const labels = useEqueueLabels();
  const cancel = useCancelEqueueBooking();
  const link = useLinkBookingAct();
  const kiosk = useAtomValue(modeAtom) === 'kiosk';
  const [asking, setAsking] = useState(false);
  const when = readEqueueTime(booking.equeuetime);
  const status = when ? equeueStatus(booking.state, when.start, now) : booking.state === 'active' ? 'upcoming' : booking.state;
  const cancellable = when ? canCancel(booking.state, when.start, now) : false;
  const notary = booking.notary.name[locale];
  const whenText = when?.text ?? booking.equeuetime;
  const failure = cancel.isError
    ? isApiError(cancel.error) && cancel.error.message
      ? cancel.error.message
      : t({ id: 'equeue.cancel.failed', message: 'Bekor qilib bo‘lmadi. Qayta urinib ko‘ring.' })
    : link.isError
      ? isApiError(link.error) && link.error.message
        ? link.error.message
        : t({ id: 'equeue.link.failed', message: 'Harakat bilan bog‘lab bo‘lmadi. Qayta urinib ko‘ring.' })
      : null;
  const place = booking.generalPlace;
  const rows: [string, string][] = [
    [t({ id: 'equeue.field.equeuetime', message: 'Qabul kuni va vaqti' }), whenText],
    [t({ id: 'equeue.field.state', message: 'Holati' }), labels.status[status]],
    [t({ id: 'equeue.field.notary', message: 'Notarius' }), notary],
    [t({ id: 'equeue.field.office', message: 'Notarial idora' }), booking.office[locale]],
    [t({ id: 'equeue.field.officeaddress', message: 'Idora manzili' }), booking.officeaddress[locale]],
    [
      t({ id: 'equeue.field.notaryaction', message: 'Notarial harakat' }),
      booking.notaryaction === null ? labels.consultation : ACT_TYPE_NAMES[booking.notaryaction][locale],
    ],
    [t({ id: 'equeue.field.typeid', message: 'Qayerda yozilgan' }), labels.type[booking.typeid]],
    [t({ id: 'equeue.field.regdate', message: 'Yozilgan sana' }), displayDate(booking.regdate)],
    [t({ id: 'equeue.field.regtime', message: 'Yozilgan vaqt' }), booking.regtime],
    [t({ id: 'equeue.field.updtime', message: 'Oxirgi o‘zgarish' }), formatDateTime(new Date(booking.updtime))],
    [t({ id: 'equeue.field.phone', message: 'Telefon raqami' }), booking.phone ?? '—'],
    [t({ id: 'equeue.field.email', message: 'Elektron pochta' }), booking.email ?? '—'],
    [t({ id: 'equeue.field.description', message: 'Izoh' }), booking.description ?? '—'],
  ];
  const headingId = `equeue-booking-${booking.id}`;
  return (
    <li className="equeue-booking" data-status={status}>
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className="equeue-booking__title">
          {whenText} — {notary}
        </h3>
        <dl className="equeue-facts">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {booking.arrivedAt !== null && booking.state === 'active' && booking.queue === 'appointment' ? (
          <p className="notice" role="status">
            {t({ id: 'equeue.arrived.appointment', message: 'Kelganingiz belgilandi: sizni o‘z vaqtingizda qabul qilishadi.' })}
          </p>
        ) : null}
        {booking.arrivedAt !== null && booking.state === 'active' && booking.queue === 'general' && place !== null ? (
          <p className="notice notice--warning" role="status">
            {t({ id: 'equeue.arrived.general', message: `Siz 15 daqiqadan ko‘p kechikib keldingiz va umumiy navbatdasiz: ${place}-o‘rin.` })}
          </p>
        ) : null}
        {booking.arrivedAt === null && (status === 'upcoming' || status === 'due') ? <LatenessNote start={when?.start} /> : null}
        {booking.arrivedAt === null && status === 'late' ? (
          <p className="notice notice--warning">
            {t({ id: 'equeue.lateness.now', message: 'Qabul vaqtidan 15 daqiqadan ko‘proq o‘tdi: sizga umumiy navbatda xizmat ko‘rsatiladi.' })}
          </p>
        ) : null}
        {booking.state === 'active' || booking.act ? (
          <BookingActPicker
            act={booking.act}
            linkable={booking.state === 'active' ? booking.linkableActs : []}
            locale={locale}
            kiosk={kiosk}
            pending={link.isPending}
            onLink={(actUuid) => link.mutate({ id: booking.id, actUuid })}
          />
        ) : null}
        {cancellable && !asking ? (
          <button type="button" className="button button--secondary" onClick={() => setAsking(true)}>
            {t({ id: 'equeue.cancel', message: 'Yozilishni bekor qilish' })}
          </button>
        ) : null}
        {cancellable && asking ? (
          <div className="equeue-confirm-cancel" role="group" aria-labelledby={`${headingId}-ask`}>
            <p id={`${headingId}-ask`}>{t({ id: 'equeue.cancel.ask', message: `${whenText} dagi yozilish bekor qilinsinmi?` })}</p>
            <button
              type="button"
              className="button"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(booking.id, { onSettled: () => setAsking(false) })}
            >
              {t({ id: 'equeue.cancel.yes', message: 'Ha, bekor qilish' })}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setAsking(false)}>
              {t({ id: 'equeue.cancel.no', message: 'Yo‘q, qoldirish' })}
            </button>
          </div>
        ) : null}
        {failure ? (
          <p className="notice notice--warning" role="alert">
            {failure}
          </p>
        ) : null}
      </article>
    </li>
  );
}
