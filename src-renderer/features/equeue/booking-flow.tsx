import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { EqueueBooking } from '../../../src-domain/http/routes/equeue-bookings.ts';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { parseIsoDate } from '../../../src-domain/time/parse-date.ts';
import { appointmentStart } from '../../../src-domain/equeue/appointment-time.ts';
import { isApiError } from '../../api/api-error.ts';
import { LoadState } from '../../ui/load-state.tsx';
import { useChosenNotary } from './api/get-notary-choices.ts';
import { useEqueueSlots } from './api/get-equeue-slots.ts';
import { usePostEqueueBooking } from './api/post-equeue-booking.ts';
import { type BookingChoice, BookingForm } from './booking-form.tsx';
import { BookingResult } from './booking-result.tsx';
import { BookingSummary } from './booking-summary.tsx';
import { DayChoice } from './day-choice.tsx';
import { useEqueueLabels } from './equeue-labels.ts';
import { displayDate } from './equeue-time.ts';
import { LatenessNote } from './lateness-note.tsx';
import { NotaryChoice } from './notary-choice.tsx';
import { SlotChoice } from './slot-choice.tsx';

export interface BookingFlowProps {
  /** From `?notary=` (the notary page's sign-up button). */
  initialNotaryId: number | null;
  locale: Locale;
}

/**
 * Booking a slot (spec §3 Equeue): notary → day of the next 14 → free time →
 * optional contact data → confirm. Each step appears once the one before is chosen; choosing
 * again clears what depended on it. A refusal (the slot was just taken) keeps the user here
 * with the server's words and fresh slots.
 */
export function BookingFlow({ initialNotaryId, locale }: BookingFlowProps) {
  const { t } = useLingui();
  const labels = useEqueueLabels();
  const [notaryId, setNotaryId] = useState(initialNotaryId);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [booked, setBooked] = useState<EqueueBooking | null>(null);
  const slots = useEqueueSlots(notaryId);
  const notary = useChosenNotary(notaryId);
  const post = usePostEqueueBooking();

  if (booked) {
    return (
      <BookingResult
        booking={booked}
        locale={locale}
        onAgain={() => {
          setBooked(null);
          setDate(null);
          setTime(null);
          post.reset();
        }}
      />
    );
  }

  const day = slots.data?.days.find((entry) => entry.date === date);
  // A time taken meanwhile (the list was refreshed after a refusal) is no longer a choice.
  const shownTime = time !== null && day?.slots.includes(time) ? time : null;
  const failure = post.isError
    ? isApiError(post.error) && post.error.message
      ? post.error.message
      : t({ id: 'equeue.form.failed', message: 'Navbatga yozib bo‘lmadi. Qayta urinib ko‘ring.' })
    : null;
  const calendarDate = date ? parseIsoDate(date) : null;

  const chooseNotary = (id: number | null) => {
    setNotaryId(id);
    setDate(null);
    setTime(null);
    post.reset();
  };
  const confirm = ({ contact, notaryaction }: BookingChoice) => {
    if (notaryId === null || date === null || shownTime === null) return;
    post.mutate(
      {
        notaryId,
        date,
        time: shownTime,
        notaryaction,
        phone: contact.phone ?? undefined,
        email: contact.email ?? undefined,
        description: contact.description ?? undefined,
      },
      { onSuccess: (booking) => setBooked(booking) },
    );
  };

  return (
    <div className="equeue-flow">
      <section className="equeue-step" aria-labelledby="equeue-step-notary">
        <h3 id="equeue-step-notary">{t({ id: 'equeue.step.notary', message: '1. Notariusni tanlang' })}</h3>
        <NotaryChoice chosenId={notaryId} locale={locale} onChoose={chooseNotary} />
      </section>
      {notaryId !== null && !notary.isError ? (
        <section className="equeue-step" aria-labelledby="equeue-step-day">
          <h3 id="equeue-step-day">{t({ id: 'equeue.step.day', message: '2. Kunni tanlang' })}</h3>
          <LoadState pending={slots.isPending} failed={slots.isError} onRetry={() => void slots.refetch()} />
          {slots.data && !slots.data.bookable ? (
            <p className="notice notice--warning">
              {t({
                id: 'equeue.notary.unavailable',
                message: 'Bu notarius hozir navbatga yozmaydi (ta’tilda yoki litsenziyasi amalda emas). Boshqa notariusni tanlang.',
              })}
            </p>
          ) : null}
          {slots.data?.bookable ? (
            <DayChoice
              days={slots.data.days}
              chosen={date}
              onChoose={(next) => {
                setDate(next);
                setTime(null);
                post.reset();
              }}
            />
          ) : null}
        </section>
      ) : null}
      {day ? (
        <section className="equeue-step" aria-labelledby="equeue-step-time">
          <h3 id="equeue-step-time">{t({ id: 'equeue.step.time', message: '3. Vaqtni tanlang' })}</h3>
          {failure && shownTime === null ? (
            <p className="notice notice--warning" role="alert">
              {failure}
            </p>
          ) : null}
          <SlotChoice
            slots={day.slots}
            chosen={shownTime}
            onChoose={(next) => {
              setTime(next);
              post.reset();
            }}
          />
        </section>
      ) : null}
      {day && shownTime && calendarDate ? (
        <section className="equeue-step" aria-labelledby="equeue-step-confirm">
          <h3 id="equeue-step-confirm">{t({ id: 'equeue.step.confirm', message: '4. Ma’lumotlarni kiriting va tasdiqlang' })}</h3>
          <BookingForm
            locale={locale}
            busy={post.isPending}
            failure={failure}
            onConfirm={confirm}
            summary={
              <>
                <BookingSummary
                  notary={notary.data?.name[locale] ?? ''}
                  office={notary.data?.office.name[locale] ?? ''}
                  address={notary.data?.office.address[locale] ?? ''}
                  day={`${labels.weekday(day.weekday)}, ${displayDate(day.date)}`}
                  time={shownTime}
                />
                <LatenessNote start={appointmentStart(calendarDate, shownTime)} />
              </>
            }
          />
        </section>
      ) : null}
    </div>
  );
}
