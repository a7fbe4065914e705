import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { LoadState } from '../../ui/load-state.tsx';
import { useEqueueBookings } from './api/get-equeue-bookings.ts';
import { BookingItem } from './booking-item.tsx';
import { LatenessNote } from './lateness-note.tsx';
import '../../ui/pager.css';

/** The signed-in user's bookings (spec §3 Equeue), latest appointment first, ten a page. */
export function BookingList({ locale, now }: { locale: Locale; now: Date }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const query = useEqueueBookings(page);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <div className="equeue-list" aria-busy={query.isFetching}>
      <LatenessNote />
      <LoadState pending={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} />
      {data && data.items.length === 0 ? <p className="notice">{t({ id: 'equeue.list.empty', message: 'Sizda hali navbatga yozilishlar yo‘q.' })}</p> : null}
      {data && data.items.length > 0 ? (
        <ul className="equeue-bookings">
          {data.items.map((booking) => (
            <BookingItem key={booking.id} booking={booking} locale={locale} now={now} />
          ))}
        </ul>
      ) : null}
      {pages > 1 ? (
        <nav className="pager" aria-label={t({ id: 'equeue.list.pager', message: 'Yozilishlar sahifalari' })}>
          <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t({ id: 'equeue.list.previous', message: 'Oldingi sahifa' })}
          </button>
          <span>{t({ id: 'equeue.list.where', message: `Sahifa ${page} / ${pages}` })}</span>
          <button type="button" className="button button--secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t({ id: 'equeue.list.next', message: 'Keyingi sahifa' })}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
