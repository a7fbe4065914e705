import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { EqueueBooking } from '../../../src-domain/http/routes/equeue-bookings.ts';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { BookingSummary } from './booking-summary.tsx';
import { readEqueueTime } from './equeue-time.ts';
import { LatenessNote } from './lateness-note.tsx';

export interface BookingResultProps {
  booking: EqueueBooking;
  locale: Locale;
  onAgain: () => void;
}

/** The booking confirmation: what was booked and the lateness rule with its times (spec §9). */
export function BookingResult({ booking, locale, onAgain }: BookingResultProps) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const when = readEqueueTime(booking.equeuetime);
  const [day = '', time = ''] = (when?.text ?? booking.equeuetime).split(' ');
  return (
    <section className="equeue-result notice" aria-labelledby="equeue-result-title">
      <h3 id="equeue-result-title" ref={heading} tabIndex={-1}>
        {t({ id: 'equeue.result.title', message: 'Siz navbatga yozildingiz' })}
      </h3>
      <BookingSummary notary={booking.notary.name[locale]} office={booking.office[locale]} address={booking.officeaddress[locale]} day={day} time={time} />
      <LatenessNote start={when?.start} />
      <p>{t({ id: 'equeue.result.list', message: 'Yozilish quyidagi “Mening yozilishlarim” ro‘yxatida turibdi; u yerda uni bekor qilish mumkin.' })}</p>
      <button type="button" className="button button--secondary" onClick={onAgain}>
        {t({ id: 'equeue.result.again', message: 'Yana navbatga yozilish' })}
      </button>
    </section>
  );
}
